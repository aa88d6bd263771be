import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { pathTo, type SiteLang } from '@mdc/shared';
import { translator } from '~/i18n/i18n';

/**
 * docs/product/shop.md#shop-pages shop top bar: the account menu (login link, or greeting and logout) and the cart
 * link, which the layout passes in. It sticks under the site header and turns solid once
 * the page scrolls.
 */
export function ShopTopBar({
  lang,
  account,
  cart,
}: {
  lang: SiteLang;
  account: React.ReactNode;
  cart: React.ReactNode;
}) {
  const t = translator(lang);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <div
      data-scrolled={scrolled}
      // Opaque colours that switch at once: a see-through or fading bar would let its text fall
      // below the contrast minimum over whatever passes underneath.
      className={`sticky top-[60px] z-20 border-y border-ink/10 ${scrolled ? 'bg-wine text-cream shadow-md' : 'bg-white text-ink'}`}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-1.5">
        <Link
          to={pathTo('shop', lang)}
          className="py-1 font-serif text-xl font-semibold focus-visible:outline-current"
        >
          {t('shop.topBar.label')}
        </Link>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          {account}
          <div className="flex shrink-0">{cart}</div>
        </div>
      </div>
    </div>
  );
}
