import { Link } from 'react-router';
import { pathTo } from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';

/** docs/product/site-pages.md#routes not-found page: English under /en, otherwise Portuguese, with a button home. */
export function NotFoundView() {
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
