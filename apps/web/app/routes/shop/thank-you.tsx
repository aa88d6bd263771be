import { useParams, type MetaFunction } from 'react-router';
import { langFromPath } from '@mdc/shared';
import { ThankYouPage } from '~/features/checkout/thank-you-page';
import { WithdrawalPanel } from '~/features/withdrawal/withdrawal-panel';
import { shopSeo } from '~/features/shop/shop-seo';
import { translator } from '~/i18n/i18n';
import { privatePage } from '~/ui/cache';
import { rootDataOf } from '~/ui/root-data';

export const headers = () => privatePage;

export const meta: MetaFunction = ({ matches, location }) => {
  const lang = langFromPath(location.pathname);
  const t = translator(lang);
  const root = rootDataOf(matches);
  return shopSeo(root, {
    title: t('checkout.thankYou.title'),
    description: t('checkout.thankYou.description', { estate: root.estate.name }),
    lang,
    pathname: location.pathname,
    indexable: false,
  });
};

/**
 * docs/product/shop.md#thank-you-page at /shop/obrigado/{code} and /en/shop/thank-you/{code}: the order
 * link of the buyer's e-mail, with the withdrawal button (decision 070).
 */
export default function ThankYou() {
  const { code } = useParams();
  return (
    <ThankYouPage
      code={code}
      orderActions={(order) => (
        <WithdrawalPanel
          order={order}
          className="mt-6 rounded-md bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-6"
        />
      )}
    />
  );
}
