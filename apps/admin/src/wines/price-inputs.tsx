import { Alert } from '@mui/material';
import {
  isLargePriceChange,
  isSaleValid,
  lowest30DaysBeforeCurrent,
  reductionPercent,
  reductionReference,
  eurosToCents,
  unitPrice,
  type AdminWine,
} from '@mdc/shared';
import { useRef, useState, type MouseEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Confirm, SaveButton, required, useRecordContext, useTranslate } from 'react-admin';
import { centsOf as cents, DecimalInput, useMoney } from '../ui';

/** The sale rule of the shop, checked here first so staff read it in their language. */
const saleBelowPrice = (value: unknown, wine: { price?: unknown }) => {
  const sale = cents(value);
  return sale !== null && (sale <= 0 || sale >= (cents(wine.price) ?? 0))
    ? 'resources.wines.errors.new_price'
    : undefined;
};

/**
 * Price and sale price, each showing what it will save, and under them what the shop will
 * announce: the reduction measured from the lowest price of the 30 days before it (Decreto-Lei
 * 109-G/2021), worked out from the wine's price history by the shop's own rule before staff save
 * (docs/decisions/096-reduction-reference-price.md).
 */
export function PriceInputs() {
  return (
    <>
      <DecimalInput euros source="price" min={0} max={100_000} validate={required()} />
      <DecimalInput
        euros
        source="new_price"
        min={0}
        max={100_000}
        validate={saleBelowPrice}
        helperText="resources.wines.helpers.new_price"
      />
      <SalePreview />
    </>
  );
}

function SalePreview() {
  const wine = useRecordContext<AdminWine>();
  const [price, salePrice] = useWatch({ name: ['price', 'new_price'] });
  const translate = useTranslate();
  const money = useMoney();
  const priceCents = cents(price);
  const salePriceCents = cents(salePrice);
  if (priceCents === null || salePriceCents === null) return null;
  if (!isSaleValid(priceCents, salePriceCents)) return null;
  const history = (wine?.price_history ?? []).map((period) => ({
    fromMs: Date.parse(period.from),
    unitPriceCents: eurosToCents(period.unit_price),
  }));
  // The history as it will be once saved: this sale price from now on.
  const lowest30Cents = lowest30DaysBeforeCurrent([
    ...history,
    { fromMs: Date.now(), unitPriceCents: salePriceCents },
  ]);
  const item = { priceCents, salePriceCents, lowest30Cents };
  const reference = reductionReference(item);
  const euros = money.cents;
  return (
    <Alert
      severity={reference === null ? 'warning' : 'info'}
      role="status"
      sx={{ mb: 2, width: '100%' }}
    >
      {reference === null
        ? translate('resources.wines.sale_preview.none', {
            reference: euros(lowest30Cents ?? priceCents),
            price: euros(salePriceCents),
          })
        : translate('resources.wines.sale_preview.announced', {
            reference: euros(reference),
            percent: reductionPercent(item),
            saving: euros(reference - salePriceCents),
          })}
    </Alert>
  );
}

interface PriceChange {
  from: number;
  to: number;
}

/** The list or bottle price change over 50 % between the saved wine and the form, if any. */
function largeChange(saved: AdminWine, price: unknown, salePrice: unknown): PriceChange | null {
  const before = cents(saved.price);
  const after = cents(price);
  if (before === null || after === null) return null;
  if (isLargePriceChange(before, after)) return { from: before, to: after };
  const unit = (priceCents: number, sale: unknown) =>
    unitPrice({ priceCents, salePriceCents: cents(sale) });
  const [unitBefore, unitAfter] = [unit(before, saved.new_price), unit(after, salePrice)];
  return isLargePriceChange(unitBefore, unitAfter) ? { from: unitBefore, to: unitAfter } : null;
}

/**
 * Save, asking first when a price moves more than 50 % (docs/decisions/091-admin-numbers.md);
 * the confirmation travels with the save, since the server refuses such a change without it.
 */
export function PriceCheckedSaveButton({ disabled }: { disabled?: boolean }) {
  const saved = useRecordContext<AdminWine>();
  const { getValues } = useFormContext();
  const translate = useTranslate();
  const money = useMoney();
  const [asking, setAsking] = useState<PriceChange | null>(null);
  const confirmed = useRef(false);
  const wrapper = useRef<HTMLSpanElement>(null);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!saved || confirmed.current) return;
    const change = largeChange(saved, getValues('price'), getValues('new_price'));
    if (change) {
      event.preventDefault();
      setAsking(change);
    }
  };
  const percent = asking ? Math.round(((asking.to - asking.from) / asking.from) * 100) : 0;
  return (
    <>
      <span ref={wrapper} style={{ display: 'contents' }}>
        <SaveButton
          disabled={disabled}
          onClick={onClick}
          transform={(data) => {
            const withConfirmation = { ...data, price_change_confirmed: confirmed.current };
            confirmed.current = false;
            return withConfirmation;
          }}
        />
      </span>
      <Confirm
        isOpen={asking !== null}
        title={translate('resources.wines.price_change.title')}
        content={translate('resources.wines.price_change.content', {
          from: money.cents(asking?.from ?? 0),
          to: money.cents(asking?.to ?? 0),
          change: `${percent > 0 ? '+' : ''}${percent}`,
        })}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          confirmed.current = true;
          setAsking(null);
          wrapper.current?.querySelector('button')?.click();
        }}
      />
    </>
  );
}
