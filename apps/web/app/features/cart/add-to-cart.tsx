import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo, type SiteLang, type Wine } from '@mdc/shared';
import { translator } from '~/i18n/i18n';
import { shellTimings } from '~/ui/overlays/timings';
import { useToast } from '~/ui/overlays/toasts';
import { useCart } from './cart-context';

/** At most this many bottles in the quantity list (cases of 6 and 12 are how wine travels). */
const maxChoice = 24;

/** Which button sent a cart form: the submitter's `intent`. */
export function submittedIntent(event: React.FormEvent<HTMLFormElement>): string | null {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement ? submitter.value : null;
}

/**
 * The product page's buying controls (docs/product/shop.md#product-page, docs/product/shop.md#cart): a quantity, add to cart with the
 * bottles still left to add (stock minus what the cart holds; at 0 it reads Out of stock), a
 * success toast on the first add of the page view, and buy now (adds if absent, then the cart).
 * A real form posted to the cart's action (docs/decisions/129-cart-in-a-cookie.md): without
 * scripts, or clicked before they start, the server adds and answers with the cart page; with
 * scripts the page stays and the cart count follows at once.
 */
export function AddToCart({ wine, lang }: { wine: Wine; lang: SiteLang }) {
  const t = translator(lang);
  const cart = useCart(lang);
  const toast = useToast();
  const navigate = useNavigate();
  const quantityId = useId();
  const remainingId = useId();
  const toastShown = useRef(false);
  const [quantity, setQuantity] = useState(1);

  const inCart = cart.quantityOf(wine.id);
  const remaining = Math.max(0, wine.bottles_quantity - inCart);
  const choices = Math.max(1, Math.min(remaining, maxChoice));
  const chosen = Math.min(quantity, choices);

  const add = () => {
    if (remaining === 0) return;
    cart.add(wine, chosen);
    setQuantity(1);
    if (!toastShown.current) {
      toastShown.current = true;
      toast(
        'success',
        t('shop.product.added', { title: wine.product_title }),
        shellTimings.formToastMs,
      );
    }
  };

  const buyNow = () => {
    if (inCart === 0) cart.add(wine, chosen);
    void navigate(pathTo('cart', lang));
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittedIntent(event) === 'buy') buyNow();
    else add();
  };

  return (
    <form
      method="post"
      action={pathTo('cart', lang)}
      onSubmit={onSubmit}
      data-posts-early=""
      data-testid="add-to-cart-form"
      className="mt-6 flex flex-col gap-4"
    >
      <input type="hidden" name="id" value={wine.id} />
      {/* Without scripts the action answers with the cart page (cart.server.ts). */}
      <input type="hidden" name="redirect" value="cart" />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col">
          <label htmlFor={quantityId} className="text-sm font-semibold">
            {t('shop.product.quantity')}
          </label>
          <select
            id={quantityId}
            name="quantity"
            value={chosen}
            disabled={remaining === 0}
            onChange={(event) => setQuantity(Number(event.target.value))}
            className="mt-1 min-h-11 rounded border border-ink/40 bg-white px-3 disabled:opacity-60"
          >
            {Array.from({ length: choices }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          name="intent"
          value="add"
          disabled={remaining === 0}
          aria-describedby={remainingId}
          className="min-h-11 flex-1 rounded bg-wine px-5 py-2.5 font-semibold text-white hover:bg-wine-dark disabled:cursor-not-allowed disabled:bg-ink/40"
        >
          {remaining === 0 ? t('shop.product.outOfStock') : t('shop.product.addToCart')}
        </button>
        <button
          type="submit"
          name="intent"
          value="buy"
          className="min-h-11 w-full rounded border-2 border-wine px-5 py-2 font-semibold sm:w-auto sm:flex-1 text-wine hover:bg-wine hover:text-white"
        >
          {t('shop.product.buyNow')}
        </button>
      </div>
      <p id={remainingId} className="text-sm text-ink/80" aria-live="polite">
        {t('shop.product.remaining', { count: remaining })}
      </p>
    </form>
  );
}

/**
 * The shop list's add to cart of one bottle (docs/product/shop.md#shop-pages "Shop list"): the
 * same form and action as the product page's; with scripts each add is confirmed by a toast.
 */
export function CardAddToCart({ wine, lang }: { wine: Wine; lang: SiteLang }) {
  const t = translator(lang);
  const cart = useCart(lang);
  const toast = useToast();
  const remaining = Math.max(0, wine.bottles_quantity - cart.quantityOf(wine.id));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remaining === 0) return;
    cart.add(wine, 1);
    toast(
      'success',
      t('shop.product.added', { title: wine.product_title }),
      shellTimings.formToastMs,
    );
  };

  return (
    <form
      method="post"
      action={pathTo('cart', lang)}
      onSubmit={onSubmit}
      data-posts-early=""
      className="mt-3 flex"
    >
      <input type="hidden" name="id" value={wine.id} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="redirect" value="cart" />
      <button
        type="submit"
        name="intent"
        value="add"
        disabled={remaining === 0}
        className="min-h-11 flex-1 rounded border-2 border-wine px-5 py-2 font-semibold text-wine hover:bg-wine hover:text-white disabled:cursor-not-allowed disabled:border-ink/40 disabled:text-ink/60 disabled:hover:bg-transparent"
      >
        {remaining === 0 ? t('shop.product.outOfStock') : t('shop.card.addToCart')}
        <span className="sr-only"> {wine.product_title}</span>
      </button>
    </form>
  );
}
