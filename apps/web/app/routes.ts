import { layout, route, type RouteConfig } from '@react-router/dev/routes';
import { pages, siteLanguages, type PageKey } from '@mdc/shared';

/** One route per language for a page of the shared route table, with ids like `wine-en`. */
const inBothLanguages = (page: PageKey, file: string) =>
  siteLanguages.map((lang) => route(pages[page][lang], file, { id: `${page}-${lang}` }));

export default [
  ...inBothLanguages('home', 'routes/home.tsx'),
  ...inBothLanguages('about', 'routes/content-page.tsx'),
  ...inBothLanguages('grapes', 'routes/content-page.tsx'),
  ...inBothLanguages('wineTourism', 'routes/wine-tourism.tsx'),
  ...inBothLanguages('region', 'routes/region.tsx'),
  ...inBothLanguages('contact', 'routes/contact.tsx'),
  ...inBothLanguages('house', 'routes/house.tsx'),
  ...inBothLanguages('legal', 'routes/legal.tsx'),
  ...inBothLanguages('wineList', 'routes/wine-list.tsx'),
  ...inBothLanguages('wine', 'routes/wine-detail.tsx'),
  // Every /shop and /en/shop page shares the shop layout: the top bar and breadcrumbs, or the
  // 'coming soon' placeholder while the shop is off (docs/product/shop.md#shop-on-or-off).
  layout('routes/shop/shop-layout.tsx', { id: 'shop-layout' }, [
    ...inBothLanguages('shop', 'routes/shop/shop-list.tsx'),
    ...inBothLanguages('shopProduct', 'routes/shop/product.tsx'),
    ...inBothLanguages('cart', 'routes/shop/cart.tsx'),
    ...inBothLanguages('checkout', 'routes/shop/checkout.tsx'),
    ...inBothLanguages('thankYou', 'routes/shop/thank-you.tsx'),
    ...inBothLanguages('login', 'routes/shop/login.tsx'),
    ...inBothLanguages('profile', 'routes/shop/profile.tsx'),
    // Without a code the thank-you page sends the visitor to the shop (docs/product/shop.md#thank-you-page).
    route('shop/obrigado', 'routes/shop/thank-you-no-code.tsx', { id: 'thankYouNoCode-pt' }),
    route('en/shop/thank-you', 'routes/shop/thank-you-no-code.tsx', { id: 'thankYouNoCode-en' }),
    route('shop/*', 'routes/shop/shop-not-found.tsx', { id: 'shopNotFound-pt' }),
    route('en/shop/*', 'routes/shop/shop-not-found.tsx', { id: 'shopNotFound-en' }),
  ]),
  // Guest welcome and information pages: /{pt,en,es,fr}/hellofrom{estate-slug}[-info].
  route(':guestLang/:guestPage', 'routes/guest.tsx', { id: 'guest' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
