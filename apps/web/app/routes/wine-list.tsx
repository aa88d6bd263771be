import { useLoaderData, type MetaFunction } from 'react-router';
import type { LoaderArgs } from '~/context';
import { langFromPath } from '@mdc/shared';
import { WineCard } from '~/features/catalogue/wine-card';
import { translator, useT } from '~/i18n/i18n';
import { publicPage } from '~/ui/cache';
import { PageHeader } from '~/ui/page-header';
import { rootDataOf } from '~/ui/root-data';
import { seo } from '~/ui/seo';

export async function loader({ request, context }: LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const wines = await context.services.catalogue.listWines({ lang, channel: 'catalogue' });
  return { lang, wines };
}

export const headers = () => publicPage;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  const lang = data?.lang ?? 'pt';
  const t = translator(lang);
  return seo({
    title: t('wineList.title'),
    description: t('wineList.description'),
    lang,
    pathname: location.pathname,
    publicUrl: root.publicUrl,
    estateName: root.estate.name,
    image: '/images/banners/wineList.svg',
    photos: root.photos,
  });
};

export default function WineList() {
  const { lang, wines } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <PageHeader title={t('wineList.title')} image="/images/banners/wineList.svg" />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <p className="mx-auto max-w-3xl text-center text-lg leading-relaxed">
          {t('wineList.intro')}
        </p>
        {wines.length === 0 ? (
          <p className="mt-12 text-center">{t('wineList.empty')}</p>
        ) : (
          <div className="mt-12 grid gap-8 md:grid-cols-2">
            {wines.map((wine, i) => (
              <WineCard key={wine.id} wine={wine} lang={lang} eager={i < 2} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
