import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { pathTo } from '@mdc/shared';
import { useToast } from '~/ui/overlays/toasts';
import type { CartActionData } from './cart.server';
import { useCartStore } from './cart-store';

/**
 * Sends the cart's changes to its action on the shop's pages (docs/decisions/129-cart-in-a-cookie.md):
 * one keyed fetcher, so a newer change replaces one still on its way, and each change is an
 * absolute quantity, so a repeated request cannot add twice. The answer's cookie is read again and
 * the other tabs told; a refusal is said in a toast. Rendered once, by the shop layout.
 */
export function CartSync() {
  const { register, refresh } = useCartStore();
  const fetcher = useFetcher<CartActionData>({ key: 'cart' });
  const toast = useToast();
  const submit = fetcher.submit;

  useEffect(
    () =>
      register((lang, fields) => {
        void submit(fields, { method: 'post', action: pathTo('cart', lang) });
      }),
    [register, submit],
  );

  const answered = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answered) return;
    refresh();
    if (answered.error) toast('error', answered.error.message);
  }, [answered, refresh, toast]);

  return null;
}
