import { data, type MetaFunction } from 'react-router';
import type { LoaderArgs } from '~/context';
import { langFromPath } from '@mdc/shared';
import { shopSeo } from '~/features/shop/shop-seo';
import { translator } from '~/i18n/i18n';
import { notFoundPage } from '~/ui/cache';
import { NotFoundView } from '~/ui/not-found-view';
import { rootDataOf } from '~/ui/root-data';

/** An unknown path under /shop or /en/shop: the site's not-found page, status 404. */
export function loader({ request }: LoaderArgs) {
  return data({ lang: langFromPath(new URL(request.url).pathname) }, { status: 404 });
}

export const headers = () => notFoundPage;

export const meta: MetaFunction<typeof loader> = ({ matches, location }) => {
  const lang = langFromPath(location.pathname);
  const t = translator(lang);
  return shopSeo(rootDataOf(matches), {
    title: t('notFound.title'),
    description: t('notFound.message'),
    lang,
    pathname: location.pathname,
    indexable: false,
  });
};

export default function ShopNotFound() {
  return <NotFoundView />;
}
