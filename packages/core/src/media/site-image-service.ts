import { media, mediaVariants, siteImages, type Database } from '@mdc/db';
import {
  imageSlotOf,
  imageSlots,
  mediaImageUrl,
  type AdminSiteImage,
  type SiteImageInput,
  type SlotPhotos,
} from '@mdc/shared';
import { and, desc, eq } from 'drizzle-orm';
import { recordAudit, type Actor } from '../audit/index.ts';
import { AdminError } from '../support/index.ts';

type SiteImageRow = typeof siteImages.$inferSelect;

/**
 * The photographs staff put in the site's image slots (docs/decisions/108-estate-photographs.md).
 * The photo itself is an upload of the media service (resized, upright, without metadata, in
 * the database so every instance serves it); a slot row points to it with alt texts and a focal
 * point. The pages read every slot's photo in one query, cached until a staff save.
 */
export function createSiteImageService(db: Database) {
  let cached: Promise<SlotPhotos> | null = null;

  /** The image URL of an upload (its largest WebP variant), or null when it is not an image. */
  async function imageUrlOf(mediaId: string) {
    const [largest] = await db
      .select({ width: mediaVariants.width, height: mediaVariants.height })
      .from(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, mediaId), eq(mediaVariants.format, 'webp')))
      .orderBy(desc(mediaVariants.width))
      .limit(1);
    return largest ? mediaImageUrl(mediaId, largest.width, largest.height) : null;
  }

  async function rows() {
    const list = await db.select().from(siteImages);
    const urls = new Map<string, string | null>();
    for (const row of list) {
      if (!urls.has(row.mediaId)) urls.set(row.mediaId, await imageUrlOf(row.mediaId));
    }
    return list.flatMap((row) => {
      const url = urls.get(row.mediaId);
      return url && imageSlotOf(row.slot) ? [{ row, url }] : [];
    });
  }

  const toPhoto = (row: SiteImageRow, url: string) => ({
    media_id: row.mediaId,
    url,
    alt: { pt: row.alt.pt ?? '', en: row.alt.en ?? '' },
    focus_x: row.focusX,
    focus_y: row.focusY,
    updated_at: row.updatedAt.toISOString(),
  });

  async function list(): Promise<AdminSiteImage[]> {
    const photos = new Map((await rows()).map(({ row, url }) => [row.slot, toPhoto(row, url)]));
    return imageSlots.map((slot) => ({
      id: slot.key,
      group: slot.group,
      default_src: slot.defaultSrc,
      width: slot.width,
      height: slot.height,
      photo: photos.get(slot.key) ?? null,
    }));
  }

  async function one(key: string) {
    const found = (await list()).find((slot) => slot.id === key);
    if (!found) throw AdminError.notFound('Image slot');
    return found;
  }

  return {
    /** Every slot's photo for the pages, keyed by slot (cached until invalidate()). */
    photos(): Promise<SlotPhotos> {
      cached ??= rows()
        .then((list) =>
          Object.fromEntries(
            list.map(({ row, url }) => [
              row.slot,
              {
                url,
                alt: { pt: row.alt.pt ?? '', en: row.alt.en ?? '' },
                focus: { x: row.focusX, y: row.focusY },
              },
            ]),
          ),
        )
        .catch((error: unknown) => {
          cached = null;
          throw error;
        });
      return cached;
    },
    invalidate() {
      cached = null;
    },
    list,
    one,

    /** Puts an uploaded image in a slot, or changes its alt texts and focal point. */
    async set(actor: Actor, key: string, input: SiteImageInput): Promise<AdminSiteImage> {
      if (!imageSlotOf(key)) throw AdminError.notFound('Image slot');
      const [upload] = await db
        .select({ kind: media.kind })
        .from(media)
        .where(eq(media.id, input.media_id))
        .limit(1);
      if (upload?.kind !== 'image') {
        throw AdminError.field('media_id', 'Upload a JPEG, PNG, WebP or AVIF photo first.');
      }
      const values = {
        mediaId: input.media_id,
        alt: { pt: input.alt.pt, en: input.alt.en },
        focusX: input.focus_x,
        focusY: input.focus_y,
        userId: actor.id,
        updatedAt: new Date(),
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(siteImages)
          .values({ slot: key, ...values })
          .onConflictDoUpdate({ target: siteImages.slot, set: values });
        await recordAudit(tx, actor, {
          entity: 'site-image',
          entityId: key,
          action: 'set',
          changes: { media_id: input.media_id, focus: [input.focus_x, input.focus_y] },
        });
      });
      cached = null;
      return one(key);
    },

    /** Takes the photo out of a slot: the demo drawing shows again (the upload stays stored). */
    async reset(actor: Actor, key: string): Promise<AdminSiteImage> {
      if (!imageSlotOf(key)) throw AdminError.notFound('Image slot');
      await db.transaction(async (tx) => {
        await tx.delete(siteImages).where(eq(siteImages.slot, key));
        await recordAudit(tx, actor, { entity: 'site-image', entityId: key, action: 'reset' });
      });
      cached = null;
      return one(key);
    },
  };
}

export type SiteImageService = ReturnType<typeof createSiteImageService>;
