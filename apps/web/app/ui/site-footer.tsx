import { Link } from 'react-router';
import { pathTo } from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';
import { useConsent } from './overlays/consent-context';
import { ConsentGate } from './overlays/consent-gate';
import { useRootData, type RootData } from './root-data';
import { telHref } from '~/ui/tel-href';

type RootContact = RootData['contact'];

/** OpenStreetMap's embeddable map around a point, with a marker on it. */
function mapUrl(latitude: number, longitude: number): string {
  const d = 0.03;
  const bbox = [longitude - d, latitude - d / 2, longitude + d, latitude + d / 2].join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}

/** docs/product/site-pages.md#shell-and-overlays footer, then the bottom bar with the legal links. */
export function SiteFooter() {
  const t = useT();
  const { estate, contact } = useRootData();

  return (
    <footer className="mt-16 bg-ink text-cream">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <img
            src="/images/logo-light.svg"
            alt={estate.name}
            width={240}
            height={64}
            className="h-14 w-auto"
            loading="lazy"
          />
          <p className="mt-4 text-cream/85">{t('site.tagline')}</p>
          {contact?.social_url ? (
            <a
              href={contact.social_url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-block font-semibold text-cream underline underline-offset-4 hover:text-white"
            >
              {t('footer.socialLink', { name: contact.social_name })}
              <span className="sr-only"> {t('footer.opensInNewTab')}</span>
            </a>
          ) : null}
        </div>
        {contact ? (
          // The heading stands before the <address>: no heading may be inside one (W3C Nu).
          <div>
            <h2 className="font-serif text-2xl">{t('footer.contactsTitle')}</h2>
            <FooterContacts contact={contact} />
          </div>
        ) : null}
        {contact ? (
          <ConsentGate what={t('footer.mapProvider')} className="min-h-56 text-cream">
            <iframe
              title={t('footer.mapTitle')}
              src={mapUrl(contact.latitude, contact.longitude)}
              className="h-64 w-full rounded-md border-0"
              loading="lazy"
              referrerPolicy="no-referrer"
            />
          </ConsentGate>
        ) : null}
      </div>
      <FooterBottomBar />
    </footer>
  );
}

/** The estate's phones, e-mail and address. */
function FooterContacts({ contact }: { contact: NonNullable<RootContact> }) {
  const t = useT();
  const lang = useLang();
  return (
    <address className="not-italic">
      <dl className="mt-3 space-y-2 text-cream/90">
        <div>
          <dt className="text-sm text-cream/70">{t('footer.mobile')}</dt>
          <dd>
            <a href={telHref(contact.contact_mobile)} className="hover:underline">
              {contact.contact_mobile}
            </a>
            {/* Decreto-Lei 59/2021: the price notice beside each number (decision 123). */}
            <span className="block text-xs text-cream/70">{t('footer.mobileNote')}</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-cream/70">{t('footer.landline')}</dt>
          <dd>
            <a href={telHref(contact.contact_phone)} className="hover:underline">
              {contact.contact_phone}
            </a>
            <span className="block text-xs text-cream/70">
              {lang === 'pt' ? contact.phone_legal_info_pt : contact.phone_legal_info_en}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-cream/70">{t('footer.email')}</dt>
          <dd>
            <a href={`mailto:${contact.contact_email}`} className="hover:underline">
              {contact.contact_email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-cream/70">{t('footer.address')}</dt>
          <dd>
            {contact.contact_adress_1}
            <br />
            {contact.contact_adress_2}
            <br />
            {contact.contact_adress_3}
          </dd>
        </div>
      </dl>
    </address>
  );
}

/** The bottom bar: the legal links, the cookie choices, the card brands and the credit line. */
function FooterBottomBar() {
  const t = useT();
  const lang = useLang();
  const { estate, contact } = useRootData();
  const { reopen } = useConsent();
  const legal = pathTo('legal', lang);
  const year = new Date().getFullYear();
  return (
    <div className="border-t border-cream/15">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-cream/85 lg:flex-row lg:items-center lg:justify-between">
        <nav aria-label={t('footer.legalTitle')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to={`${legal}#privacyPolicy`} className="underline-offset-4 hover:underline">
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to={`${legal}#termsConditions`} className="underline-offset-4 hover:underline">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to={`${legal}#cookiesPolicy`} className="underline-offset-4 hover:underline">
                {t('footer.cookies')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={reopen}
                className="underline underline-offset-4 hover:text-white"
              >
                {t('footer.cookiePreferences')}
              </button>
            </li>
            {contact?.complaints_book_url ? (
              <li>
                <a
                  href={contact.complaints_book_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline-offset-4 hover:underline"
                >
                  {t('footer.complaintsBook')}
                  <span className="sr-only"> {t('footer.opensInNewTab')}</span>
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        <img
          src="/images/card-brands.svg"
          alt={t('footer.paymentMethods')}
          width={180}
          height={28}
          loading="lazy"
          className="h-7 w-auto"
        />
        <p>
          © {year} {withFullStop(contact?.legal_name || estate.name)}{' '}
          {contact?.developer_name ? (
            <a
              href={contact.developer_url}
              target="_blank"
              rel="noopener noreferrer"
              className="underline-offset-4 hover:underline"
            >
              {t('footer.credit', { name: contact.developer_name })}
              <span className="sr-only"> {t('footer.opensInNewTab')}</span>
            </a>
          ) : null}
        </p>
      </div>
    </div>
  );
}

/** "…, Lda." keeps its one full stop; other names get theirs. */
export function withFullStop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}
