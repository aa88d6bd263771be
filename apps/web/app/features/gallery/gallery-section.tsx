import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLang, useT } from '~/i18n/i18n';
import { Reveal } from '~/ui/reveal';
import { imageSlotOfSrc, slotPhotoImage } from '@mdc/shared';
import { useRootData } from '~/ui/root-data';
import { SitePicture } from '~/ui/site-picture';
import { createGalleryHistory, galleryIndexFromHash, type GalleryHistory } from './gallery-history';
import type { GalleryLightboxProps, LightboxItem } from './gallery-lightbox';

/** A gallery image in the page language. */
export interface GalleryItem {
  id: number;
  title: string;
  src: string;
}

const loadLightbox = () => import('./gallery-lightbox');

/** Offline or a stale deployment: the lightbox cannot load, so it closes again at once. */
function LightboxUnavailable({ onClose }: GalleryLightboxProps) {
  useEffect(onClose, [onClose]);
  return null;
}

/** The lightbox and its styles are fetched on first use, never with the page. */
const GalleryLightbox = lazy<React.ComponentType<GalleryLightboxProps>>(() =>
  loadLightbox().catch(() => ({ default: LightboxUnavailable })),
);
/** Warm the lightbox up when a visitor is about to open it. */
const prefetchLightbox = () => void loadLightbox().catch(() => {});

/**
 * The home gallery (docs/product/site-pages.md#gallery): six images in a grid, three per row from medium screens, each a
 * button that opens the lightbox on it. While open the address carries `#gallery-N`.
 */
export function GallerySection({
  items,
  heading,
}: {
  items: GalleryItem[];
  /** The section's eyebrow and title block; it must carry the id `home-gallery-title`. */
  heading: React.ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const { photos } = useRootData();
  // A staff photo comes with every stored width and the alt text staff wrote for it (decision 122).
  const lightboxItems = items.map((item): LightboxItem => {
    const slot = imageSlotOfSrc(item.src);
    const photo = slot ? photos[slot.key] : undefined;
    const image = photo ? slotPhotoImage(photo) : null;
    return {
      title: item.title,
      src: item.src,
      alt: (image && photo?.alt[lang]) || item.title,
      image,
    };
  });
  const [index, setIndex] = useState<number | null>(null);
  const [requested, setRequested] = useState(false);
  const lastShown = useRef(0);
  // Whether the lightbox is open: a pull down may be seen both by the library and by our own
  // check (docs/decisions/105-pictures-and-tourism.md), and the address must be restored once.
  const isOpen = useRef(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const history = useRef<GalleryHistory | null>(null);

  const open = useCallback((at: number) => {
    lastShown.current = at;
    isOpen.current = true;
    setRequested(true);
    setIndex(at);
    history.current?.opened(at);
  }, []);

  useEffect(() => {
    const tracker = createGalleryHistory(window.history, window.location, items.length);
    history.current = tracker;
    // A shared link to an image opens it.
    const linked = galleryIndexFromHash(window.location.hash, items.length);
    if (linked !== null) open(linked);
    const onPop = () => {
      const shown = tracker.popped();
      isOpen.current = shown !== null;
      if (shown !== null) {
        lastShown.current = shown;
        setRequested(true);
      }
      setIndex(shown);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      history.current = null;
    };
  }, [items.length, open]);

  const onView = useCallback((shown: number) => {
    lastShown.current = shown;
    history.current?.viewed(shown);
  }, []);
  const onClose = useCallback(() => {
    if (!isOpen.current) return;
    isOpen.current = false;
    setIndex(null);
    history.current?.closed();
  }, []);
  // Focus goes back to the image the visitor was looking at last.
  const onExited = useCallback(() => buttons.current[lastShown.current]?.focus(), []);

  return (
    <section id="gallery" aria-labelledby="home-gallery-title" className="bg-white/60">
      <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 md:py-28">
        <Reveal>{heading}</Reveal>
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 md:gap-6">
          {items.map((item, i) => (
            <li key={item.id}>
              <button
                ref={(element) => {
                  buttons.current[i] = element;
                }}
                type="button"
                onClick={() => open(i)}
                onPointerEnter={prefetchLightbox}
                onFocus={prefetchLightbox}
                onTouchStart={prefetchLightbox}
                className="group relative block w-full overflow-hidden rounded-sm bg-ink/10 shadow-sm focus-visible:outline-offset-4"
              >
                <span className="sr-only">{t('home.gallery.enlarge')} </span>
                <SitePicture
                  src={item.src}
                  alt={item.title}
                  className="aspect-[4/3] w-full object-cover transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none"
                />
                {/* The caption's band is dark under every line of it and fades only in the
                    padding above, so two-line captions keep 4.5:1 over any picture (decision 122). */}
                <span
                  aria-hidden="true"
                  className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 bg-[linear-gradient(to_top,rgb(43_38_34/0.86),rgb(43_38_34/0.8)_calc(100%-1.5rem),rgb(43_38_34/0))] px-3 pb-2 pt-6 text-left font-serif text-base leading-tight text-white sm:bg-[linear-gradient(to_top,rgb(43_38_34/0.86),rgb(43_38_34/0.8)_calc(100%-3rem),rgb(43_38_34/0))] sm:px-4 sm:pb-3 sm:pt-12 sm:text-xl"
                >
                  <span data-testid="gallery-caption">{item.title}</span>
                  <svg
                    viewBox="0 0 20 20"
                    width="20"
                    height="20"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    className="mb-1 hidden shrink-0 opacity-80 transition-opacity group-hover:opacity-100 sm:block"
                  >
                    <path d="M12 3h5v5M8 17H3v-5M17 3l-6 6M3 17l6-6" strokeLinecap="round" />
                  </svg>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {requested ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            items={lightboxItems}
            index={index}
            onView={onView}
            onClose={onClose}
            onExited={onExited}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
