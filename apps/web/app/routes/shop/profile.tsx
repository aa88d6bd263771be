import { data, redirect, useActionData, useLoaderData, type MetaFunction } from 'react-router';
import { langFromPath } from '@mdc/shared';
import { ProfilePage } from '~/features/profile/profile-page';
import { WithdrawalPanel } from '~/features/withdrawal/withdrawal-panel';
import { shopSeo } from '~/features/shop/shop-seo';
import { translator } from '~/i18n/i18n';
import { useAuth } from '~/ui/auth/auth-context';
import { privatePage } from '~/ui/cache';
import type { ActionArgs, LoaderArgs } from '~/context';
import { rootDataOf } from '~/ui/root-data';

/**
 * The signed-in customer read from the session cookie on the server (decision 131): the page is
 * rendered with their details, and with `?edit=1` with the edit form open, its fields filled and
 * the country list in it, so that it works without scripts; the answer is `private, no-store`.
 */
export async function loader({ request, context }: LoaderArgs) {
  const session = await context.account.current();
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const editing = url.searchParams.get('edit') === '1';
  return {
    user: session?.user ?? null,
    csrf: session?.csrf ?? null,
    // Only with the form open: the closed page stays light, and scripts fetch the list as before.
    countries: session && editing ? await context.services.shipping.allCountriesRegions(lang) : [],
    editing,
    saved: url.searchParams.get('saved') === '1',
  };
}

/**
 * The profile's save posted without scripts: the session's CSRF token must come with it
 * (decision 132); the same schema and service as PUT /api/users/me/.
 */
export async function action({ request, context }: ActionArgs) {
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  const { pathname } = new URL(request.url);
  const outcome = await context.account.updateProfile(form, langFromPath(pathname));
  if (outcome.ok) return redirect(`${pathname}?saved=1`, 303);
  // What was typed comes back into the form (never the token, which the loader gives again).
  const { csrf: _token, ...typed } = form;
  return data({ refusal: outcome.refusal, typed }, { status: outcome.refusal.status });
}

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
 * docs/product/accounts.md#profile-page at /shop/user-profile and /en/shop/user-profile (server-rendered
 * for the signed-in customer, decision 131),
 * each order with the withdrawal button (decision 070).
 */
export default function Profile() {
  const { authFetch } = useAuth();
  const { user, csrf, countries, editing, saved } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <ProfilePage
      initial={user && csrf ? { user, csrf, countries } : null}
      refusal={answer?.refusal ?? null}
      typed={answer?.typed ?? null}
      editing={editing}
      saved={saved}
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
