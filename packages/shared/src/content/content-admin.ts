import { z } from '../zod.ts';
import { refuseUnstorableText, text } from '../text-fields.ts';
import {
  companyContactSchema,
  contentPages,
  guestGuideSchema,
  guestTextSchema,
  houseDetailsSchema,
  policies,
  siteDocumentKeys,
  siteTextSchema,
} from './content.ts';

/*
 * The admin API's records and inputs for the site content (issue 6, "Content" area). Records keep
 * every language (the public read side picks one); every text is plain: the pages print them as
 * text, never as HTML. A blank translation is allowed and shows the Portuguese text on the site.
 */

const limits = { title: 200, paragraph: 5000, paragraphs: 40, url: 500, text: 2000 } as const;

const requiredText = (max: number) => text().trim().min(1, 'is required').max(max);
const optionalText = (max: number) => text().trim().max(max);

/**
 * An image address on this site (/images/… from the build, /media/… from uploads). The
 * Content-Security-Policy only lets pages load same-origin images, and anything with a scheme
 * (javascript:, data:, http:) or a protocol-relative "//host" is refused.
 */
export const siteImageUrlSchema = text()
  .trim()
  .max(limits.url)
  .regex(/^\/(?![/\\])[^\s\\"'<>]*$/, 'must be an address on this site, such as /media/…');

/** A link to another site (social page, complaints book): http or https only. */
export const externalUrlSchema = text()
  .trim()
  .max(limits.url)
  .regex(/^https?:\/\/[^\s"'<>]+$/i, 'must be a web address starting with https://');

/** A title in pt and en: Portuguese required, English may be left blank (falls back). */
export const adminSiteTextSchema = siteTextSchema.extend({
  pt: requiredText(limits.title),
  en: optionalText(limits.title),
});

const paragraphList = z.array(optionalText(limits.paragraph)).max(limits.paragraphs);

/** Paragraphs in pt and en; blank paragraphs are dropped on save. */
export const adminSiteParagraphsSchema = z.object({ pt: paragraphList, en: paragraphList });

const position = z.number().int().min(0).max(100_000);

export const contentBlockInputSchema = z.object({
  page: z.enum(contentPages),
  /** Order on the page (0 is the intro); left out on create: after the last block. */
  position: position.optional(),
  heading: adminSiteTextSchema,
  body: adminSiteParagraphsSchema,
  /** null or '' for a block without an image. */
  image_url: z.union([siteImageUrlSchema, z.literal('')]).nullable(),
});
export type ContentBlockInput = z.infer<typeof contentBlockInputSchema>;
export const contentBlockRecordSchema = contentBlockInputSchema.extend({
  id: z.number().int(),
  position,
  image_url: z.string().nullable(),
});
export type ContentBlockRecord = z.infer<typeof contentBlockRecordSchema>;

export const regionBlockInputSchema = z.object({
  position: position.optional(),
  title: adminSiteTextSchema,
  paragraphs: adminSiteParagraphsSchema,
  image_url: z.union([siteImageUrlSchema, z.literal('')]).nullable(),
  /** Image on the right instead of the left. */
  reverse: z.boolean(),
});
export type RegionBlockInput = z.infer<typeof regionBlockInputSchema>;
export const regionBlockRecordSchema = regionBlockInputSchema.extend({
  id: z.number().int(),
  position,
  image_url: z.string().nullable(),
});
export type RegionBlockRecord = z.infer<typeof regionBlockRecordSchema>;

export const galleryImageInputSchema = z.object({
  position: position.optional(),
  /** The caption in both languages. */
  title: adminSiteTextSchema,
  image_url: siteImageUrlSchema.min(1, 'is required'),
});
export type GalleryImageInput = z.infer<typeof galleryImageInputSchema>;
export const galleryImageRecordSchema = galleryImageInputSchema.extend({
  id: z.number().int(),
  position,
});
export type GalleryImageRecord = z.infer<typeof galleryImageRecordSchema>;

export const houseFeatureInputSchema = z.object({
  position: position.optional(),
  /** Stable key; 'pool' shows the pool measures under the feature. */
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/, 'must be 1–40 lower-case letters, digits, - or _'),
  title: adminSiteTextSchema,
  icon_url: siteImageUrlSchema.min(1, 'is required'),
});
export type HouseFeatureInput = z.infer<typeof houseFeatureInputSchema>;
export const houseFeatureRecordSchema = houseFeatureInputSchema.extend({
  id: z.number().int(),
  position,
});
export type HouseFeatureRecord = z.infer<typeof houseFeatureRecordSchema>;

export const policySectionInputSchema = z.object({
  policy: z.enum(policies),
  position: position.optional(),
  title: adminSiteTextSchema,
  /** Plain paragraphs; web addresses are written out. */
  content: adminSiteParagraphsSchema,
});
export type PolicySectionInput = z.infer<typeof policySectionInputSchema>;
export const policySectionRecordSchema = policySectionInputSchema.extend({
  id: z.number().int(),
  position,
});
export type PolicySectionRecord = z.infer<typeof policySectionRecordSchema>;

/** Moves a record one place up or down among its neighbours (same page or policy). */
export const contentMoveSchema = z.object({ direction: z.enum(['up', 'down']) });

/** Fields the content lists sort by (list contract of admin.ts). */
export const contentSortFields = ['id', 'position', 'page', 'policy', 'key'] as const;

// Site documents ---------------------------------------------------------------------------------

const phone = optionalText(40);

/** The company record as staff edit it: e-mail and links checked, coordinates in range. */
export const companyContactInputSchema = companyContactSchema.extend({
  contact_phone: phone,
  contact_mobile: phone,
  phone_legal_info_pt: optionalText(limits.title),
  phone_legal_info_en: optionalText(limits.title),
  contact_email: text().trim().pipe(z.email('must be an e-mail address')),
  contact_adress_1: optionalText(limits.title),
  contact_adress_2: optionalText(limits.title),
  contact_adress_3: optionalText(limits.title),
  social_url: z.union([externalUrlSchema, z.literal('')]),
  social_name: optionalText(100),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  rental_listing_url: z.union([externalUrlSchema, z.literal('')]),
  rental_room_id: optionalText(100),
  legal_name: requiredText(limits.title),
  tax_id: optionalText(40),
  share_capital_eur: z.number().min(0).max(1e12),
  complaints_book_url: externalUrlSchema,
  arbitration_name: optionalText(limits.title),
  arbitration_url: z.union([externalUrlSchema, z.literal('')]),
  developer_name: optionalText(limits.title),
  developer_url: z.union([externalUrlSchema, z.literal('')]),
});

/** Guest-page texts: Portuguese required, the other three may be blank (they fall back). */
const adminGuestTextSchema = guestTextSchema.extend({
  pt: requiredText(limits.text),
  en: optionalText(limits.text),
  es: optionalText(limits.text),
  fr: optionalText(limits.text),
});
const place = {
  name: requiredText(limits.title),
  address: optionalText(limits.title),
  phone,
};

export const guestGuideInputSchema = guestGuideSchema.extend({
  welcomeTitle: adminGuestTextSchema,
  greeting: adminGuestTextSchema,
  house: z.object({
    address: optionalText(limits.title),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    hosts: z.array(z.object({ name: requiredText(100), phone })).max(10),
    wifiNetwork: optionalText(100),
    wifiPassword: optionalText(100),
  }),
  emergencyNumber: requiredText(20),
  usefulContacts: z.array(z.object({ ...place, label: adminGuestTextSchema })).max(50),
  pharmacies: z.array(z.object(place)).max(50),
  dutyPharmacyNote: adminGuestTextSchema,
  dutyPharmacyUrl: z.union([externalUrlSchema, z.literal('')]),
  supermarkets: z.array(z.object({ ...place, hours: optionalText(limits.title) })).max(50),
  restaurants: z
    .array(
      z.object({
        town: requiredText(100),
        places: z
          .array(
            z.object({ ...place, description: adminGuestTextSchema, closed: adminGuestTextSchema }),
          )
          .max(50),
      }),
    )
    .max(30),
  restaurantsNote: adminGuestTextSchema,
  sights: z
    .array(
      z.object({
        town: requiredText(100),
        places: z
          .array(z.object({ name: requiredText(limits.title), description: adminGuestTextSchema }))
          .max(50),
      }),
    )
    .max(30),
});

export const houseDetailsInputSchema = houseDetailsSchema.superRefine((details, context) => {
  if (details.pool.maxDepth < details.pool.minDepth) {
    context.addIssue({
      code: 'custom',
      path: ['pool', 'maxDepth'],
      message: 'must not be less than the shallow end',
    });
  }
});

/** Each site document key with the schema its PUT body must match. */
export const siteDocumentInputSchemas = {
  [siteDocumentKeys.companyContact]: companyContactInputSchema.superRefine(refuseUnstorableText),
  [siteDocumentKeys.guestGuide]: guestGuideInputSchema.superRefine(refuseUnstorableText),
  [siteDocumentKeys.houseDetails]: houseDetailsInputSchema.superRefine(refuseUnstorableText),
} as const;
export type EditableSiteDocumentKey = keyof typeof siteDocumentInputSchemas;
export const editableSiteDocumentKeys = Object.keys(
  siteDocumentInputSchemas,
) as EditableSiteDocumentKey[];
