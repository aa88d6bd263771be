import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  shippingCountries,
  shippingDetails,
  shippingOptions,
  shippingRegions,
  shippingZones,
  type StoredShippingBand,
} from '../schema.ts';

/** Any key that is not used elsewhere; see client.ts and demo-content.ts for the others. */
const shippingSeedLockKey = 727276;

interface RegionData {
  code: string;
  pt: string;
  en: string;
}

/** Portugal's 18 districts and two autonomous regions, with their ISO 3166-2 codes. */
export const portugueseRegions: readonly RegionData[] = [
  { code: 'PT-01', pt: 'Aveiro', en: 'Aveiro' },
  { code: 'PT-02', pt: 'Beja', en: 'Beja' },
  { code: 'PT-03', pt: 'Braga', en: 'Braga' },
  { code: 'PT-04', pt: 'Bragança', en: 'Bragança' },
  { code: 'PT-05', pt: 'Castelo Branco', en: 'Castelo Branco' },
  { code: 'PT-06', pt: 'Coimbra', en: 'Coimbra' },
  { code: 'PT-07', pt: 'Évora', en: 'Évora' },
  { code: 'PT-08', pt: 'Faro', en: 'Faro' },
  { code: 'PT-09', pt: 'Guarda', en: 'Guarda' },
  { code: 'PT-10', pt: 'Leiria', en: 'Leiria' },
  { code: 'PT-11', pt: 'Lisboa', en: 'Lisbon' },
  { code: 'PT-12', pt: 'Portalegre', en: 'Portalegre' },
  { code: 'PT-13', pt: 'Porto', en: 'Porto' },
  { code: 'PT-14', pt: 'Santarém', en: 'Santarém' },
  { code: 'PT-15', pt: 'Setúbal', en: 'Setúbal' },
  { code: 'PT-16', pt: 'Viana do Castelo', en: 'Viana do Castelo' },
  { code: 'PT-17', pt: 'Vila Real', en: 'Vila Real' },
  { code: 'PT-18', pt: 'Viseu', en: 'Viseu' },
  { code: 'PT-20', pt: 'Região Autónoma dos Açores', en: 'Autonomous Region of the Azores' },
  { code: 'PT-30', pt: 'Região Autónoma da Madeira', en: 'Autonomous Region of Madeira' },
];

/** Spain's 17 autonomous communities and the autonomous cities of Ceuta and Melilla. */
export const spanishRegions: readonly RegionData[] = [
  { code: 'ES-AN', pt: 'Andaluzia', en: 'Andalusia' },
  { code: 'ES-AR', pt: 'Aragão', en: 'Aragon' },
  { code: 'ES-AS', pt: 'Astúrias', en: 'Asturias' },
  { code: 'ES-IB', pt: 'Ilhas Baleares', en: 'Balearic Islands' },
  { code: 'ES-CN', pt: 'Canárias', en: 'Canary Islands' },
  { code: 'ES-CB', pt: 'Cantábria', en: 'Cantabria' },
  { code: 'ES-CL', pt: 'Castela e Leão', en: 'Castile and León' },
  { code: 'ES-CM', pt: 'Castela-Mancha', en: 'Castilla–La Mancha' },
  { code: 'ES-CT', pt: 'Catalunha', en: 'Catalonia' },
  { code: 'ES-EX', pt: 'Estremadura', en: 'Extremadura' },
  { code: 'ES-GA', pt: 'Galiza', en: 'Galicia' },
  { code: 'ES-RI', pt: 'La Rioja', en: 'La Rioja' },
  { code: 'ES-MD', pt: 'Comunidade de Madrid', en: 'Community of Madrid' },
  { code: 'ES-MC', pt: 'Região de Múrcia', en: 'Region of Murcia' },
  { code: 'ES-NC', pt: 'Navarra', en: 'Navarre' },
  { code: 'ES-PV', pt: 'País Basco', en: 'Basque Country' },
  { code: 'ES-VC', pt: 'Comunidade Valenciana', en: 'Valencian Community' },
  { code: 'ES-CE', pt: 'Ceuta', en: 'Ceuta' },
  { code: 'ES-ML', pt: 'Melilla', en: 'Melilla' },
];

/**
 * Bands of 6 bottles (wine travels in boxes of 6 and 12) up to 24, then one open band for 25 or
 * more (docs/decisions/107-shipping-zones.md).
 */
function bandsOfSix(pricesCents: readonly number[], moreCents: number): StoredShippingBand[] {
  return [
    ...pricesCents.map((priceCents, i) => ({
      minBottles: i * 6 + 1,
      maxBottles: (i + 1) * 6,
      priceCents,
    })),
    { minBottles: pricesCents.length * 6 + 1, maxBottles: null, priceCents: moreCents },
  ];
}

const islands = new Set(['PT-20', 'PT-30']);
/** Outside the mainland, with customs formalities (Canarias, Ceuta, Melilla): not served. */
const unservedSpanish = new Set(['ES-CN', 'ES-CE', 'ES-ML']);

