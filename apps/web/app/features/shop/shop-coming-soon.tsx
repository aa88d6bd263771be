import { Link } from 'react-router';
import { pathTo, type SiteLang } from '@mdc/shared';
import { translator } from '~/i18n/i18n';

/** docs/product/shop.md#shop-on-or-off: what every shop path shows while the shop is switched off. */
export function ShopComingSoon({ lang }: { lang: SiteLang }) {
  const t = translator(lang);
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <img
        src="/images/content/bottle-box.svg"
        alt=""
        width={800}
        height={600}
        className="mx-auto h-40 w-auto"
      />
      <h1 className="mt-8 font-serif text-4xl font-semibold text-wine">
        {t('shop.comingSoon.title')}
      </h1>
      <p className="mt-4 text-lg">{t('shop.comingSoon.text')}</p>
      <Link
        to={pathTo('home', lang)}
        className="mt-8 inline-block rounded bg-wine px-5 py-3 font-semibold text-white hover:bg-wine-dark"
      >
        {t('shop.comingSoon.home')}
      </Link>
    </div>
  );
}
