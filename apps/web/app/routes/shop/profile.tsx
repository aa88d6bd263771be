import type { MetaFunction } from 'react-router';
import { langFromPath } from '@mdc/shared';
import { ProfilePage } from '~/features/profile/profile-page';
import { WithdrawalPanel } from '~/features/withdrawal/withdrawal-panel';
import { shopSeo } from '~/features/shop/shop-seo';
import { translator } from '~/i18n/i18n';
import { useAuth } from '~/ui/auth/auth-context';
import { privatePage } from '~/ui/cache';
import { rootDataOf } from '~/ui/root-data';

export const headers = () => privatePage;

export const meta: MetaFunction = ({ matches, location }) => {
  const lang = langFromPath(location.pathname);
  const t = translator(lang);
  return shopSeo(rootDataOf(matches), {
    title: t('account.profile.title'),
    description: t('account.profile.description'),
    lang,
    pathname: location.pathname,
    indexable: false,
  });
};

/**
 * docs/product/accounts.md#profile-page at /shop/user-profile and /en/shop/user-profile (browser-rendered),
 * each order with the withdrawal button (decision 070).
 */
export default function Profile() {
  const { authFetch } = useAuth();
  return (
    <ProfilePage
      orderActions={(order) => (
        <WithdrawalPanel
          order={order}
          authFetch={authFetch}
          headingLevel={3}
          className="mt-4 border-t border-ink/10 pt-4"
        />
      )}
    />
  );
}