/** The demo zones: regions sharing one price table, and that table's option. */
export const demoZones = [
  {
    name: 'Portugal continental',
    regions: portugueseRegions.filter(({ code }) => !islands.has(code)).map(({ code }) => code),
    option: {
      namePt: 'Envio standard (2–4 dias úteis)',
      nameEn: 'Standard delivery (2–4 working days)',
      priceBands: bandsOfSix([750, 990, 1290, 1490], 1790),
      allowFreeShipping: true,
      freeShippingFromCents: 10_000,
    },
  },
  {
    name: 'Açores e Madeira',
    regions: [...islands],
    option: {
      namePt: 'Envio para as ilhas (5–8 dias úteis)',
      nameEn: 'Island delivery (5–8 working days)',
      priceBands: bandsOfSix([1490, 1990, 2490, 2890], 3390),
      allowFreeShipping: false,
      freeShippingFromCents: 0,
    },
  },
  {
    name: 'Espanha peninsular e Baleares',
    regions: spanishRegions
      .filter(({ code }) => !unservedSpanish.has(code))
      .map(({ code }) => code),
    option: {
      namePt: 'Envio para Espanha (5–8 dias úteis)',
      nameEn: 'Delivery to Spain (5–8 working days)',
      priceBands: bandsOfSix([1290, 1690, 1990, 2290], 2590),
      allowFreeShipping: true,
      freeShippingFromCents: 15_000,
    },
  },
];

/** The demo zones, their regions and options, only while no zone and no option exist. */
async function seedDemoZones(tx: Database): Promise<boolean> {
  const [[zones], [options]] = await Promise.all([
    tx.select({ value: count() }).from(shippingZones),
    tx.select({ value: count() }).from(shippingOptions),
  ]);
  if ((zones?.value ?? 0) > 0 || (options?.value ?? 0) > 0) return false;
  for (const zone of demoZones) {
    const [row] = await tx
      .insert(shippingZones)
      .values({ name: zone.name })
      .returning({ id: shippingZones.id });
    await tx.insert(shippingOptions).values({ zoneId: row!.id, ...zone.option });
    await tx
      .update(shippingRegions)
      .set({ zoneId: row!.id })
      .where(inArray(shippingRegions.code, zone.regions));
  }
  return true;
}

export const demoShippingDetails = [
  {
    lang: 'pt',
    title: 'Envio e entrega',
    description:
      '<p>Enviamos para Portugal continental em 2 a 4 dias úteis e para os Açores, a Madeira e ' +
      'Espanha em 5 a 8 dias úteis.</p>' +
      '<p>As garrafas seguem em caixas de proteção de 6 e de 12. A entrega é feita contra ' +
      'assinatura de um adulto (maior de 18 anos).</p>' +
      '<p>Portes grátis em Portugal continental a partir de 100 € e em Espanha a partir de 150 €.</p>',
  },
  {
    lang: 'en',
    title: 'Shipping and delivery',
    description:
      '<p>We ship to mainland Portugal in 2 to 4 working days and to the Azores, Madeira and ' +
      'Spain in 5 to 8 working days.</p>' +
      '<p>Bottles travel in protective boxes of 6 and 12. An adult (18 or older) signs for the ' +
      'delivery.</p>' +
      '<p>Free shipping in mainland Portugal from €100 and in Spain from €150.</p>',
  },
];

/**
 * Seeds the shipping data by area, inside the caller's transaction. Countries, regions and the
 * details texts are inserted when absent (reference data: a region added here later still reaches
 * an existing database); zones and options only while both tables are empty, because staff own
 * their prices.
 */
export async function seedDemoShipping(tx: Database): Promise<boolean> {
  // Same reason as the content seed: two instances starting together must not both insert.
  await tx.execute(sql`select pg_advisory_xact_lock(${shippingSeedLockKey})`);

  const countries = await tx
    .insert(shippingCountries)
    .values([{ code: 'PT' }, { code: 'ES' }])
    .onConflictDoNothing()
    .returning({ code: shippingCountries.code });

  const regions = await tx
    .insert(shippingRegions)
    .values(
      [
        ...portugueseRegions.map((r) => ({ ...r, countryCode: 'PT' })),
        ...spanishRegions.map((r) => ({ ...r, countryCode: 'ES' })),
      ].map(({ code, countryCode, pt, en }) => ({ code, countryCode, namePt: pt, nameEn: en })),
    )
    .onConflictDoNothing()
    .returning({ code: shippingRegions.code });

  const zonesSeeded = await seedDemoZones(tx);

  const details = await tx
    .insert(shippingDetails)
    .values(demoShippingDetails)
    .onConflictDoNothing()
    .returning({ lang: shippingDetails.lang });

  return countries.length + regions.length + details.length > 0 || zonesSeeded;
}
