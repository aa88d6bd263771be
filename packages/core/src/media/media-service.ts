import { createHash } from 'node:crypto';
import { media, mediaVariants, type Database } from '@mdc/db';
import {
  mediaImageUrl,
  mediaPdfUrl,
  mediaVariantWidths,
  type MediaImageFormat,
  type MediaUpload,
} from '@mdc/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../audit/index.ts';
import { AdminError } from '../support/index.ts';
import { detectFileType, looksLikeSvg, type DetectedType } from './file-type.ts';
import { imageWork, loadSharp } from './one-at-a-time.ts';

/**
 * Larger images are refused before decoding (a small file can unpack to a huge bitmap): 50
 * megapixels, more than any camera a family estate uses (docs/decisions/118-upload-refusals.md).
 */
export const maxInputPixels = 50_000_000;

const notAFile = () =>
  new AdminError(415, 'This file is not a JPEG, PNG, WebP or AVIF image, nor a PDF.', {
    file: 'Not a JPEG, PNG, WebP or AVIF image, nor a PDF.',
  }).as('file_type');

/** An SVG drawing is text that can carry scripts: never stored, said as such. */
const anSvg = () =>
  new AdminError(415, 'SVG drawings are not accepted: upload a JPEG, PNG, WebP or AVIF image.', {
    file: 'SVG drawings are not accepted (they can carry scripts).',
  }).as('file_svg');

const tooManyPixels = (width: number, height: number) =>
  new AdminError(
    422,
    `The image has ${width} × ${height} pixels; at most ${maxInputPixels / 1_000_000} megapixels are accepted.`,
    { file: `has ${width} × ${height} pixels, more than ${maxInputPixels / 1_000_000} megapixels` },
  ).as('image_too_many_pixels', {
    width,
    height,
    megapixels: Math.round((width * height) / 1_000_000),
    limit: maxInputPixels / 1_000_000,
  });

const damaged = () =>
  new AdminError(422, 'The image is damaged or incomplete: it could not be decoded whole.', {
    file: 'is damaged or incomplete (it could not be decoded whole)',
  }).as('image_damaged');

/** The id of a file: 128 bits of its SHA-256, so the same file uploaded twice is one record. */
export const mediaIdOf = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * The image's size once turned upright (EXIF orientation): a 415 when sharp cannot read its
 * header, a 422 naming its size when it has too many pixels, a 422 when its picture data does not
 * decode whole. The whole image is decoded once (`stats()` streams it without keeping the bitmap)
 * with libvips' warnings as errors: a resize alone shrinks a JPEG while loading it and lets
 * corrupt data through as stripes (docs/decisions/118-upload-refusals.md).
 */
async function readImage(bytes: Buffer) {
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAFile();
    });
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw notAFile();
  if (width * height > maxInputPixels) throw tooManyPixels(width, height);
  try {
    await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'warning' }).stats();
  } catch {
    throw damaged();
  }
  return { width, height, format: meta.format, compression: meta.compression };
}

/** One variant: upright, no wider than asked, metadata stripped (sharp's default). */
async function resize(bytes: Buffer, width: number, format: MediaImageFormat) {
  const sharp = await loadSharp();
  const pipeline = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'warning' })
    .autoOrient()
    .resize({ width, withoutEnlargement: true });
  try {
    const { data, info } = await (
      format === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.avif({ quality: 55, effort: 2 })
    ).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // The full decode above passed, so this is rare; still the uploader's file, never a 500.
    throw damaged();
  }
}

type VariantRow = typeof mediaVariants.$inferInsert & { width: number; height: number };

/** The variants of `widths`, one at a time (a 3200 px AVIF holds tens of MB while encoded). */
async function variantsOf(id: string, bytes: Buffer, widths: number[]) {
  const variants: VariantRow[] = [];
  for (const width of widths) {
    for (const format of ['webp', 'avif'] as const) {
      variants.push({ mediaId: id, format, ...(await resize(bytes, width, format)) });
    }
  }
  return variants;
}

/** What sharp must report for the detected type, so a file that only starts right is refused. */
const sharpFormats: Record<Exclude<DetectedType, 'pdf'>, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
};

const contentTypes: Record<DetectedType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/**
 * Staff uploads (wine photos, technical sheets) stored in the database
 * (docs/decisions/060-admin-back-end.md). The type comes from the content, never the name or the
 * request's header.
 */
