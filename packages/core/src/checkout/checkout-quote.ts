import { inArray } from 'drizzle-orm';
import {
  cartTotals,
  centsToEuros,
  deliveryRegionOf,
  goodsAfterDiscount,
  orderTotal,
  unitPrice,
  wineVatRate,
  type CheckoutConflict,
  type CheckoutConflictCode,
  type SiteLang,
} from '@mdc/shared';
import { wines, wineTranslations, type Database } from '@mdc/db';
import type { ShippingQuote, ShippingService } from '../shipping/index.ts';
import { lowest30Prices } from '../catalogue/index.ts';
import { priceDiscountCode, type PricedDiscount } from '../discount-codes/index.ts';
import { refusalText } from '../support/index.ts';
import type { CreatePaymentIntentData } from './checkout-types.ts';

export interface WineFacts {
  id: number;
  slug: string;
  imageUrl: string | null;
  priceCents: number;
  salePriceCents: number | null;
  /** What a sale is announced against (docs/decisions/096-reduction-reference-price.md). */
  lowest30Cents: number | null;
  stock: number;
  sellable: boolean;
  title: Record<SiteLang, string>;
}

/** The server's figures for a checkout, from the database now. */
export interface PricedCheckout {
  lines: Array<{ wine: WineFacts; quantity: number }>;
  totals: ReturnType<typeof cartTotals>;
  /** Where the order travels (the delivery address's country and region). */
  region: { country: string; region: string };
  shipping: ShippingQuote | null;
  shippingCents: number;
  totalCents: number;
  vatRate: number;
  /** The discount code typed, applied or refused (decision 074); null without one. */
  discount: PricedDiscount | null;
  conflict: CheckoutConflict | null;
  /** A conflict answer with these figures. */
  conflictFor(code: CheckoutConflictCode, message: string): CheckoutConflict;
}

/** Wines by id with what the checkout needs of them: prices, stock, titles in both languages. */
export async function loadWines(db: Database, ids: number[]): Promise<Map<number, WineFacts>> {
  if (ids.length === 0) return new Map();
  const [rows, texts] = await Promise.all([
    db.select().from(wines).where(inArray(wines.id, ids)),
    db
      .select({
        wineId: wineTranslations.wineId,
        lang: wineTranslations.lang,
        title: wineTranslations.title,
      })
      .from(wineTranslations)
      .where(inArray(wineTranslations.wineId, ids)),
  ]);
  const lowest30 = await lowest30Prices(db, rows);
  const title = (id: number, lang: SiteLang) =>
    texts.find((t) => t.wineId === id && t.lang === lang)?.title ??
    texts.find((t) => t.wineId === id)?.title ??
    `#${id}`;
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        slug: row.slug,
        imageUrl: row.imageUrl,
        priceCents: row.priceCents,
        salePriceCents: row.salePriceCents,
        lowest30Cents: lowest30.get(row.id) ?? null,
        stock: row.stock,
        sellable: row.showShop && row.archivedAt === null,
        title: { pt: title(row.id, 'pt'), en: title(row.id, 'en') },
      },
    ]),
  );
}

/**
 * Prices a checkout from the database: the goods, the discount code, the shipping option for the
 * delivery region, the total and VAT, and says what is wrong, if anything (fewer bottles than
 * asked, an option that does not serve the address, figures that differ from the page's). Bottles
 * this checkout already holds count as available to it. Reads only: nothing is reserved here.
 */
