import { parseMediaImageUrl } from './media-url.ts';
import { centredFocus, imageSlotOfSrc, type FocalPoint, type SlotPhotos } from './image-slots.ts';

/**
 * The picture a link preview shows (Facebook, WhatsApp, LinkedIn, …): a 1200×630 JPEG or PNG, the
 * size and types they all display; none of them shows an SVG
 * (docs/decisions/123-texts-sharing-and-french-spacing.md). The server makes them with sharp:
 *
 *   GET /share/photo/<media id>-<x>-<y>.jpg   a photo cropped to 1200×630 around its focal point
 *   GET /share/images/<path>.png              a drawing of the site (/images/<path>.svg) rendered
 */
export const shareImageSize = { width: 1200, height: 630 } as const;

export interface ShareImage {
  /** Absolute path on the site. */
  path: string;
  type: 'image/jpeg' | 'image/png';
  /** The photo's own alt text, when staff entered one. */
  alt: { pt: string; en: string } | null;
}

/** The drawing every page without a picture of its own shares: the home's three bottles. */
export const defaultShareDrawing = '/images/hero/three-bottles.svg';

const drawingPath = /^\/images\/((?:[a-z0-9-]+\/)*[a-z0-9-]+)\.svg$/;
/** Percentages written as the page writes them (no leading zeros): one name, one cache entry. */
const sharePhotoFile = /^([0-9a-f]{32})-(0|[1-9]\d{0,2})-(0|[1-9]\d{0,2})\.jpg$/;
const shareDrawingPath = /^images\/((?:[a-z0-9-]+\/)*[a-z0-9-]+)\.png$/;

const photoShare = (id: string, focus: FocalPoint, alt: ShareImage['alt']): ShareImage => ({
  path: `/share/photo/${id}-${focus.x}-${focus.y}.jpg`,
  type: 'image/jpeg',
  alt,
});

/**
 * The share image of a page whose picture is `src`: the slot's photo when staff uploaded one (or
 * `src` itself when it is an upload), else the drawing rendered, else the default drawing.
 */
export function shareImageFor(src: string | null | undefined, photos: SlotPhotos = {}): ShareImage {
  const slot = imageSlotOfSrc(src);
  const photo = slot ? photos[slot.key] : undefined;
  const slotImage = photo ? parseMediaImageUrl(photo.url) : null;
  if (photo && slotImage) {
    const alt = photo.alt.pt || photo.alt.en ? photo.alt : null;
    return photoShare(slotImage.id, photo.focus, alt);
  }
  const upload = parseMediaImageUrl(src);
  if (upload) return photoShare(upload.id, centredFocus, null);
  const drawing = drawingPath.exec(src ?? '');
  if (drawing) return { path: `/share/images/${drawing[1]}.png`, type: 'image/png', alt: null };
  return shareImageFor(defaultShareDrawing);
}

/** The photo and focal point a /share/photo/ file names, or null for any other name. */
export function parseSharePhotoFile(file: string): { id: string; focus: FocalPoint } | null {
  const match = sharePhotoFile.exec(file);
  if (!match) return null;
  const focus = { x: Number(match[2]), y: Number(match[3]) };
  return focus.x <= 100 && focus.y <= 100 ? { id: match[1]!, focus } : null;
}

/** The drawing (/images/….svg) a /share/images/….png path names, or null for any other path. */
export function shareDrawingSource(path: string): string | null {
  const match = shareDrawingPath.exec(path);
  return match ? `/images/${match[1]}.svg` : null;
}
