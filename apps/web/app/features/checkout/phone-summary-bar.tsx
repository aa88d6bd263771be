import { useEffect, useId, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { formatPrice, type SiteLang } from '@mdc/shared';

/** Below this width the order summary is a collapsible bar at the top (docs/product/shop.md#checkout). */
const phoneQuery = '(max-width: 767.98px)';

/** True on a phone-sized screen; false while rendering on the server (the desktop layout). */
export function useIsPhone(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(phoneQuery);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}

/**
 * The phone's order summary (decision 110): a bar at the top with the total, a button
 * (aria-expanded) that opens the full summary under it, as the best checkouts do.
 */
export function PhoneSummaryBar({
  totalCents,
  lang,
  t,
  children,
}: {
  totalCents: number;
  lang: SiteLang;
  t: TFunction;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="-mx-4 -mt-8 mb-6 border-b border-ink/10 bg-cream" data-testid="phone-summary">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-wine"
      >
        <span className="flex items-center gap-2">
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
          {open ? t('checkout.summary.hide') : t('checkout.summary.show')}
        </span>
        <span className="text-lg text-ink">{formatPrice(totalCents, lang)}</span>
      </button>
      <div id={panelId} hidden={!open} className="px-4 pb-4">
        {children}
      </div>
    </div>
  );
}
