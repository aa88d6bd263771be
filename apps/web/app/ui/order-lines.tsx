import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import {
  eurosToCents,
  formatPrice,
  goodsAfterDiscount,
  isShippingFree,
  lineTotal,
  pathTo,
  summaryRows,
  unitPrice,
  type Order,
  type SiteLang,
  type SummaryFigures,
} from '@mdc/shared';

export interface OrderLine {
  id: number;
  title: string;
  productUrl: string;
  imageUrl: string | null;
  quantity: number;
  unitCents: number;
  lineCents: number;
}

export interface TotalRow {
  label: string;
  value: ReactNode;
  strong?: boolean;
}

/** A saved order's lines and amounts in cents; shipping shows as free per docs/product/shop.md#prices-and-sales. */
export function orderSummary(order: Order) {
  const subtotalCents = eurosToCents(order.subtotal);
  const shippingCents = eurosToCents(order.shipping_cost);
  const discountCents = eurosToCents(order.discount_amount);
  const shippingFree = isShippingFree(
    shippingCents,
    {
      priceCents: shippingCents,
      allowFreeShipping: order.allow_free_shipping,
      freeShippingFromCents: eurosToCents(order.free_shipping_from),
    },
    // The free-shipping threshold compares the goods after the discount code (decision 074).
    goodsAfterDiscount(subtotalCents, discountCents),
  );
  const lines = order.items.map((item): OrderLine => {
    const priced = {
      priceCents: eurosToCents(item.price),
      salePriceCents: item.new_price === null ? null : eurosToCents(item.new_price),
      quantity: item.quantity,
    };
    return {
      id: item.id,
      title: item.product_title || item.product_name,
      productUrl: item.product_url,
      imageUrl: item.image_url,
      quantity: item.quantity,
      unitCents: unitPrice(priced),
      lineCents: lineTotal(priced),
    };
  });
  return {
    lines,
    subtotalCents,
    shippingCents,
    shippingFree,
    savingsCents: eurosToCents(order.total_without_discount) - subtotalCents,
    discountCode: order.discount_code,
    discountCents,
    totalCents: eurosToCents(order.total_amount),
  };
}

/**
 * An order summary's total rows (checkout, thank-you page, profile), in the shared order that adds
 * up as printed: price before the sale, savings, subtotal, the discount code's line, shipping (or
 * free, or "after the address" while none is chosen) and total.
 */
export function summaryTotalRows(
  figures: SummaryFigures & { discountCode: string | null; shippingFree: boolean },
  t: TFunction,
  lang: SiteLang,
): TotalRow[] {
  return summaryRows(figures).map((row): TotalRow => {
    const amount = formatPrice(row.cents ?? 0, lang);
    switch (row.kind) {
      case 'beforeSale':
        return { label: t('checkout.summary.beforeSale'), value: amount };
      case 'savings':
        return { label: t('checkout.summary.savings'), value: `−${amount}` };
      case 'subtotal':
        return { label: t('checkout.summary.subtotal'), value: amount };
      case 'discount':
        return {
          label: figures.discountCode
            ? t('discountCodes.summaryLine', { code: figures.discountCode })
            : t('checkout.summary.discount'),
          value: `−${amount}`,
        };
      case 'shipping':
        return {
          label: t('checkout.summary.shipping'),
          value:
            row.cents === null
              ? t('checkout.summary.shippingPending')
              : figures.shippingFree || row.cents === 0
                ? t('checkout.options.free')
                : amount,
        };
      case 'total':
        return { label: t('checkout.summary.total'), value: amount, strong: true };
    }
  });
}

/** A saved order's total rows. */
export function orderTotalRows(
  summary: ReturnType<typeof orderSummary>,
  t: TFunction,
  lang: SiteLang,
): TotalRow[] {
  return summaryTotalRows(
    {
      beforeSaleCents: summary.subtotalCents + summary.savingsCents,
      subtotalCents: summary.subtotalCents,
      discountCents: summary.discountCode ? summary.discountCents : 0,
      shippingCents: summary.shippingCents,
      totalCents: summary.totalCents,
      discountCode: summary.discountCode,
      shippingFree: summary.shippingFree,
    },
    t,
    lang,
  );
}

/**
 * An order's lines and totals as a table: the checkout summary and profile orders (50 px
 * thumbnails) and the thank-you page (70 px), docs/product/shop.md#thank-you-page.
 */
export function OrderLines({
  lines,
  totals,
  thumbnail,
  caption,
  lang,
  t,
}: {
  lines: readonly OrderLine[];
  totals: readonly TotalRow[];
  thumbnail: 50 | 70;
  caption: string;
  lang: SiteLang;
  t: TFunction;
}) {
  const size = thumbnail === 50 ? 'h-[50px] w-[50px]' : 'h-[70px] w-[70px]';
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-ink/20 text-sm">
          <th scope="col" className="py-2 pr-2 font-semibold">
            {t('checkout.summary.product')}
          </th>
          <th scope="col" className="px-2 py-2 text-center font-semibold">
            {t('checkout.summary.quantity')}
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-semibold">
            {t('checkout.summary.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} className="border-b border-ink/10">
            <td className="py-2 pr-2">
              <div className="flex items-center gap-3">
                <img
                  src={line.imageUrl || `/images/placeholder-wine-${lang}.svg`}
                  alt=""
                  width={thumbnail}
                  height={thumbnail}
                  loading="lazy"
                  className={`${size} shrink-0 rounded-sm bg-cream object-contain`}
                />
                <div>
                  <Link
                    to={pathTo('shopProduct', lang, { productUrl: line.productUrl })}
                    className="font-semibold text-wine underline-offset-2 hover:underline"
                  >
                    {line.title}
                  </Link>
                  <p className="text-sm text-ink/75">
                    {t('checkout.summary.unitPrice', { price: formatPrice(line.unitCents, lang) })}
                  </p>
                </div>
              </div>
            </td>
            <td className="px-2 py-2 text-center tabular-nums">{line.quantity}</td>
            <td className="whitespace-nowrap py-2 pl-2 text-right tabular-nums">
              {formatPrice(line.lineCents, lang)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map((row) => (
          <tr key={row.label} className={row.strong ? 'text-lg font-semibold' : ''}>
            <th scope="row" colSpan={2} className="pt-2 pr-2 text-right font-[inherit]">
              {row.label}
            </th>
            <td className="whitespace-nowrap pt-2 pl-2 text-right tabular-nums">{row.value}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
