import { count, eq, sql } from 'drizzle-orm';
import { policies, siteDocumentKeys } from '@mdc/shared';
import type { Database } from '../client.ts';
import {
  contentBlocks,
  galleryImages,
  houseFeatures,
  policySections,
  regionBlocks,
  siteDocuments,
} from '../schema.ts';
import { demoCompanyContact, demoHouseDetails } from './demo-company.ts';
import { demoGuestGuide } from './demo-guest-guide.ts';
import { demoPolicies } from './demo-legal.ts';
import {
  demoContentBlocks,
  demoGalleryImages,
  demoHouseFeatures,
  demoRegionBlocks,
} from './demo-pages.ts';

/** Any key that is not used elsewhere; see client.ts for the migrations' lock. */
const contentSeedLockKey = 727275;

/**
 * Seeds the site content, one area at a time: each table, each policy and each document is filled
 * only while it is empty or absent. So a database seeded before the content existed gets it on its
 * next start, and content that staff have edited (or deliberately emptied in part) is never
 * overwritten as a whole. Runs inside the caller's transaction. Returns whether anything was added.
 */
export async function seedDemoSiteContent(tx: Database): Promise<boolean> {
  // The "is it empty?" checks are not atomic with the inserts, so two instances starting together
  // could both insert; a transaction-scoped advisory lock makes the second one wait and find rows.
  await tx.execute(sql`select pg_advisory_xact_lock(${contentSeedLockKey})`);

  let seeded = false;

  if (await isEmpty(tx, contentBlocks)) {
    await tx.insert(contentBlocks).values(demoContentBlocks);
    seeded = true;
  }
  if (await isEmpty(tx, regionBlocks)) {
    await tx.insert(regionBlocks).values(demoRegionBlocks);
    seeded = true;
  }
  if (await isEmpty(tx, galleryImages)) {
    await tx.insert(galleryImages).values(demoGalleryImages);
    seeded = true;
  }
  if (await isEmpty(tx, houseFeatures)) {
    await tx.insert(houseFeatures).values(demoHouseFeatures);
    seeded = true;
  }

  // Policies are separate documents for a reader, so each one is its own area.
  for (const policy of policies) {
    const sections = demoPolicies[policy];
    const [{ value: existing } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(policySections)
      .where(eq(policySections.policy, policy));
    if (existing > 0) continue;
    await tx.insert(policySections).values(
      sections.map((section, index) => ({
        policy,
        position: index + 1,
        title: section.title,
        content: section.content,
      })),
    );
    seeded = true;
  }

  const documents = [
    { key: siteDocumentKeys.companyContact, value: demoCompanyContact },
    { key: siteDocumentKeys.guestGuide, value: demoGuestGuide },
    { key: siteDocumentKeys.houseDetails, value: demoHouseDetails },
  ];
  const insertedDocuments = await tx
    .insert(siteDocuments)
    .values(documents)
    .onConflictDoNothing()
    .returning({ key: siteDocuments.key });
  return seeded || insertedDocuments.length > 0;
}

async function isEmpty(
  tx: Database,
  table: typeof contentBlocks | typeof regionBlocks | typeof galleryImages | typeof houseFeatures,
): Promise<boolean> {
  const [{ value } = { value: 0 }] = await tx.select({ value: count() }).from(table);
  return value === 0;
}
