import { Link } from 'react-router';
import { pathTo, type SiteLang } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { SlideshowControls } from '~/ui/slideshow-controls';
import { useSlideshow } from '~/ui/use-slideshow';

/** What a slide needs of a wine; the loader sends no more than this. */
export interface HeroWine {
  id: number;
  title: string;
  subtitle: string;
  productUrl: string;
  imageUrl: string;
}

/**
 * The wines on the right of the vineyard hero (docs/product/site-pages.md#home): one bottle at a time, each a
 * link to its page, advancing every 5 s with a 1 s cross-fade. A visible button pauses it (WCAG
 * 2.2.2); it holds still while pointed at or focused and does not start by itself under
 * prefers-reduced-motion. The hero mounts it only above 900 px, so phones load none of it.
 */
export function HeroSlideshow({
  wines,
  lang,
  intervalMs,
  fadeMs,
}: {
  wines: HeroWine[];
  lang: SiteLang;
  /** heroTimings' slide interval and fade, passed in by the hero (they load with the page). */
  intervalMs: number;
  fadeMs: number;
}) {
  const t = useT();
  const { index, leaving, playing, cycle, holdProps } = useSlideshow(
    wines.length,
    intervalMs,
    fadeMs,
  );

  if (wines.length === 0) return null;
  const total = wines.length;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.slideshow.label')}
      className="hidden rounded-xl bg-ink/55 px-4 pb-5 pt-6 shadow-2xl ring-1 ring-white/10 backdrop-blur-md min-[901px]:block"
      {...holdProps}
    >
      <div className="grid" aria-live={playing ? 'off' : 'polite'}>
        {wines.map((wine, i) => {
          const active = i === index;
          return (
            <div
              key={wine.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slideshow.slide', { index: i + 1, total })}
              inert={!active}
              className={`[grid-area:1/1] transition-opacity ease-in-out motion-reduce:transition-none ${active ? 'z-10 opacity-100' : 'opacity-0'}`}
              style={{
                transitionDuration: `${fadeMs}ms`,
                visibility: active || i === leaving ? 'visible' : 'hidden',
              }}
            >
              <Link
                to={pathTo('wine', lang, { productUrl: wine.productUrl })}
                className="group flex flex-col items-center rounded-lg px-6 pb-6 pt-4 text-center focus-visible:outline-cream"
              >
                <img
                  src={wine.imageUrl}
                  alt=""
                  width={600}
                  height={900}
                  decoding="async"
                  className="h-[clamp(14rem,40vh,24rem)] w-auto drop-shadow-[0_24px_30px_rgba(0,0,0,0.55)] transition-transform duration-500 group-hover:-translate-y-1 motion-reduce:transition-none"
                />
                <span className="mt-5 font-serif text-3xl font-semibold">{wine.title}</span>
                <span className="mt-1 text-sm uppercase tracking-[0.2em] text-cream/80">
                  {wine.subtitle}
                </span>
                <span className="mt-3 border-b border-ochre pb-0.5 text-sm font-semibold text-cream group-hover:text-white">
                  {t('home.slideshow.view')}
                </span>
              </Link>
            </div>
          );
        })}
      </div>
      {total > 1 ? (
        <SlideshowControls
          cycle={cycle}
          index={index}
          playing={playing}
          pauseLabel={t('home.slideshow.pause')}
          playLabel={t('home.slideshow.play')}
          slideLabels={wines.map((wine) => t('home.slideshow.show', { title: wine.title }))}
          className="mt-2 justify-center"
        />
      ) : null}
    </section>
  );
}
