import { lazy, Suspense, useRef } from 'react';
import type { SiteLang } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { HeroBackground, type HeroBackgroundKind } from './hero-background';
import { heroTimings } from './hero-timings';
import type { HeroWine } from './hero-slideshow';
import { slideshowMediaQuery } from './parallax';
import { useMediaQuery } from './use-media-query';

/**
 * The wine slideshow shows only on wide screens, after hydration (the server and the hydrating
 * render do not know the width), so its code is fetched then: phones never load it
 * (docs/decisions/112-fast-public-pages.md).
 */
const HeroSlideshow = lazy(() =>
  import('./hero-slideshow').then(({ HeroSlideshow }) => ({ default: HeroSlideshow })),
);

/**
 * The home hero (docs/product/site-pages.md#home): the background the loader picked at random
 * (decision 112) over a warm dark backdrop, title, subtitle and button, all in the server's HTML;
 * with the vineyard image the wine slideshow joins on wide screens.
 */
export function HomeHero({
  lang,
  eyebrow,
  action,
  wines,
  background,
}: {
  lang: SiteLang;
  /** Chosen by the home loader, so server and browser render the same picture. */
  background: HeroBackgroundKind;
  eyebrow: string;
  /** The call to action under the subtitle. */
  action: React.ReactNode;
  wines: HeroWine[];
}) {
  const t = useT();
  const heroRef = useRef<HTMLElement>(null);
  const wide = useMediaQuery(slideshowMediaQuery);

  return (
    <section
      ref={heroRef}
      aria-labelledby="home-hero-title"
      data-hero-background={background}
      className="relative isolate overflow-hidden bg-ink text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-30 bg-[radial-gradient(ellipse_at_78%_35%,rgba(200,131,63,0.38),transparent_55%),radial-gradient(ellipse_at_15%_90%,rgba(107,29,42,0.85),transparent_60%),linear-gradient(150deg,#3a1019_0%,#2b2622_55%,#1d1a17_100%)]"
      />
      <HeroBackground kind={background} heroRef={heroRef} />
      {/* From md, a band from the left under the text column; on a phone the text block carries
          its own band (below), so the picture above and below it stays bright (decision 122). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden md:block md:bg-[linear-gradient(90deg,rgba(29,26,23,0.88)_0%,rgba(29,26,23,0.65)_45%,rgba(29,26,23,0)_80%)]"
      />
      <div className="mx-auto grid min-h-[calc(100svh-4rem)] max-w-7xl items-center gap-10 px-5 py-20 sm:px-8 min-[901px]:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:min-h-[min(calc(100svh-4rem),56rem)]">
        <div className="relative max-w-2xl before:absolute before:-inset-x-5 before:-inset-y-12 before:-z-10 before:bg-[linear-gradient(180deg,rgba(29,26,23,0)_0%,rgba(29,26,23,0.8)_3rem,rgba(29,26,23,0.8)_calc(100%-3rem),rgba(29,26,23,0)_100%)] sm:before:-inset-x-8 md:before:hidden">
          <p className="flex w-fit items-center gap-3 text-xs font-semibold uppercase tracking-[0.22em] text-cream drop-shadow-[0_1px_6px_rgba(0,0,0,0.6)] sm:text-sm sm:tracking-[0.3em]">
            <span aria-hidden="true" className="h-px w-8 shrink-0 bg-ochre sm:w-10" />
            {eyebrow}
          </p>
          <h1
            id="home-hero-title"
            className="mt-6 text-balance font-serif text-5xl font-semibold leading-[1.05] drop-shadow-[0_2px_12px_rgba(0,0,0,0.45)] sm:text-6xl lg:text-7xl"
          >
            {t('home.heroTitle')}
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-lg leading-relaxed text-cream/90 sm:text-xl">
            {t('home.heroSubtitle')}
          </p>
          <div className="mt-10">{action}</div>
        </div>
        {background === 'vineyard' && wide ? (
          <Suspense fallback={null}>
            <HeroSlideshow
              wines={wines}
              lang={lang}
              intervalMs={heroTimings.slideIntervalMs}
              fadeMs={heroTimings.slideFadeMs}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
