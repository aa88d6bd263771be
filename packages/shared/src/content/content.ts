import { z } from '../zod.ts';

/** Text in the two site languages. */
export const siteTextSchema = z.object({ pt: z.string(), en: z.string() });
/** Text in the four guest-page languages. */
export const guestTextSchema = z.object({
  pt: z.string(),
  en: z.string(),
  es: z.string(),
  fr: z.string(),
});

/** Pages whose text/image blocks are content (docs/product/site-pages.md#content-records "Content block"). */
export const contentPages = ['home_about', 'about', 'grapes', 'wine_tourism', 'house'] as const;
export type ContentPage = (typeof contentPages)[number];

/** A content block as a page shows it, in the page language (the API field names of docs/product/site-pages.md#content-records). */
export const contentBlockSchema = z.object({
  id: z.number().int(),
  about_sub: z.string(),
  about_content: z.array(z.string()),
  imgUrl: z.string().nullable(),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** docs/product/site-pages.md#content-records "Region block". */
export const regionBlockSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  paragraphs: z.array(z.string()),
  image: z.string().nullable(),
  reverse: z.boolean(),
});
export type RegionBlock = z.infer<typeof regionBlockSchema>;

/** docs/product/site-pages.md#content-records "Gallery image". */
export const galleryImageSchema = z.object({
  id: z.number().int(),
  titlePt: z.string(),
  titleEn: z.string(),
  imgUrl: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** docs/product/site-pages.md#content-records "House feature item"; `key` marks the pool, which shows its measures. */
export const houseFeatureSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  icon: z.string(),
});
export type HouseFeature = z.infer<typeof houseFeatureSchema>;

export const policies = ['privacy', 'terms', 'cookies'] as const;
export type Policy = (typeof policies)[number];

/** docs/product/site-pages.md#content-records "Policy section". */
export const policySectionSchema = z.object({
  id: z.number().int(),
  policy_content_title: z.string(),
  policy_content: z.array(z.string()),
});
export type PolicySection = z.infer<typeof policySectionSchema>;

/**
 * docs/product/site-pages.md#content-records "Company contact record" plus what the footer, contact page and legal page need.
 * The documented field names are kept (including `contact_adress_*`).
 */
export const companyContactSchema = z.object({
  contact_phone: z.string(),
  contact_mobile: z.string(),
  phone_legal_info_pt: z.string(),
  phone_legal_info_en: z.string(),
  contact_email: z.string(),
  contact_adress_1: z.string(),
  contact_adress_2: z.string(),
  contact_adress_3: z.string(),
  social_url: z.string(),
  social_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The external short-stay rental listing and the room id its widget shows. */
  rental_listing_url: z.string(),
  rental_room_id: z.string(),
  legal_name: z.string(),
  tax_id: z.string(),
  share_capital_eur: z.number(),
  complaints_book_url: z.string(),
  arbitration_name: z.string(),
  arbitration_url: z.string(),
  developer_name: z.string(),
  developer_url: z.string(),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;

const guestPlaceSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
});

/** The guest information page (docs/product/site-pages.md#guest-pages), every text in four languages. */
export const guestGuideSchema = z.object({
  welcomeTitle: guestTextSchema,
  greeting: guestTextSchema,
  house: z.object({
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    hosts: z.array(z.object({ name: z.string(), phone: z.string() })),
    wifiNetwork: z.string(),
    wifiPassword: z.string(),
  }),
  emergencyNumber: z.string(),
  usefulContacts: z.array(guestPlaceSchema.extend({ label: guestTextSchema })),
  pharmacies: z.array(guestPlaceSchema),
  dutyPharmacyNote: guestTextSchema,
  dutyPharmacyUrl: z.string(),
  supermarkets: z.array(guestPlaceSchema.extend({ hours: z.string() })),
  restaurants: z.array(
    z.object({
      town: z.string(),
      places: z.array(
        guestPlaceSchema.extend({ description: guestTextSchema, closed: guestTextSchema }),
      ),
    }),
  ),
  restaurantsNote: guestTextSchema,
  sights: z.array(
    z.object({
      town: z.string(),
      places: z.array(z.object({ name: z.string(), description: guestTextSchema })),
    }),
  ),
});
export type GuestGuide = z.infer<typeof guestGuideSchema>;

/** docs/product/site-pages.md#house-accommodation and docs/product/site-pages.md#timings-and-constants: the house page lists only the first 11 features. */
export const houseFeaturesShown = 11;

/** Keys of the single-row documents in the site_documents table. */
export const siteDocumentKeys = {
  companyContact: 'company_contact',
  guestGuide: 'guest_guide',
  houseDetails: 'house_details',
  /** The shop home's three banners (shopBannersSchema in settings/shop-settings-admin.ts). */
  shopBanners: 'shop_banners',
} as const;
export type SiteDocumentKey = (typeof siteDocumentKeys)[keyof typeof siteDocumentKeys];

/**
 * Facts about the holiday house that the page shows as numbers (docs/product/site-pages.md#house-accommodation and docs/product/site-pages.md#timings-and-constants). Data, not
 * literals, because the real estate may change them (a new bed, a resized pool) without a developer.
 */
export const houseDetailsSchema = z.object({
  maxGuests: z.number().int().positive(),
  /** Pool measures in metres, shown under the pool feature. */
  pool: z.object({
    length: z.number().positive(),
    width: z.number().positive(),
    minDepth: z.number().positive(),
    maxDepth: z.number().positive(),
  }),
});
export type HouseDetails = z.infer<typeof houseDetailsSchema>;
