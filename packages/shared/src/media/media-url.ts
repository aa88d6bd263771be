/**
 * Uploaded files (docs/decisions/060-admin-back-end.md): an image is stored resized to a few
 * widths in WebP and AVIF, a PDF as it is; both under an id made of the content's SHA-256, so
 * their URLs never change meaning and are cached for a year.
 *
 *   GET /media/<id>/<width>.webp | .avif   one resized variant of an image
 *   GET /media/<id>.pdf                    an uploaded PDF
 *
 * How a wine's image_url stores an upload: `/media/<id>/<W>.webp#<W>x<H>`, the largest WebP
 * variant, followed by its size as a fragment. The URL works as it is wherever an <img> or a link
 * takes it (order lines, JSON-LD; browsers never send the fragment), and the site reads the
 * fragment to write a responsive <picture> with every width and the right aspect ratio, without
 * asking the database. Other image_url values (the demo's SVGs) are plain URLs.
 */

/**
 * Widths an uploaded image is resized to; never wider than the original. 2400 and 3200 serve a
 * photo cropped to cover a tall box on a 2× or 3× screen (docs/decisions/122-sharp-photos-and-focus.md);
 * the widths up to 1600 are those of decision 060, so existing uploads keep their meaning.
 */
export const mediaImageWidths = [320, 640, 960, 1600, 2400, 3200] as const;
export const mediaImageFormats = ['avif', 'webp'] as const;
export type MediaImageFormat = (typeof mediaImageFormats)[number];

/** 128 bits of the content's SHA-256, in hex. */
export const mediaIdPattern = /^[0-9a-f]{32}$/;

/**
 * The widths stored for an image `width` pixels wide: the standard widths below it, then the
 * original width capped at the largest standard one (no upscaling).
 */
export function mediaVariantWidths(width: number): number[] {
  const largest = Math.min(Math.max(1, Math.round(width)), mediaImageWidths.at(-1)!);
  return [...mediaImageWidths.filter((w) => w < largest), largest];
}

export const mediaVariantPath = (id: string, width: number, format: MediaImageFormat) =>
  `/media/${id}/${width}.${format}`;

/** The image_url of an upload: its largest WebP variant, with that variant's size. */
export const mediaImageUrl = (id: string, width: number, height: number) =>
  `${mediaVariantPath(id, width, 'webp')}#${width}x${height}`;

export const mediaPdfUrl = (id: string) => `/media/${id}.pdf`;

export interface MediaImage {
  id: string;
  /** The largest variant's size. */
  width: number;
  height: number;
  /** Every stored width, smallest first. */
  widths: number[];
}

/** The upload behind an image_url, or null for any other URL (the demo's SVGs, an outside URL). */
export function parseMediaImageUrl(url: string | null | undefined): MediaImage | null {
  const match = /^\/media\/([0-9a-f]{32})\/(\d{1,5})\.webp#(\d{1,5})x(\d{1,5})$/.exec(url ?? '');
  if (!match) return null;
  const [, id, pathWidth, width, height] = match;
  if (pathWidth !== width || Number(width) < 1 || Number(height) < 1) return null;
  return {
    id: id!,
    width: Number(width),
    height: Number(height),
    widths: mediaVariantWidths(Number(width)),
  };
}

/** `srcset` of one format: every stored width. */
export const mediaSrcSet = (image: MediaImage, format: MediaImageFormat) =>
  image.widths.map((w) => `${mediaVariantPath(image.id, w, format)} ${w}w`).join(', ');

/** One box an image covers (`object-fit: cover`), for the viewports `media` matches (all without). */
export interface CoverBox {
  media?: string;
  /** The box's laid-out width, a CSS length (`100vw`). */
  width: string;
  /** The box's laid-out height, a CSS length (`calc(100svh - 4rem)`). */
  height: string;
}

/**
 * The `sizes` of an image `width`×`height` cropped to cover boxes: a box narrower than the image's
 * aspect shows it at the box's height times that aspect, wider than the box itself
 * (docs/decisions/122-sharp-photos-and-focus.md), so the browser picks a width for what it
 * really draws at its density.
 */
export function coverSizes(image: { width: number; height: number }, boxes: CoverBox[]): string {
  const aspect = (image.width / image.height).toFixed(4).replace(/\.?0+$/, '');
  return boxes
    .map((box) => {
      const size = `max(${box.width}, calc(${box.height} * ${aspect}))`;
      return box.media ? `${box.media} ${size}` : size;
    })
    .join(', ');
}

export const isMediaPdfUrl = (url: string | null | undefined) =>
  /^\/media\/[0-9a-f]{32}\.pdf$/.test(url ?? '');

/** The technical sheet the server renders from a wine's data (decision 004). */
export const technicalSheetPath = (lang: 'pt' | 'en', productUrl: string) =>
  `/media/technical-sheets/${lang}/${productUrl}.pdf`;
