import { useEffect, useRef } from 'react';
import Lightbox, {
  type ContainerRect,
  type GenericSlide,
  type ZoomRef,
} from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { mediaSrcSet, mediaVariantPath, type MediaImage } from '@mdc/shared';
import { useT } from '~/i18n/i18n';

/** An image of the lightbox: a staff photo (every stored width) or the demo drawing. */
export interface LightboxItem {
  title: string;
  src: string;
  /** The photo's alt text in the page language (staff's), or the drawing's title. */
  alt: string;
  image: MediaImage | null;
}

/** A staff photo's slide: a <picture> with AVIF and WebP at every width (decision 122). */
interface PictureSlide extends GenericSlide {
  type: 'picture';
  image: MediaImage;
  alt: string;
  description: string;
}

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    picture: PictureSlide;
  }
}

/**
 * A photo fitted into `rect` (contain) as a `<picture>` whose `sizes` is the width it is drawn at,
 * so a phone gets a file for its screen and a thumbnail a small one (docs/decisions/122-sharp-photos-and-focus.md).
 * While zoomed, the drawn width grows by the zoom, rounded up to 2× or 4× so a pinch asks for a
 * larger file at most twice.
 */
function FittedPicture({
  image,
  alt,
  rect,
  zoom = 1,
}: {
  image: MediaImage;
  alt: string;
  rect: ContainerRect;
  zoom?: number;
}) {
  const aspect = image.width / image.height;
  const width = Math.max(1, Math.min(rect.width, rect.height * aspect));
  const step = zoom > 2 ? 4 : zoom > 1 ? 2 : 1;
  const sizes = `${Math.round(width * step)}px`;
  return (
    <picture>
      <source type="image/avif" srcSet={mediaSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(image, 'webp')} sizes={sizes} />
      <img
        src={mediaVariantPath(image.id, image.widths[0]!, 'webp')}
        alt={alt}
        width={Math.round(width)}
        height={Math.round(width / aspect)}
        draggable={false}
        decoding="async"
        data-photo={image.id}
        style={{ display: 'block', width: Math.round(width), height: 'auto' }}
      />
    </picture>
  );
}

/** docs/product/site-pages.md#timings-and-constants lightbox values: autoplay every 2000 ms, zoom from 1 to 4. */
const slideshowDelayMs = 2000;
const zoomRange = { min: 1, max: 4 };

/**
 * A pull down closes the lightbox once the pointer has moved this far down from where it was
 * pressed, mostly vertically (docs/decisions/105-pictures-and-tourism.md). The library's own pull
 * only counts from 30 px after the press and wants 60 px more, so a natural 100 px swipe on a phone
 * often fell short and the lightbox stayed open.
 */
export const pullDownClosePx = 64;

/**
 * Whether a gesture from `start` to `end` is a pull down: far enough down and at least twice as
 * much down as sideways (a sideways swipe moves to the next image instead).
 */
export function isPullDown(
  start: { x: number; y: number },
  end: { x: number; y: number },
): boolean {
  const down = end.y - start.y;
  return down >= pullDownClosePx && down >= 2 * Math.abs(end.x - start.x);
}

/** Closes the open lightbox on a pull down measured from the press, unless the image is zoomed. */
function usePullDownToClose(
  open: boolean,
  zoom: React.RefObject<ZoomRef | null>,
  onClose: () => void,
) {
  useEffect(() => {
    if (!open) return;
    let start: { id: number; x: number; y: number } | null = null;
    const onDown = (event: PointerEvent) => {
      const inSlides =
        event.target instanceof Element &&
        event.target.closest('.yarl__carousel') !== null &&
        event.isPrimary;
      start = inSlides ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
    };
    const onUp = (event: PointerEvent) => {
      if (!start || start.id !== event.pointerId) return;
      const from = start;
      start = null;
      if ((zoom.current?.zoom ?? 1) > 1) return;
      if (isPullDown(from, { x: event.clientX, y: event.clientY })) onClose();
    };
    const onCancel = () => {
      start = null;
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    document.addEventListener('pointercancel', onCancel, true);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp, true);
      document.removeEventListener('pointercancel', onCancel, true);
    };
  }, [open, zoom, onClose]);
}

