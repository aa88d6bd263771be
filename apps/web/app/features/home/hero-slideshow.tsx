import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { pathTo, type SiteLang } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { prefersReducedMotion } from '~/ui/overlays/motion';
import { heroTimings } from './hero-timings';
import {
  createSlideshowCycle,
  type SlideshowCycle,
  type SlideshowSnapshot,
} from './slideshow-cycle';

/** What a slide needs of a wine; the loader sends no more than this. */
export interface HeroWine {
  id: number;
  title: string;
  subtitle: string;
  productUrl: string;
  imageUrl: string;
}

const still: SlideshowSnapshot = { index: 0, leaving: null, playing: false, held: false };
const noSubscription = () => () => {};

/**
 * The wines on the right of the vineyard hero (spec 000 §2, §4): one bottle at a time, each a
 * link to its page, advancing every 5 s with a 1 s cross-fade. A visible button pauses it (WCAG
 * 2.2.2); it holds still while pointed at or focused and does not start by itself under
 * prefers-reduced-motion. The hero mounts it only above 900 px, so phones load none of it.
 */
export function HeroSlideshow({ wines, lang }: { wines: HeroWine[]; lang: SiteLang }) {
  const t = useT();
  const [cycle, setCycle] = useState<SlideshowCycle | null>(null);

  useEffect(() => {
    const created = createSlideshowCycle({
      count: wines.length,
      intervalMs: heroTimings.slideIntervalMs,
      fadeMs: heroTimings.slideFadeMs,
      autoplay: !prefersReducedMotion(),
    });
    setCycle(created);
    return () => created.destroy();
  }, [wines.length]);

  const { index, leaving, playing } = useSyncExternalStore(
    cycle?.subscribe ?? noSubscription,
    () => cycle?.getSnapshot() ?? still,
    () => still,
  );

  if (wines.length === 0) return null;
  const total = wines.length;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.slideshow.label')}
      className="hidden rounded-xl bg-ink/55 px-4 pb-5 pt-6 shadow-2xl ring-1 ring-white/10 backdrop-blur-md min-[901px]:block"
      onPointerEnter={() => cycle?.hold('pointer', true)}
      onPointerLeave={() => cycle?.hold('pointer', false)}
      onFocus={() => cycle?.hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) cycle?.hold('focus', false);
      }}
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
                transitionDuration: `${heroTimings.slideFadeMs}ms`,
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
        <div className="mt-2 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => (playing ? cycle?.pause() : cycle?.play())}
            className="grid size-9 place-items-center rounded-full border border-cream/50 text-cream hover:border-white hover:bg-white/10 focus-visible:outline-cream"
          >
            <span className="sr-only">
              {playing ? t('home.slideshow.pause') : t('home.slideshow.play')}
            </span>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="currentColor">
              {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M5 3l8 5-8 5z" />}
            </svg>
          </button>
          <ul className="flex items-center gap-1">
            {wines.map((wine, i) => (
              <li key={wine.id}>
                <button
                  type="button"
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => cycle?.goTo(i)}
                  className="grid size-6 place-items-center rounded-full focus-visible:outline-cream"
                >
                  <span className="sr-only">{t('home.slideshow.show', { title: wine.title })}</span>
                  <span
                    aria-hidden="true"
                    className={`block h-1.5 rounded-full transition-all ${i === index ? 'w-5 bg-ochre' : 'w-1.5 bg-cream/60'}`}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
