import { lazy, Suspense } from 'react';
import { useHydrated } from '~/ui/use-hydrated';

const StockAlert = lazy(() =>
  import('./stock-alert-form').then((module) => ({ default: module.StockAlertForm })),
);

/** The stock-alert form's room on the page while its code loads: no jump when it arrives. */
function StockAlertRoom() {
  return <div aria-hidden="true" className="mt-6 min-h-80 rounded border border-ink/20" />;
}

/**
 * "Tell me when it is back" (decision 072) shows only on a sold-out wine's page, so its code (react-hook-form
 * with it) is not part of the product page's first scripts. It is rendered on the client only,
 * after hydration, so there is no server-rendered form for a late chunk to replace under the
 * visitor (as happened to a lazy booking form, see lazy-forms.tsx); the form needs the browser
 * anyway (robot check, sending). Its own file, so the pages without it do not share its code.
 */
export function LazyStockAlertForm({ productUrl }: { productUrl: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <StockAlertRoom />;
  return (
    <Suspense fallback={<StockAlertRoom />}>
      <StockAlert productUrl={productUrl} />
    </Suspense>
  );
}