export interface GalleryLightboxProps {
  items: LightboxItem[];
  /** The image shown; null while closed. */
  index: number | null;
  onView(index: number): void;
  onClose(): void;
  onExited(): void;
}

/**
 * yet-another-react-lightbox with the plugins the gallery promises (docs/product/site-pages.md#gallery): next/previous,
 * thumbnails, fullscreen, autoplay, counter, zoom and captions in the page language; it closes by
 * button, Escape, a click on the backdrop or a pull down. Loaded only when first needed.
 */
export default function GalleryLightbox({
  items,
  index,
  onView,
  onClose,
  onExited,
}: GalleryLightboxProps) {
  const t = useT();
  const zoom = useRef<ZoomRef | null>(null);
  usePullDownToClose(index !== null, zoom, onClose);
  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={onClose}
      // The caption sits under the image; the counter keeps the top-left corner.
      slides={items.map((item) =>
        item.image
          ? { type: 'picture' as const, image: item.image, alt: item.alt, description: item.title }
          : { src: item.src, alt: item.alt, description: item.title },
      )}
      render={{
        slide: ({ slide, rect, zoom }) =>
          slide.type === 'picture' ? (
            <FittedPicture image={slide.image} alt={slide.alt} rect={rect} zoom={zoom} />
          ) : undefined,
        thumbnail: ({ slide, rect }) =>
          slide.type === 'picture' ? (
            <FittedPicture image={slide.image} alt="" rect={rect} />
          ) : undefined,
      }}
      plugins={[Captions, Counter, Fullscreen, Slideshow, Thumbnails, Zoom]}
      on={{ view: ({ index: shown }) => onView(shown), exited: onExited }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      slideshow={{ delay: slideshowDelayMs }}
      zoom={{ ref: zoom, minZoom: zoomRange.min, maxZoom: zoomRange.max, supports: ['picture'] }}
      captions={{ descriptionTextAlign: 'center' }}
      thumbnails={{
        border: 1,
        borderRadius: 2,
        padding: 0,
        gap: 12,
        borderColor: 'rgba(244, 237, 225, 0.35)',
      }}
      styles={{
        container: { backgroundColor: '#1d1a17' },
        thumbnailsContainer: { backgroundColor: '#1d1a17' },
        captionsDescription: { fontFamily: 'var(--font-serif)', fontSize: '1.375rem' },
      }}
      labels={{
        Lightbox: t('home.gallery.lightbox.lightbox'),
        'Photo gallery': t('home.gallery.lightbox.photoGallery'),
        Carousel: t('home.gallery.lightbox.carousel'),
        Slide: t('home.gallery.lightbox.slide'),
        '{index} of {total}': t('home.gallery.lightbox.slideOf'),
        Previous: t('home.gallery.lightbox.previous'),
        Next: t('home.gallery.lightbox.next'),
        Close: t('home.gallery.lightbox.close'),
        Caption: t('home.gallery.lightbox.caption'),
        'Show captions': t('home.gallery.lightbox.showCaptions'),
        'Hide captions': t('home.gallery.lightbox.hideCaptions'),
        'Enter Fullscreen': t('home.gallery.lightbox.enterFullscreen'),
        'Exit Fullscreen': t('home.gallery.lightbox.exitFullscreen'),
        Play: t('home.gallery.lightbox.play'),
        Pause: t('home.gallery.lightbox.pause'),
        'Zoom in': t('home.gallery.lightbox.zoomIn'),
        'Zoom out': t('home.gallery.lightbox.zoomOut'),
        'Show thumbnails': t('home.gallery.lightbox.showThumbnails'),
        'Hide thumbnails': t('home.gallery.lightbox.hideThumbnails'),
      }}
    />
  );
}
