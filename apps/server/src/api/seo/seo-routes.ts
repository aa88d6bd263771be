import type { Services } from '@mdc/core';
import { pages, pathTo, siteLanguages, type PageKey } from '@mdc/shared';
import type { FastifyPluginAsync } from 'fastify';

/** Pages listed for search engines: every public page of the route table except personal ones. */
const indexedPages: PageKey[] = [
  'home',
  'about',
  'grapes',
  'region',
  'wineList',
  'wineTourism',
  'house',
  'contact',
  'legal',
];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Each URL with its alternates in both languages, as Google documents for multilingual sites. */
function urlEntry(publicUrl: string, byLang: Record<'pt' | 'en', string>): string {
  const links = siteLanguages
    .map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(publicUrl + byLang[lang])}"/>`,
    )
    .join('');
  const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(publicUrl + byLang.pt)}"/>`;
  return siteLanguages
    .map(
      (lang) => `<url><loc>${escapeXml(publicUrl + byLang[lang])}</loc>${links}${xDefault}</url>`,
    )
    .join('');
}

export const seoRoutes: FastifyPluginAsync<{
  services: Pick<Services, 'catalogue' | 'settings'>;
  publicUrl: string;
}> = async (app, { services, publicUrl }) => {
  app.get('/sitemap.xml', async (_request, reply) => {
    const [settings, wines, shopWines] = await Promise.all([
      services.settings.getShopSettings(),
      services.catalogue.listWines({ lang: 'pt', channel: 'catalogue' }),
      services.catalogue.listWines({ lang: 'pt', channel: 'shop' }),
    ]);
    // One canonical page per wine (docs/decisions/120-what-validators-check.md): the wine page,
    // or the shop's product page for a wine sold in the shop only.
    const shopOnly = settings.shop_enabled ? shopWines.filter((wine) => !wine.show_catalog) : [];
    const pageKeys: PageKey[] = settings.shop_enabled ? [...indexedPages, 'shop'] : indexedPages;
    const entries = [
      ...pageKeys.map((page) => urlEntry(publicUrl, pages[page])),
      ...wines.map((wine) =>
        urlEntry(publicUrl, {
          pt: pathTo('wine', 'pt', { productUrl: wine.product_url }),
          en: pathTo('wine', 'en', { productUrl: wine.product_url }),
        }),
      ),
      ...shopOnly.map((wine) =>
        urlEntry(publicUrl, {
          pt: pathTo('shopProduct', 'pt', { productUrl: wine.product_url }),
          en: pathTo('shopProduct', 'en', { productUrl: wine.product_url }),
        }),
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`,
      );
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          // Personal and transactional pages have nothing for search engines.
          'Disallow: /api/',
          'Disallow: /admin/',
          'Disallow: /shop/cart',
          'Disallow: /shop/checkout/',
          'Disallow: /shop/user-profile',
          'Disallow: /shop/login',
          'Disallow: /en/shop/cart',
          'Disallow: /en/shop/checkout/',
          'Disallow: /en/shop/user-profile',
          'Disallow: /en/shop/login',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
};