export async function priceCheckout(
  db: Database,
  shippingService: ShippingService,
  input: CreatePaymentIntentData,
  held: ReadonlyMap<number, number>,
  heldCodeId: number | null,
  at: Date,
): Promise<PricedCheckout> {
  const found = await loadWines(
    db,
    input.cart.map((line) => line.id),
  );
  const available = (id: number) => {
    const wine = found.get(id);
    return wine?.sellable ? wine.stock + (held.get(id) ?? 0) : 0;
  };
  const lines = input.cart.flatMap((line) => {
    const wine = found.get(line.id);
    return wine?.sellable ? [{ wine, quantity: line.quantity }] : [];
  });
  const totals = cartTotals(lines.map(({ wine, quantity }) => ({ ...wine, quantity })));

  const discount = await priceDiscountCode(
    db,
    input.discount_code,
    totals.subtotalCents,
    at,
    heldCodeId,
  );
  const discountCents = discount?.applied?.cents ?? 0;
  // Free shipping compares the goods after the code; shipping itself is never discounted.
  const goodsCents = goodsAfterDiscount(totals.subtotalCents, discountCents);
  const region = deliveryRegionOf(input.customer);
  const shipping =
    totals.bottles > 0
      ? await shippingService.quote({
          ...region,
          optionId: input.shipping_option_id,
          bottles: totals.bottles,
          subtotalCents: goodsCents,
        })
      : null;
  const shippingCents = shipping?.costCents ?? 0;
  const totalCents = orderTotal(goodsCents, shippingCents);
  const conflictFor = (code: CheckoutConflictCode, message: string): CheckoutConflict => ({
    error: code,
    code,
    message,
    subtotal: centsToEuros(totals.subtotalCents),
    shipping_cost: centsToEuros(shippingCents),
    total: centsToEuros(totalCents),
    discount_amount: centsToEuros(discountCents),
    items: input.cart.map(({ id }) => {
      const wine = found.get(id);
      return {
        id,
        price: centsToEuros(wine?.priceCents ?? 0),
        new_price:
          wine?.salePriceCents == null || unitPrice(wine) === wine.priceCents
            ? null
            : centsToEuros(wine.salePriceCents),
        lowest_price_30_days: wine?.lowest30Cents == null ? null : centsToEuros(wine.lowest30Cents),
        bottles_quantity: wine?.sellable ? wine.stock : 0,
      };
    }),
  });

  const priced: PricedCheckout = {
    lines,
    totals,
    region,
    shipping,
    shippingCents,
    totalCents,
    vatRate: wineVatRate(region.country, region.region),
    discount,
    conflict: null,
    conflictFor,
  };
  priced.conflict = conflictOf(input, priced, found, available);
  return priced;
}

/** What keeps this checkout from being paid as the page computed it, or null. */
function conflictOf(
  input: CreatePaymentIntentData,
  priced: PricedCheckout,
  found: ReadonlyMap<number, WineFacts>,
  available: (id: number) => number,
): CheckoutConflict | null {
  // Said in the buyer's language from the refusal catalogue (decision 135); the page says the code.
  const lang = input.customer.preferred_language;
  const short = input.cart.filter((line) => available(line.id) < line.quantity);
  if (short.length > 0) {
    const notes = short.map(({ id }) => {
      const left = available(id);
      const name = found.get(id)?.title[lang] ?? `#${id}`;
      return left === 0
        ? refusalText('conflict_sold_out', { name }, lang)
        : refusalText('conflict_few_left', { name, count: left }, lang);
    });
    return priced.conflictFor('sold_out', notes.join(' '));
  }
  if (!priced.shipping) {
    const reason = refusalText(
      'shipping_unavailable',
      { bottles: priced.totals.bottles, region: priced.region.region },
      lang,
    );
    return {
      ...priced.conflictFor('shipping_unavailable', reason),
      fields: { shipping_option_id: reason },
      field_codes: { shipping_option_id: 'invalid' },
    };
  }
  const changes = (
    [
      ['subtotal', input.subtotal, priced.totals.subtotalCents],
      ['shipping', input.shipping_cost, priced.shippingCents],
      ['total', input.total, priced.totalCents],
    ] as const
  )
    .filter(([, sent, actual]) => sent !== actual)
    .map(([name, sent, actual]) =>
      refusalText(
        `price_now_${name}`,
        { now_amount: centsToEuros(actual), sent_amount: centsToEuros(sent) },
        lang,
      ),
    );
  return changes.length > 0
    ? priced.conflictFor(
        'prices_changed',
        refusalText('prices_changed', { changes: changes.join(', ') }, lang),
      )
    : null;
}
