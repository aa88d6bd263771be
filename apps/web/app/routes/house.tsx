import { useEffect, useRef } from 'react';
import { useLoaderData } from 'react-router';
import { formatDecimal, langFromPath, type SlotPhotos } from '@mdc/shared';
import type { ActionArgs, LoaderArgs } from '~/context';
import { HouseBookingForm } from '~/features/forms/house-booking-form';
import { lodgingJsonLd } from '~/features/house/lodging-json-ld';
import { translator, useLang, useT } from '~/i18n/i18n';
import { visitorFormAction } from '~/features/forms/visitor-form-action.server';
import { pageOrActionHeaders, publicPage } from '~/ui/cache';
import { ConsentGate } from '~/ui/overlays/consent-gate';
import { pageMeta, shareImageOf } from '~/ui/page-meta';
import { Reveal } from '~/ui/reveal';
import { useRootData } from '~/ui/root-data';
import { SitePicture } from '~/ui/site-picture';

export async function loader({ request, context }: LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const { content } = context.services;
  const [blocks, features, details, contact, estate, photos] = await Promise.all([
    content.blocks('house', lang),
    content.houseFeatures(lang),
    content.houseDetails(),
    content.companyContact(),
    context.services.settings.getEstate(),
    context.services.siteImages.photos().catch((): SlotPhotos => ({})),
  ]);
  const hero = blocks[0] ?? null;
  const t = translator(lang);
  // Structured data is for crawlers: built here, so the browser does not load it (decision 112).
  const jsonLd = contact
    ? lodgingJsonLd({
        estate,
        contact,
        name: hero?.about_sub ?? t('house.title'),
        description: hero?.about_content[0] ?? t('house.description'),
        image: new URL(shareImageOf(photos, houseImages[0]!), context.publicUrl).href,
        features,
      })
    : null;
  return { hero, features, pool: details?.pool ?? null, jsonLd };
}

export const headers = pageOrActionHeaders(publicPage);

/**
 * The booking request posted without scripts (docs/decisions/127-visitor-forms-as-route-actions.md),
 * for the rental room of the company record, as the scripted form sends it.
 */
export async function action(args: ActionArgs) {
  const contact = await args.context.services.content.companyContact();
  return visitorFormAction('booking', args, { roomId: contact?.rental_room_id || undefined });
}
export const meta = pageMeta('house.title', 'house.description', '/images/gallery/house-pool.svg');

const houseImages = [
  '/images/gallery/house-pool.svg',
  '/images/content/storks.svg',
  '/images/gallery/cork-oaks.svg',
];

/** docs/product/site-pages.md#house-accommodation. */
export default function House() {
  const { hero, features, pool } = useLoaderData<typeof loader>();
  const { contact } = useRootData();
  const t = useT();
  const lang = useLang();
  const [subtitle, ...paragraphs] = hero?.about_content ?? [];

  return (
    <>
      <section className="bg-ink text-cream">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
          <div>
            <h1 className="font-serif text-5xl font-semibold md:text-6xl">
              {hero?.about_sub || t('house.title')}
            </h1>
            {subtitle ? <p className="mt-4 text-xl text-cream/90">{subtitle}</p> : null}
            {paragraphs.map((paragraph, i) => (
              <p key={i} className="mt-4 leading-relaxed text-cream/85">
                {paragraph}
              </p>
            ))}
          </div>
          <SitePicture
            src={hero?.imgUrl || '/images/content/house-entrance.svg'}
            alt=""
            priority
            className="aspect-[4/3] w-full rounded-xl object-cover shadow-lg"
          />
        </div>
      </section>

      <section aria-labelledby="house-gallery" className="mx-auto max-w-6xl px-4 pt-12">
        <h2 id="house-gallery" className="sr-only">
          {t('house.galleryTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {houseImages.map((src) => (
            <SitePicture
              key={src}
              src={src}
              alt=""
              sizes="(min-width: 640px) 33vw, 100vw"
              className="aspect-[4/3] w-full rounded-lg object-cover"
            />
          ))}
        </div>
      </section>

      <Reveal className="mx-auto max-w-6xl px-4 py-12">
        <h2 className="font-serif text-4xl font-semibold text-wine">{t('house.featuresTitle')}</h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li
              key={feature.id}
              className="flex items-start gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5"
            >
              {/* Lazy, so the server's HTML does not preload the icons ahead of the main photo
                  (React preloads every eager image it renders; decision 123). */}
              <img
                src={feature.icon}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className="h-12 w-12 shrink-0"
              />
              <div>
                <p className="text-lg font-semibold">{feature.title}</p>
                {feature.key === 'pool' && pool ? (
                  <p className="mt-1 text-sm text-ink/80" data-testid="pool-measures">
                    {t('house.pool', {
                      length: formatDecimal(pool.length, lang),
                      width: formatDecimal(pool.width, lang),
                      minDepth: formatDecimal(pool.minDepth, lang),
                      maxDepth: formatDecimal(pool.maxDepth, lang),
                    })}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Reveal>

      {contact?.rental_room_id ? (
        <section
          aria-labelledby="house-listing"
          className="mx-auto max-w-6xl px-4 py-8 text-center"
        >
          <h2 id="house-listing" className="font-serif text-4xl font-semibold text-wine">
            {t('house.listingTitle')}
          </h2>
          <ConsentGate
            what={t('house.listingProvider')}
            className="mx-auto mt-6 min-h-48 max-w-[450px]"
          >
            <RentalListing
              roomId={contact.rental_room_id}
              url={contact.rental_listing_url}
              label={t('house.listingLink')}
            />
          </ConsentGate>
        </section>
      ) : null}

      <section
        id="booking"
        aria-labelledby="house-booking"
        className="mx-auto max-w-3xl px-4 py-12"
      >
        <h2 id="house-booking" className="font-serif text-4xl font-semibold text-wine">
          {t('house.bookingTitle')}
        </h2>
        <p className="mt-4 text-lg leading-relaxed">{t('house.bookingText')}</p>
        <HouseBookingForm />
      </section>
    </>
  );
}

/**
 * The rental marketplace's embed for one room, 450 px wide with the price hidden (docs/product/site-pages.md#house-accommodation).
 * It is third-party content, so it only mounts behind the consent gate.
 */
function RentalListing({ roomId, url, label }: { roomId: string; url: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const script = document.createElement('script');
    script.src = 'https://www.airbnb.com/embeddable/airbnb_jssdk';
    script.async = true;
    ref.current?.appendChild(script);
    return () => script.remove();
  }, [roomId]);
  return (
    <div
      ref={ref}
      className="airbnb-embed-frame mx-auto w-full max-w-[450px]"
      data-id={roomId}
      data-view="home"
      data-hide-price="true"
    >
      <a href={url} target="_blank" rel="noopener noreferrer" className="text-wine underline">
        {label}
      </a>
    </div>
  );
}
