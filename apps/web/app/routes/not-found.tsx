import { data, type MetaFunction } from 'react-router';
import type { LoaderArgs } from '~/context';
import { langFromPath } from '@mdc/shared';
import { translator } from '~/i18n/i18n';
import { notFoundPage } from '~/ui/cache';
import { NotFoundView } from '~/ui/not-found-view';
import { rootDataOf } from '~/ui/root-data';
import { seo } from '~/ui/seo';

/** Any path outside the route table: English under /en, otherwise Portuguese, status 404. */
export function loader({ request }: LoaderArgs) {
  return data({ lang: langFromPath(new URL(request.url).pathname) }, { status: 404 });
}

export const headers = () => notFoundPage;

export const meta: MetaFunction<typeof loader> = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const lang = langFromPath(location.pathname);
  const t = translator(lang);
  return seo({
    title: t('notFound.title'),
    description: t('notFound.message'),
    lang,
    pathname: location.pathname,
    publicUrl: root.publicUrl,
    estateName: root.estate.name,
    indexable: false,
  });
};

export default function NotFound() {
  return <NotFoundView />;
}
