import { pathTo } from '@mdc/shared';
import { ContactForm } from '~/features/forms/contact-form';
import { useLang, useT } from '~/i18n/i18n';
import type { ActionArgs } from '~/context';
import { visitorFormAction } from '~/features/forms/visitor-form-action.server';
import { pageOrActionHeaders, publicPage } from '~/ui/cache';
import { PageHeader } from '~/ui/page-header';
import { pageMeta } from '~/ui/page-meta';
import { useRootData } from '~/ui/root-data';
import { telHref } from '~/ui/tel-href';

export const headers = pageOrActionHeaders(publicPage);

/** The contact form posted without scripts (docs/decisions/127-visitor-forms-as-route-actions.md). */
export const action = (args: ActionArgs) => visitorFormAction('contact', args);
export const meta = pageMeta('contact.title', 'contact.description', '/images/banners/contact.svg');

/** docs/product/site-pages.md#contact: the contact form next to an info column from the company record. */
export default function Contact() {
  const t = useT();
  const lang = useLang();
  const { contact, estate } = useRootData();
  return (
    <>
      <PageHeader title={t('contact.title')} image="/images/banners/contact.svg" />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 lg:grid-cols-[3fr_2fr]">
        <section id="contact-form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="font-serif text-3xl font-semibold text-wine">
            {t('contact.infoTitle')}
          </h2>
          <ContactForm />
        </section>
        {contact ? (
          <aside className="rounded-xl bg-white p-8 shadow-sm ring-1 ring-ink/5">
            <img
              src="/images/logo.svg"
              alt={estate.name}
              width={240}
              height={64}
              className="h-14 w-auto"
            />
            <dl className="mt-6 space-y-5">
              <div>
                <dt className="text-sm font-semibold uppercase tracking-widest text-olive">
                  {t('contact.phone')}
                </dt>
                <dd className="mt-1">
                  <a href={telHref(contact.contact_phone)} className="text-lg hover:underline">
                    {contact.contact_phone}
                  </a>
                  <span className="block text-sm text-ink/75">{t('contact.phoneNote')}</span>
                  <a
                    href={telHref(contact.contact_mobile)}
                    className="mt-1 block text-lg hover:underline"
                  >
                    {contact.contact_mobile}
                  </a>
                  <span className="block text-sm text-ink/75">{t('contact.mobileNote')}</span>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold uppercase tracking-widest text-olive">
                  {t('contact.email')}
                </dt>
                <dd className="mt-1">
                  <a href={`mailto:${contact.contact_email}`} className="text-lg hover:underline">
                    {contact.contact_email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold uppercase tracking-widest text-olive">
                  {t('contact.address')}
                </dt>
                <dd className="mt-1">
                  <address className="not-italic">
                    {contact.contact_adress_1}
                    <br />
                    {contact.contact_adress_2}
                    <br />
                    {contact.contact_adress_3}
                  </address>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold uppercase tracking-widest text-olive">
                  {t('contact.social')}
                </dt>
                <dd className="mt-1">
                  <a
                    href={contact.social_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-wine underline"
                  >
                    {contact.social_name}
                    <span className="sr-only"> {t('footer.opensInNewTab')}</span>
                  </a>
                </dd>
              </div>
            </dl>
            <p className="mt-6 text-sm">
              <a href={`${pathTo('legal', lang)}#privacyPolicy`} className="text-wine underline">
                {t('footer.privacy')}
              </a>
            </p>
          </aside>
        ) : null}
      </div>
    </>
  );
}