export function createMediaService(db: Database) {
  async function existing(id: string): Promise<MediaUpload | null> {
    const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
    if (!row) return null;
    if (row.kind === 'pdf') {
      return { id, kind: 'pdf', url: mediaPdfUrl(id), width: null, height: null };
    }
    const variants = await db
      .select({ width: mediaVariants.width, height: mediaVariants.height })
      .from(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.format, 'webp')));
    const largest = variants.reduce((a, b) => (b.width > a.width ? b : a));
    return {
      id,
      kind: 'image',
      url: mediaImageUrl(id, largest.width, largest.height),
      width: row.width,
      height: row.height,
    };
  }

  /**
   * An image stored before the wider variants existed, uploaded again: its original is at hand
   * now, so the widths it lacks are made (docs/decisions/122-sharp-photos-and-focus.md).
   */
  async function topUp(known: MediaUpload, bytes: Buffer): Promise<MediaUpload> {
    if (known.kind !== 'image' || !known.width) return known;
    const stored = await db
      .select({ width: mediaVariants.width })
      .from(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, known.id), eq(mediaVariants.format, 'webp')));
    const have = new Set(stored.map((row) => row.width));
    const missing = mediaVariantWidths(known.width).filter((width) => !have.has(width));
    if (missing.length === 0) return known;
    const variants = await imageWork.run(() => variantsOf(known.id, bytes, missing));
    await db.insert(mediaVariants).values(variants).onConflictDoNothing();
    return (await existing(known.id)) ?? known;
  }

  return {
    async upload(actor: Actor, bytes: Buffer, originalName = ''): Promise<MediaUpload> {
      const type = detectFileType(bytes);
      if (!type) throw looksLikeSvg(bytes) ? anSvg() : notAFile();
      const id = mediaIdOf(bytes);
      const known = await existing(id);
      if (known) return topUp(known, bytes);
      const row = {
        id,
        contentType: contentTypes[type],
        originalName: originalName.slice(0, 200),
        byteSize: bytes.length,
        userId: actor.id,
      };
      if (type === 'pdf') {
        await db
          .insert(media)
          .values({ ...row, kind: 'pdf', data: bytes })
          .onConflictDoNothing();
        return { id, kind: 'pdf', url: mediaPdfUrl(id), width: null, height: null };
      }
      // One image decoded at a time on this instance (docs/decisions/126-bounded-memory.md).
      const { image, variants } = await imageWork.run(async () => {
        const image = await readImage(bytes);
        if (
          image.format !== sharpFormats[type] ||
          (type === 'avif' && image.compression !== 'av1')
        ) {
          throw notAFile();
        }
        return { image, variants: await variantsOf(id, bytes, mediaVariantWidths(image.width)) };
      });
      await db.transaction(async (tx) => {
        await tx
          .insert(media)
          .values({ ...row, kind: 'image', width: image.width, height: image.height })
          .onConflictDoNothing();
        await tx.insert(mediaVariants).values(variants).onConflictDoNothing();
      });
      const largest = variants.at(-1)!;
      return {
        id,
        kind: 'image',
        url: mediaImageUrl(id, largest.width, largest.height),
        width: image.width,
        height: image.height,
      };
    },

    /** One stored variant's bytes, or null. */
    async variant(id: string, width: number, format: MediaImageFormat) {
      const [row] = await db
        .select({ data: mediaVariants.data })
        .from(mediaVariants)
        .where(
          and(
            eq(mediaVariants.mediaId, id),
            eq(mediaVariants.width, width),
            eq(mediaVariants.format, format),
          ),
        )
        .limit(1);
      return row?.data ?? null;
    },

    /** An image's widest stored variant in `format` (share images start from it), or null. */
    async largestVariant(id: string, format: MediaImageFormat) {
      const [row] = await db
        .select({ data: mediaVariants.data })
        .from(mediaVariants)
        .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.format, format)))
        .orderBy(desc(mediaVariants.width))
        .limit(1);
      return row?.data ?? null;
    },

    /** An uploaded PDF's bytes, or null. */
    async pdf(id: string) {
      const [row] = await db
        .select({ data: media.data })
        .from(media)
        .where(and(eq(media.id, id), eq(media.kind, 'pdf')))
        .limit(1);
      return row?.data ?? null;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
