import type { ShopBanner, SiteLang } from '@mdc/shared';
import { translator } from '~/i18n/i18n';
import { SlideshowControls } from '~/ui/slideshow-controls';
import { useSlideshow } from '~/ui/use-slideshow';

/** docs/product/shop.md#shop-constants: the shop carousel advances every 5 s; the fade is the hero's. */
export const shopCarouselTimings = { intervalMs: 5000, fadeMs: 1000 } as const;

/**
 * The shop home's three banners (docs/product/shop.md#shop-pages), as staff keep them in the shop settings. A visible
 * button pauses them (WCAG 2.2.2); they hold still while pointed at or focused and do not start by
 * themselves under prefers-reduced-motion. The server renders the first banner.
 */
export function BannerCarousel({ lang, banners }: { lang: SiteLang; banners: ShopBanner[] }) {
  const t = translator(lang);
  const { index, leaving, playing, cycle, holdProps } = useSlideshow(
    banners.length,
    shopCarouselTimings.intervalMs,
    shopCarouselTimings.fadeMs,
  );
  const total = banners.length;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('shop.carousel.label')}
      className="relative isolate overflow-hidden bg-ink"
      {...holdProps}
    >
      <div className="grid" aria-live={playing ? 'off' : 'polite'}>
        {banners.map((banner, i) => {
          const active = i === index;
          return (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('shop.carousel.slide', { index: i + 1, total })}
              aria-hidden={!active}
              className={`relative [grid-area:1/1] transition-opacity duration-1000 ease-in-out motion-reduce:transition-none ${active ? 'z-10 opacity-100' : 'opacity-0'} ${active || i === leaving ? 'visible' : 'invisible'}`}
            >
              <img
                src={banner.image_url}
                alt={banner.alt[lang]}
                width={1600}
                height={500}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
                className="h-64 w-full object-cover object-right sm:h-80 lg:h-[26rem]"
              />
              <div className="absolute inset-0 bg-ink/55 sm:bg-transparent sm:bg-gradient-to-r sm:from-ink/85 sm:via-ink/55 sm:to-transparent" />
              <div className="absolute inset-0 mx-auto flex max-w-6xl flex-col justify-center px-4 pb-10 text-cream">
                <p className="max-w-xl font-serif text-3xl font-semibold leading-tight drop-shadow sm:text-5xl">
                  {banner.link ? (
                    <a
                      href={banner.link}
                      tabIndex={active ? undefined : -1}
                      className="underline-offset-4 hover:underline focus-visible:underline"
                    >
                      {banner.title[lang]}
                    </a>
                  ) : (
                    banner.title[lang]
                  )}
                </p>
                <p className="mt-3 max-w-md text-lg drop-shadow">{banner.text[lang]}</p>
              </div>
            </div>
          );
        })}
      </div>
      <SlideshowControls
        cycle={cycle}
        index={index}
        playing={playing}
        pauseLabel={t('shop.carousel.pause')}
        playLabel={t('shop.carousel.play')}
        slideLabels={banners.map((_, i) => t('shop.carousel.show', { index: i + 1 }))}
        className="absolute inset-x-0 bottom-3 z-20 mx-auto max-w-6xl px-4"
      />
    </section>
  );
}
