/**
 * The admin's API shapes for the image slots (decision 108), apart from the slot registry so that
 * the public pages, which read the registry, do not load zod (docs/decisions/112-fast-public-pages.md).
 */
import { z } from '../zod.ts';
import { text } from '../text-fields.ts';
import { imageSlotGroups, imageSlotOf } from './image-slots.ts';
import { mediaIdPattern } from './media-url.ts';

const percent = z.number().int().min(0).max(100);

/** What staff send to put a photo in a slot (PUT /api/admin/site-images/<slot>/). */
export const siteImageInputSchema = z.object({
  media_id: z.string().regex(mediaIdPattern, 'must be an uploaded image'),
  alt: z.object({
    pt: text().trim().min(1).max(300),
    en: text().trim().min(1).max(300),
  }),
  focus_x: percent.default(50),
  focus_y: percent.default(50),
});
export type SiteImageInput = z.infer<typeof siteImageInputSchema>;

/** One slot as the admin lists it: its default drawing and the photo in it, if any. */
export const adminSiteImageSchema = z.object({
  id: z.string(),
  group: z.enum(imageSlotGroups),
  default_src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  photo: z
    .object({
      media_id: z.string(),
      url: z.string(),
      alt: z.object({ pt: z.string(), en: z.string() }),
      focus_x: z.number().int(),
      focus_y: z.number().int(),
      updated_at: z.string(),
    })
    .nullable(),
});
export type AdminSiteImage = z.infer<typeof adminSiteImageSchema>;

export const siteImageParamsSchema = z.object({
  slot: z
    .string()
    .max(60)
    .refine((key) => imageSlotOf(key) !== undefined, { message: 'no such image slot' }),
});
