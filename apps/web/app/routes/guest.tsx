import ES from 'country-flag-icons/react/3x2/ES';
import FR from 'country-flag-icons/react/3x2/FR';
import GB from 'country-flag-icons/react/3x2/GB';
import PT from 'country-flag-icons/react/3x2/PT';
import { data, Link, useLoaderData, useLocation, type MetaFunction } from 'react-router';
import {
  guestLangOfPath,
  guestLanguages,
  isGuestLang,
  langFromPath,
  type GuestGuide,
  type GuestLang,
} from '@mdc/shared';
import type { LoaderArgs } from '~/context';
import { spaceFor, withColon } from '~/i18n/french-spacing';
import { guestLabels } from '~/i18n/guest';
import { translator } from '~/i18n/i18n';
import { notFoundPage, publicPage } from '~/ui/cache';
import { NotFoundView } from '~/ui/not-found-view';
import { rootDataOf, useRootData } from '~/ui/root-data';
import { seo } from '~/ui/seo';
import { telHref } from '~/ui/tel-href';

const flags: Record<GuestLang, typeof PT> = { pt: PT, en: GB, es: ES, fr: FR };

/** /{lang}/hellofrom{estate-slug}[-info] in pt, en, es and fr (docs/product/site-pages.md#guest-pages guest pages). */
export function guestPath(lang: GuestLang, slug: string, info: boolean): string {
  return `/${lang}/hellofrom${slug}${info ? '-info' : ''}`;
}

export async function loader({ params, context }: LoaderArgs) {
  const estate = await context.services.settings.getEstate();
  const lang = params.guestLang;
  const page = params.guestPage;
  const welcome = `hellofrom${estate.slug}`;
  if (!estate.slug || !isGuestLang(lang) || (page !== welcome && page !== `${welcome}-info`)) {
    // Any other two-segment path, e.g. /en/unknown, is the ordinary not-found page.
    return data({ kind: 'not-found' as const }, { status: 404, headers: notFoundPage });
  }
  const guide = await context.services.content.guestGuide();
  return data(
    {
      kind: page === welcome ? ('welcome' as const) : ('info' as const),
      lang,
      slug: estate.slug,
      guide,
    },
    { headers: publicPage },
  );
}

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, location }) => {
  const root = rootDataOf(matches);
  const guestLang = guestLangOfPath(location.pathname);
  if ((!page || page.kind === 'not-found' || !page.guide) && guestLang) {
    return [
      { title: `${guestLabels(guestLang).notFoundTitle} | ${root.estate.name}` },
      { name: 'robots', content: 'noindex' },
    ];
  }
  if (!page || page.kind === 'not-found' || !page.guide) {
    // The not-found page's own title, as routes/not-found.tsx gives it (docs/decisions/104-overlays-and-menus.md).
    const lang = langFromPath(location.pathname);
    const t = translator(lang);
    return seo({
      title: t('notFound.title'),
      description: t('notFound.message'),
      lang,
      pathname: location.pathname,
      publicUrl: root.publicUrl,
      estateName: root.estate.name,
      indexable: false,
    });
  }
  return [
    { title: `${page.guide.welcomeTitle[page.lang]} | ${root.estate.name}` },
    { name: 'description', content: guestLabels(page.lang).welcomeDescription },
    // Guest pages are for people staying at the house, not for search results.
    { name: 'robots', content: 'noindex' },
  ];
};

export default function GuestRoute() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === 'not-found' || !page.guide) return <GuestNotFound />;
  return page.kind === 'welcome' ? (
    <Welcome lang={page.lang} slug={page.slug} guide={page.guide} />
  ) : (
    <Info lang={page.lang} slug={page.slug} guide={page.guide} />
  );
}

/**
 * A guest address that names no page (another estate, a typo): the not-found page in the
 * address's language, pointing to this estate's welcome page in it (docs/decisions/104-overlays-and-menus.md).
 * Any other two-segment path is the site's ordinary not-found page.
 */
