import type { CSSProperties } from 'react';
import {
  coverSizes,
  imageSlotOfSrc,
  mediaSrcSet,
  mediaVariantPath,
  objectPositionOf,
  parseMediaImageUrl,
  type CoverBox,
  type SlotPhoto,
} from '@mdc/shared';
import { useLang } from '~/i18n/i18n';
import { useRootData } from './root-data';

/** The staff photo standing in for a demo drawing, if one was uploaded (decision 108). */
export function useSlotPhoto(src: string | null | undefined): SlotPhoto | null {
  const { photos } = useRootData();
  const slot = imageSlotOfSrc(src);
  return (slot && photos[slot.key]) || null;
}

export interface SitePictureProps {
  /** The demo drawing (or a record's image URL): the slot is the one this drawing names. */
  src: string;
  /** The drawing's alt text; a photo brings its own (unless the picture is decorative). */
  alt: string;
  decorative?: boolean;
  width?: number;
  height?: number;
  /** How wide the picture is laid out; the slot's by default. */
  sizes?: string;
  /**
   * The boxes the picture covers (`object-cover`), per viewport: `sizes` then follows the photo's
   * own aspect, so a tall crop gets a wide enough file (docs/decisions/122-sharp-photos-and-focus.md).
   */
  cover?: CoverBox[];
  className?: string;
  style?: CSSProperties;
  /**
   * The page's largest picture: loaded at high priority and announced in the head with
   * `<link rel=preload imagesrcset imagesizes>` (docs/decisions/108-estate-photographs.md).
   */
  priority?: boolean;
  onLoad?: () => void;
  imgRef?: React.Ref<HTMLImageElement>;
}

/**
 * One picture of the site: the staff photograph of its slot as a responsive `<picture>` (AVIF and
 * WebP at every stored width, the focal point as object-position), or the demo drawing.
 */
export function SitePicture(props: SitePictureProps) {
  const lang = useLang();
  const photo = useSlotPhoto(props.src);
  const image = photo ? parseMediaImageUrl(photo.url) : null;
  const slot = imageSlotOfSrc(props.src);
  const common = {
    className: props.className,
    loading: props.priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: props.priority ? ('high' as const) : undefined,
    decoding: 'async' as const,
    onLoad: props.onLoad,
    ref: props.imgRef,
  };
  if (!photo || !image) {
    return (
      <img
        {...common}
        src={props.src}
        alt={props.decorative ? '' : props.alt}
        width={props.width ?? slot?.width}
        height={props.height ?? slot?.height}
        style={props.style}
      />
    );
  }
  const sizes = props.cover
    ? coverSizes(image, props.cover)
    : (props.sizes ?? slot?.sizes ?? '100vw');
  const avif = mediaSrcSet(image, 'avif');
  return (
    <picture>
      {props.priority ? (
        // React hoists it into <head> while rendering on the server (a JSX link, not react-dom's
        // preload(), so the browser's first scripts do not carry react-dom's resource API).
        <link
          rel="preload"
          as="image"
          type="image/avif"
          href={mediaVariantPath(image.id, image.width, 'avif')}
          imageSrcSet={avif}
          imageSizes={sizes}
          fetchPriority="high"
        />
      ) : null}
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(image, 'webp')} sizes={sizes} />
      <img
        {...common}
        src={mediaVariantPath(image.id, image.width, 'webp')}
        alt={props.decorative ? '' : photo.alt[lang] || props.alt}
        width={image.width}
        height={image.height}
        data-photo={image.id}
        style={{ ...props.style, objectPosition: objectPositionOf(photo.focus) }}
      />
    </picture>
  );
}
