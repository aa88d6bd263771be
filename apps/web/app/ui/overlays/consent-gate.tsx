import { useState } from 'react';
import { useShellT } from '~/i18n/i18n';
import { useConsent } from './consent-context';

/**
 * Third-party content (map, rental-listing widget, reCAPTCHA) loads only after the visitor
 * accepted cookies, or clicked to load this one item. Until then a placeholder says what it is.
 */
export function ConsentGate({
  what,
  children,
  className = '',
}: {
  /** What would load, e.g. "Mapa (OpenStreetMap)". */
  what: string;
  children: React.ReactNode;
  className?: string;
}) {
  const t = useShellT();
  const { consent } = useConsent();
  const [loadOnce, setLoadOnce] = useState(false);
  if (consent === 'accepted' || loadOnce) return <>{children}</>;
  return (
    <div
      className={`flex flex-col items-center justify-center gap-3 rounded-md border border-dashed border-current/40 p-6 text-center ${className}`}
      data-consent-placeholder={what}
    >
      <p className="text-sm">{t('consent.placeholder', { what })}</p>
      <button
        type="button"
        onClick={() => setLoadOnce(true)}
        className="rounded border border-current px-3 py-1.5 text-sm font-semibold hover:bg-current/10"
      >
        {t('consent.loadOnce')}
      </button>
    </div>
  );
}
