import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  formatPrice,
  lineTotal,
  pathTo,
  reductionPercent,
  reductionReference,
  unitPrice,
  type SiteLang,
} from '@mdc/shared';
import { translator } from '~/i18n/i18n';
import { WineImage } from '~/ui/wine-image';
import { cartItemPricing, type CartApi, type CartItem } from './cart-context';
import { quantityFromInput } from './cart-state';

/**
 * A small form of the cart's action (docs/decisions/129-cart-in-a-cookie.md): without scripts it
 * posts and the page comes back with the cart changed; with scripts `onEdit` makes the change.
 */
function CartEditForm({
  lang,
  id,
  fields,
  onEdit,
  className,
  children,
}: {
  lang: SiteLang;
  id: number;
  fields: Record<string, string>;
  onEdit: (form: FormData) => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <form
      method="post"
      action={pathTo('cart', lang)}
      data-posts-early=""
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onEdit(new FormData(event.currentTarget));
      }}
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="redirect" value="cart" />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

/**
 * The cart table of docs/product/shop.md#cart: a table from 768 px, one card per wine below (each cell then
 * carries its own label).
 */
export function CartLines({ lang, cart }: { lang: SiteLang; cart: CartApi }) {
  const t = translator(lang);
  const { items } = cart;
  const head = 'px-3 py-2 text-left text-sm font-semibold';
  return (
    <table className="w-full self-start border-collapse max-md:block">
      <caption className="sr-only">{t('shop.cart.caption')}</caption>
      <thead className="border-b border-ink/20 max-md:sr-only">
        <tr>
          <th scope="col" className={head}>
            {t('shop.cart.product')}
          </th>
          <th scope="col" className={head}>
            {t('shop.cart.quantity')}
          </th>
          <th scope="col" className={head}>
            {t('shop.cart.price')}
          </th>
          <th scope="col" className={head}>
            {t('shop.cart.discount')}
          </th>
          <th scope="col" className={`${head} text-right`}>
            {t('shop.cart.lineTotal')}
          </th>
          <th scope="col" className={head}>
            <span className="sr-only">{t('shop.cart.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="max-md:flex max-md:flex-col max-md:gap-4">
        {items.map((item) => (
          <CartLine key={item.id} item={item} lang={lang} cart={cart} />
        ))}
      </tbody>
    </table>
  );
}

function CartLine({ item, lang, cart }: { item: CartItem; lang: SiteLang; cart: CartApi }) {
  const t = translator(lang);
  const { remove } = cart;
  const pricing = cartItemPricing(item);
  // Announced against the lowest price of the 30 days before the sale (Decreto-Lei 109-G/2021).
  const reference = reductionReference(pricing);
  const percent = reductionPercent(pricing);
  const cell =
    'px-3 py-3 align-middle max-md:flex max-md:items-center max-md:justify-between max-md:py-1.5';
  const label = (text: string) => (
    <span aria-hidden="true" className="text-sm font-semibold md:hidden">
      {text}
    </span>
  );
  return (
    <tr className="border-b border-ink/10 max-md:block max-md:rounded-lg max-md:border-0 max-md:bg-white/70 max-md:p-3 max-md:shadow-sm max-md:ring-1 max-md:ring-ink/5">
      <th scope="row" className="px-3 py-3 text-left font-normal max-md:block">
        <Link
          to={pathTo('shopProduct', lang, { productUrl: item.product_url })}
          className="flex items-center gap-3 font-serif text-xl font-semibold text-wine hover:underline"
        >
          <WineImage wine={item} lang={lang} decorative className="h-20 w-auto shrink-0" />
          {item.product_title}
        </Link>
      </th>
      <td className={cell}>
        {label(t('shop.cart.quantity'))}
        <QuantityStepper item={item} lang={lang} cart={cart} />
      </td>
      <td className={cell}>
        {label(t('shop.cart.price'))}
        <span>
          {reference !== null ? (
            <>
              <span className="sr-only">{t('shop.price.was')}</span>
              <s className="mr-2 text-ink/70">{formatPrice(reference, lang)}</s>
              <span className="sr-only">{t('shop.price.now')}</span>
              <span className="font-semibold">{formatPrice(unitPrice(pricing), lang)}</span>
            </>
          ) : (
            <span className="font-semibold">{formatPrice(unitPrice(pricing), lang)}</span>
          )}
        </span>
      </td>
      <td className={cell}>
        {label(t('shop.cart.discount'))}
        <span>{percent > 0 ? t('shop.price.discount', { percent }) : '—'}</span>
      </td>
      <td className={`${cell} font-semibold md:text-right`}>
        {label(t('shop.cart.lineTotal'))}
        {formatPrice(lineTotal(pricing), lang)}
      </td>
      <td className={`${cell} max-md:justify-end`}>
        <CartEditForm
          lang={lang}
          id={item.id}
          fields={{ intent: 'remove' }}
          onEdit={() => remove(item.id)}
        >
          <button
            type="submit"
            aria-label={t('shop.cart.removeLabel', { title: item.product_title })}
            className="inline-flex min-h-10 items-center gap-1 rounded px-2 text-sm font-semibold text-wine hover:bg-wine/10"
          >
            <svg
              viewBox="0 0 20 20"
              width="18"
              height="18"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            >
              <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
            </svg>
            {t('shop.cart.remove')}
          </button>
        </CartEditForm>
      </td>
    </tr>
  );
}

/**
 * − / number / + with the docs/product/shop.md#cart rules; at the stock limit the box turns red with
 * a note. Three forms of the cart's action: without scripts − and + post the next quantity and the
 * box posts what was typed (its Update button shows only then).
 */
function QuantityStepper({ item, lang, cart }: { item: CartItem; lang: SiteLang; cart: CartApi }) {
  const t = translator(lang);
  const { setQuantity } = cart;
  const inputId = useId();
  const noteId = useId();
  const [draft, setDraft] = useState(String(item.quantity));
  useEffect(() => setDraft(String(item.quantity)), [item.quantity]);
  const atLimit = item.quantity >= item.bottles_quantity;
  const step =
    'grid size-10 place-items-center rounded border border-ink/30 bg-white text-lg font-semibold hover:border-wine disabled:cursor-not-allowed disabled:opacity-40';

  const commit = (text: string) => {
    const next = quantityFromInput(text, item.quantity, item.bottles_quantity);
    setDraft(String(next));
    setQuantity(item.id, next);
  };
  const stepTo = (quantity: number) => ({ intent: 'set', quantity: String(quantity) });

  return (
    <div className="flex flex-col items-end md:items-start">
      <div className="flex items-center gap-1">
        <CartEditForm
          lang={lang}
          id={item.id}
          fields={stepTo(Math.max(1, item.quantity - 1))}
          onEdit={() => setQuantity(item.id, item.quantity - 1)}
        >
          <button
            type="submit"
            className={step}
            disabled={item.quantity <= 1}
            aria-label={t('shop.cart.decrease', { title: item.product_title })}
          >
            <span aria-hidden="true">−</span>
          </button>
        </CartEditForm>
        <CartEditForm
          lang={lang}
          id={item.id}
          fields={{ intent: 'set' }}
          onEdit={(form) => commit(String(form.get('quantity') ?? ''))}
          className="flex items-center gap-1"
        >
          <label htmlFor={inputId} className="sr-only">
            {t('shop.cart.quantityOf', { title: item.product_title })}
          </label>
          <input
            id={inputId}
            name="quantity"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={draft}
            aria-invalid={atLimit || undefined}
            aria-describedby={atLimit ? noteId : undefined}
            onChange={(event) => {
              const text = event.target.value;
              // An empty box is allowed while typing; it becomes 1 when left.
              if (text.trim() === '') setDraft(text);
              else commit(text);
            }}
            onBlur={(event) => commit(event.target.value)}
            className={`h-10 w-14 rounded border-2 bg-white text-center font-semibold ${atLimit ? 'border-red-700 text-red-800' : 'border-ink/30'}`}
          />
          <noscript>
            <button
              type="submit"
              aria-label={t('shop.cart.update', { title: item.product_title })}
              className="min-h-10 rounded border border-ink/30 bg-white px-2 text-sm font-semibold hover:border-wine"
            >
              {t('shop.cart.updateShort')}
            </button>
          </noscript>
        </CartEditForm>
        <CartEditForm
          lang={lang}
          id={item.id}
          fields={stepTo(item.quantity + 1)}
          onEdit={() => setQuantity(item.id, item.quantity + 1)}
        >
          <button
            type="submit"
            className={step}
            disabled={atLimit}
            aria-label={t('shop.cart.increase', { title: item.product_title })}
          >
            <span aria-hidden="true">+</span>
          </button>
        </CartEditForm>
      </div>
      {atLimit ? (
        <p id={noteId} className="mt-1 text-sm font-semibold text-red-800">
          {t('shop.cart.noMore')}
        </p>
      ) : null}
    </div>
  );
}

/** Total before discount, savings and subtotal, from the shared cartTotals. */
export function CartSummary({ lang, cart }: { lang: SiteLang; cart: CartApi }) {
  const t = translator(lang);
  const { totals } = cart;
  const row = 'flex justify-between gap-4 py-1.5';
  return (
    <dl className="text-lg">
      <div className={row}>
        <dt>{t('shop.cart.totalBefore')}</dt>
        <dd>{formatPrice(totals.totalBeforeDiscountCents, lang)}</dd>
      </div>
      <div className={`${row} text-olive`}>
        <dt>{t('shop.cart.savings')}</dt>
        <dd>{formatPrice(totals.savingsCents, lang)}</dd>
      </div>
      <div className={`${row} border-t border-ink/20 pt-3 text-xl font-semibold`}>
        <dt>{t('shop.cart.subtotal')}</dt>
        <dd>{formatPrice(totals.subtotalCents, lang)}</dd>
      </div>
    </dl>
  );
}
