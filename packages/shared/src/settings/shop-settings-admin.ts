import { z } from '../zod.ts';
import { requiredLine, text } from '../text-fields.ts';

/**
 * An address staff may type for an image or a link: a path on this site ("/images/…",
 * "/pt/loja/…") or an https address. Other schemes (javascript:, data:) are refused.
 */
export const siteAddressSchema = requiredLine(500).regex(
  /^(\/(?!\/)|https:\/\/)\S*$/,
  'must be a path on this site (starting with /) or an https:// address',
);

const bilingualLine = (max: number) => z.object({ pt: requiredLine(max), en: requiredLine(max) });

/** How many banners the shop home shows (docs/product/shop.md#shop-pages); the layout is made for three. */
export const shopBannerCount = 3;

/** One banner of the shop home's carousel, every text in both site languages. */
export const shopBannerSchema = z.object({
  image_url: siteAddressSchema,
  alt: bilingualLine(200),
  title: bilingualLine(120),
  text: bilingualLine(300),
  /** Where the banner leads; an empty field means no link. */
  link: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    siteAddressSchema.optional(),
  ),
});
export type ShopBanner = z.infer<typeof shopBannerSchema>;

/** The site document `shop_banners`: exactly the three banners, in carousel order. */
export const shopBannersSchema = z
  .array(shopBannerSchema)
  .length(shopBannerCount, `must hold exactly ${shopBannerCount} banners`);

const shippingTextSchema = z.object({
  title: requiredLine(200),
  /** HTML from the rich-text editor; the server sanitises it before storing. */
  description: text().max(20_000, 'must be at most 20000 characters'),
});

/** PUT /api/admin/settings/shop/: the whole shop settings form. */
export const shopSettingsUpdateSchema = z.object({
  shop_enabled: z.boolean(),
  shipping_details: z.object({ pt: shippingTextSchema, en: shippingTextSchema }),
  banners: shopBannersSchema,
});
export type ShopSettingsUpdate = z.infer<typeof shopSettingsUpdateSchema>;

const storedText = z.object({ pt: z.string(), en: z.string() });

/** GET /api/admin/settings/shop/ (react-admin's record, so it carries the id "shop"). */
export const shopSettingsAdminSchema = z.object({
  id: z.literal('shop'),
  shop_enabled: z.boolean(),
  shipping_details: z.object({
    pt: z.object({ title: z.string(), description: z.string() }),
    en: z.object({ title: z.string(), description: z.string() }),
  }),
  banners: z.array(
    z.object({
      image_url: z.string(),
      alt: storedText,
      title: storedText,
      text: storedText,
      link: z.string().nullable(),
    }),
  ),
});
export type ShopSettingsAdmin = z.infer<typeof shopSettingsAdminSchema>;
