import { Suspense } from 'react';
import { lazyInPlace } from './lazy-in-place';

const StockAlert = lazyInPlace(() =>
  import('./stock-alert-form').then((module) => module.StockAlertForm),
);

/** The stock-alert form's room on the page while its code loads: no jump when it arrives. */
function StockAlertRoom() {
  return <div aria-hidden="true" className="mt-6 min-h-80 rounded border border-ink/20" />;
}

/**
 * "Tell me when it is back" (decision 072) shows only on a sold-out wine's page, so its code (react-hook-form
 * with it) is not part of the product page's first scripts: a chunk of its own, as the home
 * page's newsletter form (lazy-forms.tsx). The server renders it into the page, so the form
 * posts to the product page's action without scripts (docs/decisions/127-visitor-forms-as-route-actions.md);
 * the browser fetches its code while it hydrates. Its own file, so the pages without it do not
 * share its code.
 */
export function LazyStockAlertForm({ productUrl }: { productUrl: string }) {
  return (
    <Suspense fallback={<StockAlertRoom />}>
      <StockAlert productUrl={productUrl} />
    </Suspense>
  );
}
