import { asc, eq } from 'drizzle-orm';
import {
  companyContactSchema,
  guestGuideSchema,
  houseDetailsSchema,
  houseFeaturesShown,
  siteDocumentKeys,
  type CompanyContact,
  type ContentBlock,
  type ContentPage,
  type GalleryImage,
  type GuestGuide,
  type HouseDetails,
  type HouseFeature,
  type Policy,
  type PolicySection,
  type RegionBlock,
  type SiteDocumentKey,
  type SiteLang,
} from '@mdc/shared';
import {
  contentBlocks,
  galleryImages,
  houseFeatures,
  policySections,
  regionBlocks,
  siteDocuments,
  type Database,
} from '@mdc/db';
import { fillMissingLanguages, pickParagraphs, pickText } from './localized.ts';
import { createReadCache } from '../support/index.ts';

export interface ContentServiceOptions {
  /**
   * How long read results stay in memory (default 60 s; 0 turns the cache off). An edit made
   * through this instance is visible at once after `invalidate()`; other instances behind the
   * same database see it after at most this long.
   */
  cacheTtlMs?: number;
}

/** The part of a zod schema used here; keeps zod itself out of this package's imports. */
interface DocumentSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * Read side of the site content (docs/product/site-pages.md#content-records): texts in the page language with Portuguese as the
 * fallback for anything untranslated, in the API shapes of packages/shared/src/content.
 * Everything returned is frozen (shared through the cache): copy before changing it.
 */
export function createContentService(db: Database, options: ContentServiceOptions = {}) {
  const cache = createReadCache(options.cacheTtlMs ?? 60_000);

  /**
   * A site document validated against its schema, or null when it is absent or does not match:
   * a broken document must not take a page down; the page decides what to show without it.
   */
  async function readDocument<T>(key: SiteDocumentKey, schema: DocumentSchema<T>) {
    const [row] = await db
      .select({ value: siteDocuments.value })
      .from(siteDocuments)
      .where(eq(siteDocuments.key, key));
    if (!row) return null;
    const parsed = schema.safeParse(fillMissingLanguages(row.value));
    return parsed.success ? parsed.data : null;
  }

  return {
    /** Text/image blocks of one page, in page order; the block at position 0 is the intro. */
    blocks(page: ContentPage, lang: SiteLang): Promise<ContentBlock[]> {
      return cache.get(`blocks:${page}:${lang}`, async () => {
        const rows = await db
          .select({
            id: contentBlocks.id,
            heading: contentBlocks.heading,
            body: contentBlocks.body,
            imageUrl: contentBlocks.imageUrl,
          })
          .from(contentBlocks)
          .where(eq(contentBlocks.page, page))
          .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
        return rows.map((row) => ({
          id: row.id,
          about_sub: pickText(row.heading, lang),
          about_content: pickParagraphs(row.body, lang),
          imgUrl: row.imageUrl,
        }));
      });
    },

    regionBlocks(lang: SiteLang): Promise<RegionBlock[]> {
      return cache.get(`region:${lang}`, async () => {
        const rows = await db
          .select()
          .from(regionBlocks)
          .orderBy(asc(regionBlocks.position), asc(regionBlocks.id));
        return rows.map((row) => ({
          id: row.id,
          title: pickText(row.title, lang),
          paragraphs: pickParagraphs(row.paragraphs, lang),
          image: row.imageUrl,
          reverse: row.reverse,
        }));
      });
    },

    /** Both captions at once: the lightbox is one component for both languages (docs/product/site-pages.md#content-records). */
    gallery(): Promise<GalleryImage[]> {
      return cache.get('gallery', async () => {
        const rows = await db
          .select()
          .from(galleryImages)
          .orderBy(asc(galleryImages.position), asc(galleryImages.id));
        return rows.map((row) => ({
          id: row.id,
          titlePt: pickText(row.title, 'pt'),
          titleEn: pickText(row.title, 'en'),
          imgUrl: row.imageUrl,
        }));
      });
    },

    /** The first 11 features by position (docs/product/site-pages.md#timings-and-constants); `key` 'pool' marks the pool. */
    houseFeatures(lang: SiteLang): Promise<HouseFeature[]> {
      return cache.get(`features:${lang}`, async () => {
        const rows = await db
          .select()
          .from(houseFeatures)
          .orderBy(asc(houseFeatures.position), asc(houseFeatures.id))
          .limit(houseFeaturesShown);
        return rows.map((row) => ({
          id: row.id,
          key: row.key,
          title: pickText(row.title, lang),
          icon: row.iconUrl,
        }));
      });
    },

    policySections(policy: Policy, lang: SiteLang): Promise<PolicySection[]> {
      return cache.get(`policy:${policy}:${lang}`, async () => {
        const rows = await db
          .select({
            id: policySections.id,
            title: policySections.title,
            content: policySections.content,
          })
          .from(policySections)
          .where(eq(policySections.policy, policy))
          .orderBy(asc(policySections.position), asc(policySections.id));
        return rows.map((row) => ({
          id: row.id,
          policy_content_title: pickText(row.title, lang),
          policy_content: pickParagraphs(row.content, lang),
        }));
      });
    },

    companyContact(): Promise<CompanyContact | null> {
      return cache.get('document:company', () =>
        readDocument(siteDocumentKeys.companyContact, companyContactSchema),
      );
    },

    /** All four languages at once; missing or blank translations are filled from Portuguese. */
    guestGuide(): Promise<GuestGuide | null> {
      return cache.get('document:guest-guide', () =>
        readDocument(siteDocumentKeys.guestGuide, guestGuideSchema),
      );
    },

    /** Capacity and pool measures of the holiday house. */
    houseDetails(): Promise<HouseDetails | null> {
      return cache.get('document:house', () =>
        readDocument(siteDocumentKeys.houseDetails, houseDetailsSchema),
      );
    },

    /** Forget every cached read; call after an edit so this instance serves it at once. */
    invalidate(): void {
      cache.clear();
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
