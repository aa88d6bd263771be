import { useActionData, useLoaderData, type MetaFunction } from 'react-router';
import { langFromPath } from '@mdc/shared';
import type { ActionArgs, LoaderArgs } from '~/context';
import { authAction, type AuthActionData } from '~/features/account/auth-action.server';
import { LoginPage } from '~/features/account/login-page';
import { shopSeo } from '~/features/shop/shop-seo';
import { translator } from '~/i18n/i18n';
import { privatePage } from '~/ui/cache';
import { rootDataOf } from '~/ui/root-data';

/** Whether the Google button shows: only with the server's Google client id. */
export async function loader({ context }: LoaderArgs) {
  const { googleClientId } = await context.services.accounts.publicConfig();
  return { googleClientId };
}

/** The forms posted without scripts (docs/decisions/131-cookie-session.md). */
export const action = (args: ActionArgs) => authAction(args);

export const headers = () => privatePage;

export const meta: MetaFunction = ({ matches, location }) => {
  const lang = langFromPath(location.pathname);
  const t = translator(lang);
  return shopSeo(rootDataOf(matches), {
    title: t('account.login.title.login'),
    description: t('account.login.description'),
    lang,
    pathname: location.pathname,
    indexable: false,
  });
};

/** docs/product/accounts.md#login-page. */
export default function Login() {
  const { googleClientId } = useLoaderData<typeof loader>();
  const answer = useActionData<AuthActionData>();
  return <LoginPage googleClientId={googleClientId} answer={answer ?? null} />;
}