function GuestNotFound() {
  const { pathname } = useLocation();
  const { estate } = useRootData();
  const lang = guestLangOfPath(pathname);
  if (!lang || !estate.slug) return <NotFoundView />;
  const labels = guestLabels(lang);
  return (
    <NotFoundView
      message={labels.notFoundMessage}
      button={labels.notFoundButton}
      to={guestPath(lang, estate.slug, false)}
    />
  );
}

function LanguageFlags({ slug, current }: { slug: string; current?: GuestLang }) {
  return (
    <ul className="flex flex-wrap justify-center gap-4">
      {guestLanguages
        .filter((lang) => lang !== current)
        .map((lang) => {
          const Flag = flags[lang];
          return (
            <li key={lang}>
              <Link
                to={guestPath(lang, slug, true)}
                hrefLang={lang}
                lang={lang}
                className="flex flex-col items-center gap-2 rounded-lg bg-white px-5 py-4 font-semibold shadow-sm ring-1 ring-ink/10 hover:ring-wine"
              >
                <Flag aria-hidden="true" className="h-12 w-18 rounded-sm shadow" />
                {guestLabels(lang).languageName}
              </Link>
            </li>
          );
        })}
    </ul>
  );
}

function Welcome({ lang, slug, guide }: { lang: GuestLang; slug: string; guide: GuestGuide }) {
  const labels = guestLabels(lang);
  return (
    <div className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center px-4 py-16 text-center">
      <img src="/images/logo.svg" alt="" width={360} height={96} className="h-20 w-auto" />
      <h1 className="mt-8 font-serif text-5xl font-semibold text-wine">
        {guide.welcomeTitle[lang]}
      </h1>
      <h2 className="mt-10 text-xl font-semibold">{labels.chooseLanguage}</h2>
      <div className="mt-6">
        <LanguageFlags slug={slug} />
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="border-b border-ink/15 pb-2 font-serif text-3xl font-semibold text-wine">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Place({
  name,
  address,
  phone,
  phoneLabel,
  children,
}: {
  name: string;
  address?: string;
  phone?: string;
  phoneLabel: string;
  children?: React.ReactNode;
}) {
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5">
      <p className="font-semibold">{name}</p>
      {children}
      {address ? <p className="mt-1 text-ink/80">{address}</p> : null}
      {phone ? (
        <p className="mt-1">
          <span className="sr-only">{phoneLabel} </span>
          <a href={telHref(phone)} className="text-wine underline">
            {phone}
          </a>
        </p>
      ) : null}
    </li>
  );
}

/** The house: its address and map, the Wi-Fi and the hosts' phones. */
function HouseInfo({ lang, guide }: { lang: GuestLang; guide: GuestGuide }) {
  const labels = guestLabels(lang);
  const { house } = guide;
  const mapLink = `https://www.openstreetmap.org/?mlat=${house.latitude}&mlon=${house.longitude}#map=15/${house.latitude}/${house.longitude}`;
  return (
    <Section title={labels.houseInfo}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5">
          <dt className="font-semibold">{labels.address}</dt>
          <dd className="mt-1">{house.address}</dd>
          <dd className="mt-1 text-ink/80">
            {withColon(lang, labels.coordinates)} {house.latitude}, {house.longitude} ·{' '}
            <a
              href={mapLink}
              target="_blank"
              rel="noopener noreferrer"
              className="text-wine underline"
            >
              {labels.openMap}
              <span className="sr-only"> {labels.opensInNewTab}</span>
            </a>
          </dd>
        </div>
        <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5">
          <dt className="font-semibold">{labels.wifi}</dt>
          <dd className="mt-1">
            {withColon(lang, labels.network)} <span className="font-mono">{house.wifiNetwork}</span>
          </dd>
          <dd>
            {withColon(lang, labels.password)}{' '}
            <span className="font-mono">{house.wifiPassword}</span>
          </dd>
        </div>
        <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:col-span-2">
          <dt className="font-semibold">{labels.hosts}</dt>
          {house.hosts.map((host) => (
            <dd key={host.name} className="mt-1">
              {withColon(lang, host.name)}{' '}
              <a href={telHref(host.phone)} className="text-wine underline">
                {host.phone}
              </a>
            </dd>
          ))}
        </div>
      </dl>
    </Section>
  );
}

/** The restaurants and the sights, town by town. */
function TownPlaces({ lang, guide }: { lang: GuestLang; guide: GuestGuide }) {
  const labels = guestLabels(lang);
  return (
    <>
      <Section title={labels.restaurants}>
        <p className="mb-4 italic">{spaceFor(lang, guide.restaurantsNote[lang])}</p>
        {guide.restaurants.map((town) => (
          <div key={town.town} className="mt-6">
            <h3 className="text-xl font-semibold">{town.town}</h3>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2">
              {town.places.map((place) => (
                <Place
                  key={place.name}
                  phoneLabel={withColon(lang, labels.phone)}
                  name={place.name}
                  address={place.address}
                  phone={place.phone}
                >
                  <p className="mt-1">{spaceFor(lang, place.description[lang])}</p>
                  <p className="mt-1 text-sm text-ink/80">
                    {withColon(lang, labels.closed)} {spaceFor(lang, place.closed[lang])}
                  </p>
                </Place>
              ))}
            </ul>
          </div>
        ))}
      </Section>

      <Section title={labels.visit}>
        {guide.sights.map((town) => (
          <div key={town.town} className="mt-6">
            <h3 className="text-xl font-semibold">{town.town}</h3>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2">
              {town.places.map((place) => (
                <Place
                  key={place.name}
                  phoneLabel={withColon(lang, labels.phone)}
                  name={place.name}
                >
                  <p className="mt-1">{spaceFor(lang, place.description[lang])}</p>
                </Place>
              ))}
            </ul>
          </div>
        ))}
      </Section>
    </>
  );
}

function Info({ lang, slug, guide }: { lang: GuestLang; slug: string; guide: GuestGuide }) {
  const labels = guestLabels(lang);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <header className="text-center">
        <img
          src="/images/logo.svg"
          alt=""
          width={360}
          height={96}
          className="mx-auto h-16 w-auto"
        />
        <h1 className="mt-6 font-serif text-5xl font-semibold text-wine">
          {guide.welcomeTitle[lang]}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed">
          {spaceFor(lang, guide.greeting[lang])}
        </p>
      </header>

      <HouseInfo lang={lang} guide={guide} />

      <Section title={labels.usefulContacts}>
        <p className="mb-4 rounded-lg bg-wine px-4 py-3 text-lg font-semibold text-white">
          {withColon(lang, labels.emergency)}{' '}
          <a href={telHref(guide.emergencyNumber)} className="underline">
            {guide.emergencyNumber}
          </a>
        </p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {guide.usefulContacts.map((place) => (
            <Place
              key={place.name}
              phoneLabel={withColon(lang, labels.phone)}
              name={`${spaceFor(lang, place.label[lang])} — ${place.name}`}
              address={place.address}
              phone={place.phone}
            />
          ))}
        </ul>
      </Section>

      <Section title={labels.pharmacies}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {guide.pharmacies.map((place) => (
            <Place key={place.name} {...place} phoneLabel={withColon(lang, labels.phone)} />
          ))}
        </ul>
        <p className="mt-4">
          {spaceFor(lang, guide.dutyPharmacyNote[lang])}{' '}
          <a
            href={guide.dutyPharmacyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-wine underline"
          >
            {labels.dutyPharmacyLink}
            <span className="sr-only"> {labels.opensInNewTab}</span>
          </a>
        </p>
      </Section>

      <Section title={labels.supermarkets}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {guide.supermarkets.map((place) => (
            <Place
              key={place.name}
              phoneLabel={withColon(lang, labels.phone)}
              name={place.name}
              address={place.address}
              phone={place.phone}
            >
              <p className="text-sm text-ink/80">
                {withColon(lang, labels.hours)} {place.hours}
              </p>
            </Place>
          ))}
        </ul>
      </Section>

      <TownPlaces lang={lang} guide={guide} />

      <nav className="mt-16 text-center" aria-label={labels.otherLanguages}>
        <h2 className="mb-4 font-semibold">{labels.otherLanguages}</h2>
        <LanguageFlags slug={slug} current={lang} />
      </nav>
    </div>
  );
}
