import { useEffect } from 'react';
import { pathTo, type SiteLang } from '@mdc/shared';
import { translator } from '~/i18n/i18n';
import { useToast } from '~/ui/overlays/toasts';
import { useCartStore } from './cart-store';

/**
 * Posts one change to the cart's action as React Router's own data request does (the page's
 * address with `.data`), so the page is not rendered again: the answer's status says whether the
 * server refused it and its `Set-Cookie` corrects the cart. React Router's fetcher would do the
 * same but brings `useSubmit` into the code every page loads (apps/web/bundle.test.ts).
 */
async function postEdit(lang: SiteLang, fields: Record<string, string>): Promise<number> {
  const answer = await fetch(`${pathTo('cart', lang)}.data`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    credentials: 'same-origin',
  });
  await answer.body?.cancel();
  return answer.status;
}

/** The refusals a change sent by the page can meet: the wine left the shop or sold out since. */
const refusalOf: Record<number, 'unknownWine' | 'soldOut'> = { 404: 'unknownWine', 409: 'soldOut' };

/**
 * Sends the cart's changes to its action on the shop's pages (docs/decisions/129-cart-in-a-cookie.md),
 * one after the other, each an absolute quantity, so the last change wins and a repeated request
 * cannot add twice. After each answer the cookie is read again and the other tabs told; a refusal
 * is said in a toast. Rendered once, by the shop layout.
 */
export function CartSync() {
  const { register, refresh } = useCartStore();
  const toast = useToast();

  useEffect(() => {
    let queue = Promise.resolve();
    return register((lang, fields) => {
      queue = queue
        .then(() => postEdit(lang, fields))
        .then((status) => {
          refresh();
          const refusal = refusalOf[status];
          if (refusal) toast('error', translator(lang)(`shop.cart.refusals.id.${refusal}`));
        })
        // Offline or a server error: the cookie keeps the change; the server checks it when the
        // cart or the checkout is next loaded.
        .catch(() => {});
    });
  }, [register, refresh, toast]);

  return null;
}
