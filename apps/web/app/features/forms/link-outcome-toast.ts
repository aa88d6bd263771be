import { useEffect, useRef } from 'react';
import { useToast, type ToastKind } from '~/ui/overlays/toasts';

/**
 * For a page that the links of e-mails land on with `?<param>=<outcome>` (the newsletter's on the
 * home page, the stock alerts' in the shop): shows the outcome's toast once and takes the
 * parameter out of the address, so a reload or a shared link does not repeat it.
 */
export function useLinkOutcomeToast<O extends string>(
  param: string,
  kinds: Readonly<Record<O, ToastKind>>,
  text: (outcome: O) => string,
  durationMs?: number,
): void {
  const toast = useToast();
  const shown = useRef(false);

  useEffect(() => {
    if (shown.current) return;
    const url = new URL(window.location.href);
    const outcome = url.searchParams.get(param);
    if (outcome === null || !Object.hasOwn(kinds, outcome)) return;
    shown.current = true;
    toast(kinds[outcome as O], text(outcome as O), durationMs);
    url.searchParams.delete(param);
    // The router's own entry state is kept; only the visible address changes.
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [param, kinds, text, durationMs, toast]);
}
