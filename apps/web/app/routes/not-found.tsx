import { data, Link, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { langFromPath, pathTo } from '@mdc/shared';
import { translator, useLang, useT } from '~/i18n/i18n';
import { notFoundPage } from '~/ui/cache';
import { rootDataOf } from '~/ui/root-data';
import { seo } from '~/ui/seo';

/** Any path outside the route table: English under /en, otherwise Portuguese, status 404. */
export function loader({ request }: LoaderFunctionArgs) {
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
  const t = useT();
  const lang = useLang();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-serif text-4xl font-semibold text-wine">{t('notFound.message')}</h1>
      <Link
        to={pathTo('home', lang)}
        className="mt-8 inline-block rounded bg-wine px-5 py-3 font-semibold text-white hover:bg-wine-dark"
      >
        {t('notFound.button')}
      </Link>
    </div>
  );
}
