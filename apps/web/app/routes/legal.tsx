import { useLoaderData } from 'react-router';
import { langFromPath, policies, type Policy } from '@mdc/shared';
import type { LoaderArgs } from '~/context';
import { useT } from '~/i18n/i18n';
import { publicPage } from '~/ui/cache';
import { PageHeader } from '~/ui/page-header';
import { pageMeta } from '~/ui/page-meta';
import { useRootData } from '~/ui/root-data';

/** The anchors the footer links to (docs/product/site-pages.md#shell-and-overlays). */
const anchors: Record<Policy, string> = {
  privacy: 'privacyPolicy',
  terms: 'termsConditions',
  cookies: 'cookiesPolicy',
};

export async function loader({ request, context }: LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const sections = await Promise.all(
    policies.map(async (policy) => ({
      policy,
      sections: await context.services.content.policySections(policy, lang),
    })),
  );
  return { sections };
}

export const headers = () => publicPage;
export const meta = pageMeta('legal.title', 'legal.description', '/images/banners/legal.svg');

export default function Legal() {
  const { sections } = useLoaderData<typeof loader>();
  const { contact } = useRootData();
  const t = useT();
  return (
    <>
      <PageHeader title={t('legal.title')} image="/images/banners/legal.svg" />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <nav aria-labelledby="legal-contents" className="rounded-lg bg-white p-6 shadow-sm">
          <h2 id="legal-contents" className="font-serif text-2xl font-semibold">
            {t('legal.contents')}
          </h2>
          <ul className="mt-3 space-y-1">
            {policies.map((policy) => (
              <li key={policy}>
                <a href={`#${anchors[policy]}`} className="text-wine underline underline-offset-4">
                  {t(`legal.${policy}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map(({ policy, sections: list }) => (
          <section
            key={policy}
            id={anchors[policy]}
            className="mt-14"
            aria-labelledby={`${anchors[policy]}-title`}
          >
            <h2
              id={`${anchors[policy]}-title`}
              className="font-serif text-4xl font-semibold text-wine"
            >
              {t(`legal.${policy}`)}
            </h2>
            {list.map((section, i) => (
              <div key={section.id} className="mt-8">
                <h3 className="text-xl font-semibold">
                  {i + 1}. {section.policy_content_title}
                </h3>
                {section.policy_content.map((paragraph, j) => (
                  <p key={j} className="mt-3 leading-relaxed">
                    {paragraph}
                  </p>
                ))}
              </div>
            ))}
          </section>
        ))}
        {contact ? (
          <aside className="mt-14 rounded-lg border border-ink/15 bg-white p-6">
            <p>
              <a
                href={contact.complaints_book_url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-wine underline"
              >
                {t('legal.complaints')}
              </a>
            </p>
            <p className="mt-2">
              <a
                href={contact.arbitration_url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-wine underline"
              >
                {t('legal.arbitration', { name: contact.arbitration_name })}
              </a>
            </p>
          </aside>
        ) : null}
      </div>
    </>
  );
}
