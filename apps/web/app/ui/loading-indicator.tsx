import { useNavigation } from 'react-router';
import { useT } from '~/i18n/i18n';

/** Shown while the next page's data loads after a click ('Carregando...' / 'Loading...'). */
export function LoadingIndicator() {
  const t = useT();
  const busy = useNavigation().state === 'loading';
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
    >
      {busy ? (
        <div className="mx-auto mt-2 w-fit rounded-full bg-wine px-4 py-1 text-sm text-white shadow">
          {t('site.loading')}
        </div>
      ) : null}
    </div>
  );
}
