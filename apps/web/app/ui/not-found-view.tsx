import { Link } from 'react-router';
import { pathTo } from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';

/**
 * docs/product/site-pages.md#routes not-found page: English under /en, otherwise Portuguese, with
 * a button home. A guest address passes its own texts and way back (routes/guest.tsx).
 */
export function NotFoundView(props: { message?: string; button?: string; to?: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-serif text-4xl font-semibold text-wine">
        {props.message ?? t('notFound.message')}
      </h1>
      <Link
        to={props.to ?? pathTo('home', lang)}
        className="mt-8 inline-block rounded bg-wine px-5 py-3 font-semibold text-white hover:bg-wine-dark"
      >
        {props.button ?? t('notFound.button')}
      </Link>
    </div>
  );
}
