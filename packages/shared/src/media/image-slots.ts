import { mediaVariantPath, parseMediaImageUrl, type MediaImage } from './media-url.ts';

/**
 * Every picture of the site that staff may replace by a photograph
 * (docs/decisions/108-estate-photographs.md). A slot is named by the demo drawing it shows by
 * default: wherever the site would draw that SVG (a literal in a page, or a seeded record's
 * image_url such as a gallery image), an uploaded photo for the slot is shown instead. The
 * aspect ratio is the drawing's; `sizes` says how wide the picture is laid out.
 */
export const imageSlotGroups = ['home', 'banners', 'blocks', 'gallery', 'region', 'house'] as const;
export type ImageSlotGroup = (typeof imageSlotGroups)[number];

export interface ImageSlot {
  key: string;
  group: ImageSlotGroup;
  /** The demo drawing shown while no photo is uploaded. */
  defaultSrc: string;
  width: number;
  height: number;
  sizes: string;
}

const fullWidth = '100vw';
const halfFromMd = '(min-width: 768px) 50vw, 100vw';
// Two per row on a phone, three from md (gallery-section.tsx).
const thirdFromMd = '(min-width: 768px) 33vw, 50vw';

const slot = (
  group: ImageSlotGroup,
  key: string,
  defaultSrc: string,
  [width, height]: readonly [number, number],
  sizes: string,
): ImageSlot => ({ key, group, defaultSrc, width, height, sizes });

const wide = [1600, 900] as const;
const banner = [1600, 500] as const;
const block = [800, 600] as const;
const photo = [1200, 900] as const;

const banners = [
  'about',
  'grapes',
  'region',
  'wineTourism',
  'house',
  'contact',
  'wineList',
  'legal',
];
const blocks = ['vineyard', 'founder', 'storks', 'tasting', 'grapes', 'talhas', 'harvest'];
const galleryNames = [
  'vineyard-sunrise',
  'storks-chimney',
  'hand-harvest',
  'cellar-talhas',
  'house-pool',
  'cork-oaks',
];

export const imageSlots: readonly ImageSlot[] = [
  slot('home', 'home-hero-bottles', '/images/hero/three-bottles.svg', wide, fullWidth),
  slot('home', 'home-hero-vineyard', '/images/hero/vineyard.svg', wide, fullWidth),
  slot('home', 'home-bottle-box', '/images/content/bottle-box.svg', block, halfFromMd),
  ...banners.map((name) =>
    slot('banners', `banner-${name}`, `/images/banners/${name}.svg`, banner, fullWidth),
  ),
  slot('banners', 'footer-banner-1', '/images/banners/banner-1.svg', [1600, 400], fullWidth),
  slot('banners', 'footer-banner-2', '/images/banners/banner-2.svg', [1600, 400], fullWidth),
  ...blocks.map((name) =>
    slot('blocks', `block-${name}`, `/images/content/${name}.svg`, block, halfFromMd),
  ),
  slot('blocks', 'block-decoration', '/images/content/decoration.svg', block, halfFromMd),
  ...galleryNames.map((name) =>
    slot('gallery', `gallery-${name}`, `/images/gallery/${name}.svg`, photo, thirdFromMd),
  ),
  slot('region', 'region-town', '/images/region/montemor-o-novo.svg', wide, fullWidth),
  slot('region', 'region-wine-map', '/images/region/alentejo-wine-map.svg', block, halfFromMd),
  slot('region', 'region-grapes-map', '/images/region/grape-varieties-map.svg', block, halfFromMd),
  slot('house', 'house-entrance', '/images/content/house-entrance.svg', block, halfFromMd),
];

const slotsByKey = new Map(imageSlots.map((s) => [s.key, s]));
const slotsBySrc = new Map(imageSlots.map((s) => [s.defaultSrc, s]));

export const imageSlotOf = (key: string): ImageSlot | undefined => slotsByKey.get(key);
/** The slot whose default drawing is `src` (a page literal or a record's image_url), if any. */
export const imageSlotOfSrc = (src: string | null | undefined): ImageSlot | undefined =>
  src ? slotsBySrc.get(src) : undefined;

/** Where the eye should stay when the picture is cropped: percentages from the top left. */
export interface FocalPoint {
  x: number;
  y: number;
}
export const centredFocus: FocalPoint = { x: 50, y: 50 };

/** A focal point kept inside 0–100 %, in whole percent. */
export function clampFocus(point: FocalPoint): FocalPoint {
  const clamp = (value: number) =>
    Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 50;
  return { x: clamp(point.x), y: clamp(point.y) };
}

/** The focal point of a click at (clientX, clientY) on a box. */
export function focusFromClick(
  click: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
): FocalPoint {
  if (box.width <= 0 || box.height <= 0) return centredFocus;
  return clampFocus({
    x: ((click.x - box.left) / box.width) * 100,
    y: ((click.y - box.top) / box.height) * 100,
  });
}

/** The CSS object-position of a focal point. */
export const objectPositionOf = (point: FocalPoint) => `${point.x}% ${point.y}%`;

/** What the pages read of one slot's photo. */
export interface SlotPhoto {
  /** The upload's image URL (`/media/<id>/<W>.webp#<W>x<H>`, see media-url.ts). */
  url: string;
  alt: { pt: string; en: string };
  focus: FocalPoint;
}
export type SlotPhotos = Record<string, SlotPhoto>;

/** The upload behind a slot's photo, with every stored width. */
export const slotPhotoImage = (photo: SlotPhoto): MediaImage | null =>
  parseMediaImageUrl(photo.url);

/** The absolute-path URL of a photo's largest WebP (Open Graph wants ≥ 1200 px). */
export function slotPhotoLargest(photo: SlotPhoto): string | null {
  const image = slotPhotoImage(photo);
  return image ? mediaVariantPath(image.id, image.width, 'webp') : null;
}
