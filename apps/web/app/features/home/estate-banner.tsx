import { Link } from 'react-router';
import { pathTo, type SiteLang } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { Reveal } from '~/ui/reveal';
import { SitePicture } from '~/ui/site-picture';
import { SectionHeading } from './section-heading';

const bottleBoxImage = '/images/content/bottle-box.svg';

/** docs/product/site-pages.md#home banner: 'Sabor Autêntico Respeitando a Tradição Vinícola' with the bottle box. */
export function EstateBanner({ lang }: { lang: SiteLang }) {
  const t = useT();
  return (
    <section
      aria-labelledby="home-banner-title"
      className="relative isolate overflow-hidden bg-wine-dark text-cream"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_20%_50%,rgba(200,131,63,0.22),transparent_60%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 py-20 sm:px-8 md:grid-cols-2 md:py-24">
        <Reveal className="order-last md:order-first">
          <SitePicture
            src={bottleBoxImage}
            alt={t('home.banner.imageAlt')}
            className="mx-auto w-full max-w-lg drop-shadow-[0_30px_40px_rgba(0,0,0,0.45)]"
          />
        </Reveal>
        <Reveal>
          <SectionHeading
            id="home-banner-title"
            eyebrow={t('home.banner.eyebrow')}
            title={t('home.banner.title')}
            tone="light"
          />
          <p className="mt-6 text-lg leading-relaxed text-cream/85">{t('home.banner.text')}</p>
          <Link
            to={pathTo('wineList', lang)}
            className="mt-8 inline-flex items-center gap-2 rounded-sm bg-ochre px-6 py-3 font-semibold text-ink transition-colors hover:bg-cream focus-visible:outline-cream"
          >
            {t('home.banner.cta')}
            <span aria-hidden="true">→</span>
          </Link>
        </Reveal>
      </div>
    </section>
  );
}

/**
 * The tagline band under the banner, signed with the estate's name (data): a quotation in a
 * figure, not a section, for it has no heading of its own (W3C Nu).
 */
export function EstateTagline({ estateName }: { estateName: string }) {
  const t = useT();
  return (
    <div className="px-5 py-20 sm:px-8 md:py-24">
      <Reveal>
        <figure className="mx-auto max-w-4xl text-center">
          <svg
            viewBox="0 0 48 32"
            width="48"
            height="32"
            aria-hidden="true"
            className="mx-auto text-ochre"
            fill="currentColor"
          >
            <path d="M0 32V19C0 8 6 1 17 0l2 5C12 7 9 11 9 17h9v15zm29 0V19C29 8 35 1 46 0l2 5c-7 2-10 6-10 12h9v15z" />
          </svg>
          <blockquote className="mt-6 text-balance font-serif text-3xl leading-snug text-ink sm:text-4xl md:text-5xl">
            <p>{t('home.tagline.text')}</p>
          </blockquote>
          {estateName ? (
            <figcaption className="mt-6 text-sm font-semibold uppercase tracking-[0.28em] text-wine">
              {t('home.tagline.signature', { estate: estateName })}
            </figcaption>
          ) : null}
        </figure>
      </Reveal>
    </div>
  );
}
