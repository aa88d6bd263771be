import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { langFromPath, pathTo } from '@mdc/shared';
import { translator, useT } from '~/i18n/i18n';
import { publicPage } from '~/ui/cache';
import { rootDataOf } from '~/ui/root-data';
import { seo } from '~/ui/seo';

export function loader({ request }: LoaderFunctionArgs) {
  return { lang: langFromPath(new URL(request.url).pathname) };
}

export const headers = () => publicPage;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  const lang = data?.lang ?? 'pt';
  const t = translator(lang);
  return seo({
    title: t('home.metaTitle'),
    description: t('home.description'),
    lang,
    pathname: location.pathname,
    publicUrl: root.publicUrl,
    estateName: root.estate.name,
    image: '/images/banners/wines.svg',
  });
};

export default function Home() {
  const { lang } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="relative isolate overflow-hidden bg-ink">
      <img
        src="/images/banners/wines.svg"
        alt=""
        width={1600}
        height={500}
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-50"
      />
      <div className="mx-auto flex min-h-[70vh] max-w-6xl flex-col justify-center px-4 py-24 text-white">
        <h1 className="max-w-3xl font-serif text-5xl font-semibold drop-shadow md:text-7xl">
          {t('home.heroTitle')}
        </h1>
        <p className="mt-6 max-w-2xl text-xl drop-shadow">{t('home.heroSubtitle')}</p>
        <Link
          to={pathTo('wineList', lang)}
          className="mt-10 w-fit rounded bg-wine px-6 py-3 text-lg font-semibold text-white hover:bg-wine-dark"
        >
          {t('home.cta')}
        </Link>
      </div>
    </section>
  );
}
