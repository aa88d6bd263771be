import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  parseSharePhotoFile,
  parseMediaImageUrl,
  shareDrawingSource,
  shareImageSize,
  type FocalPoint,
} from '@mdc/shared';
import type { Sharp } from 'sharp';
import type { MediaService } from './media-service.ts';
import { loadSharp } from './one-at-a-time.ts';
import type { SiteImageService } from './site-image-service.ts';

const { width, height } = shareImageSize;
/** The site's cream: the margin of a tall picture fitted whole. */
const cream = '#f4ede1';
/** Share images kept in memory; a site has a few dozen pictures. */
const cacheEntries = 64;

/**
 * A landscape picture covers 1200×630, cropped around its focal point; a portrait one (a bottle)
 * is fitted whole on cream, since a crop would show a slice of it.
 */
async function frame(input: Sharp, focus: FocalPoint): Promise<Sharp> {
  const meta = await input.clone().metadata();
  const w = meta.autoOrient?.width ?? meta.width ?? width;
  const h = meta.autoOrient?.height ?? meta.height ?? height;
  const upright = input.autoOrient();
  if (h > w) return upright.resize(width, height, { fit: 'contain', background: cream });
  const scale = Math.max(width / w, height / h);
  const scaled = {
    w: Math.max(width, Math.round(w * scale)),
    h: Math.max(height, Math.round(h * scale)),
  };
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return upright.resize(scaled.w, scaled.h).extract({
    left: clamp((focus.x / 100) * scaled.w - width / 2, scaled.w - width),
    top: clamp((focus.y / 100) * scaled.h - height / 2, scaled.h - height),
    width,
    height,
  });
}

/**
 * Link-preview pictures (docs/decisions/123-texts-sharing-and-french-spacing.md): made with sharp
 * the first time they are asked for and kept in memory. Only pictures the site shows can be
 * asked for: a photo with its current focal point (or centred), a drawing among `drawingsDir`.
 */
export function createShareImages(opts: {
  media: Pick<MediaService, 'largestVariant'>;
  siteImages: Pick<SiteImageService, 'photos'>;
  /** Where the site's drawings are (/images/… under it). */
  drawingsDir: string;
}) {
  const cache = new Map<string, Buffer>();
  const remember = (key: string, data: Buffer) => {
    if (cache.size >= cacheEntries) cache.delete(cache.keys().next().value!);
    cache.set(key, data);
    return data;
  };
  /**
   * The renders under way: a picture asked for many times before its first render ends (a link
   * posted in a group, or a flood) is rendered once, not once per request.
   */
  const rendering = new Map<string, Promise<Buffer | null>>();
  const once = (key: string, render: () => Promise<Buffer | null>) => {
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit);
    let pending = rendering.get(key);
    if (!pending) {
      pending = render()
        .then((data) => (data ? remember(key, data) : null))
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  /** Whether a page can name this crop: the photo's focal point in a slot, or the centre. */
  async function isShown(id: string, focus: FocalPoint) {
    if (focus.x === 50 && focus.y === 50) return true;
    const photos = Object.values(await opts.siteImages.photos());
    return photos.some(
      (photo) =>
        parseMediaImageUrl(photo.url)?.id === id &&
        photo.focus.x === focus.x &&
        photo.focus.y === focus.y,
    );
  }

  return {
    /** The JPEG of /share/photo/<file>, or null when it names no photo the site shows. */
    photo(file: string): Promise<Buffer | null> {
      return once(`photo:${file}`, async () => {
        const named = parseSharePhotoFile(file);
        if (!named || !(await isShown(named.id, named.focus))) return null;
        const source = await opts.media.largestVariant(named.id, 'webp');
        if (!source) return null;
        const sharp = await loadSharp();
        const framed = await frame(sharp(source), named.focus);
        return framed.flatten({ background: cream }).jpeg({ quality: 82 }).toBuffer();
      });
    },

    /** The PNG of /share/<path>, or null when it names no drawing. */
    drawing(path: string): Promise<Buffer | null> {
      return once(`drawing:${path}`, async () => {
        const source = shareDrawingSource(path);
        if (!source) return null;
        const svg = await readFile(join(opts.drawingsDir, source)).catch(() => null);
        if (!svg) return null;
        // Rendered at the density that gives at least 1200×630, then framed like a photo.
        const sharp = await loadSharp();
        const meta = await sharp(svg).metadata();
        const scale = Math.max(width / (meta.width ?? width), height / (meta.height ?? height), 1);
        const rendered = sharp(svg, { density: Math.min(72 * scale, 2400) });
        const framed = await frame(rendered, { x: 50, y: 50 });
        return framed.flatten({ background: cream }).png({ compressionLevel: 9 }).toBuffer();
      });
    },
  };
}

export type ShareImages = ReturnType<typeof createShareImages>;
