import { siteDocumentKeys, type ShopBanner } from '@mdc/shared';
import type { Database } from '../client.ts';
import { siteDocuments } from '../schema.ts';

/** The shop home's three banners (docs/product/shop.md#shop-pages), editable by staff in the admin's shop settings. */
export const demoShopBanners: ShopBanner[] = [
  {
    image_url: '/images/shop/banner-cellar.svg',
    alt: {
      pt: 'A planície alentejana ao pôr do sol, com filas de vinha e o monte caiado ao fundo',
      en: 'The Alentejo plain at sunset, with rows of vines and the whitewashed farmhouse beyond',
    },
    title: { pt: 'Da nossa adega para a sua mesa', en: 'From our cellar to your table' },
    text: {
      pt: 'Tintos do Alentejo, enviados diretamente da herdade.',
      en: 'Alentejo reds, shipped straight from the estate.',
    },
  },
  {
    image_url: '/images/shop/banner-talha.svg',
    alt: {
      pt: 'Talhas de barro alinhadas sob os arcos da adega',
      en: 'Clay talhas lined up under the arches of the cellar',
    },
    title: { pt: 'Vinho de talha, à maneira antiga', en: 'Talha wine, the old way' },
    text: {
      pt: 'Fermentado em ânforas de barro, como se faz no Alentejo há dois mil anos.',
      en: 'Fermented in clay amphorae, as the Alentejo has done for two thousand years.',
    },
  },
  {
    image_url: '/images/shop/banner-gift.svg',
    alt: {
      pt: 'Uma caixa de madeira com três garrafas de vinho tinto e dois copos',
      en: 'A wooden case holding three bottles of red wine and two glasses',
    },
    title: { pt: 'Uma caixa para oferecer', en: 'A case to give' },
    text: {
      pt: 'Escolha as suas garrafas; nós tratamos do envio com cuidado.',
      en: 'Choose your bottles; we take care of shipping them safely.',
    },
  },
];

/**
 * Adds the banners document when it is absent, also on a database seeded before banners were
 * data; banners staff have edited are never overwritten. True when it was added.
 */
export async function seedDemoShopBanners(tx: Database): Promise<boolean> {
  const inserted = await tx
    .insert(siteDocuments)
    .values({ key: siteDocumentKeys.shopBanners, value: demoShopBanners })
    .onConflictDoNothing()
    .returning({ key: siteDocuments.key });
  return inserted.length > 0;
}
