import type { TFunction } from 'i18next';
import { formatPrice, type ShippingOptionResult, type SiteLang } from '@mdc/shared';
import { checkoutAmounts, shippingRuleOf } from './checkout-payload';

/**
 * docs/product/shop.md#checkout "Shipping options": the options of the delivery region with their cost for this
 * order (free from a threshold when the option allows it), the chosen one checked.
 */
export function ShippingOptions({
  options,
  optionId,
  onChoose,
  deliveryChosen,
  showError,
  subtotalCents,
  discountCents,
  className,
  headingClass,
  lang,
  t,
}: {
  options: ShippingOptionResult[] | null;
  optionId: number | null;
  onChoose: (id: number) => void;
  deliveryChosen: boolean;
  showError: boolean;
  subtotalCents: number;
  discountCents: number;
  className: string;
  headingClass: string;
  lang: SiteLang;
  t: TFunction;
}) {
  return (
    <section aria-labelledby="options-title" className={className}>
      <fieldset
        id="checkout-shipping-options"
        tabIndex={-1}
        aria-describedby={showError ? 'checkout-options-error' : undefined}
      >
        <legend id="options-title" className={headingClass}>
          {t('checkout.options.title')}
        </legend>
        <div aria-live="polite" className="mt-3">
          {!deliveryChosen ? (
            <p className="text-ink/80">{t('checkout.options.chooseAddress')}</p>
          ) : options === null ? (
            <p>{t('checkout.options.loading')}</p>
          ) : options.length === 0 ? (
            <p id="checkout-options-error" className="font-semibold text-wine">
              {t('checkout.options.none')}
            </p>
          ) : (
            <ul className="grid gap-2">
              {options.map((choice) => {
                const cost = checkoutAmounts(subtotalCents, choice, discountCents).shippingCents;
                const rule = shippingRuleOf(choice);
                return (
                  <li key={choice.id}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-sm border border-ink/20 px-3 py-2 has-checked:border-wine has-checked:bg-wine/5">
                      <input
                        type="radio"
                        name="shipping_option_id"
                        value={choice.id}
                        checked={choice.id === optionId}
                        onChange={() => onChoose(choice.id)}
                        className="h-5 w-5 accent-wine"
                      />
                      <span className="grow">
                        {choice.name}
                        {rule.allowFreeShipping && rule.freeShippingFromCents > 0 ? (
                          <span className="block text-sm text-ink/75">
                            {t('checkout.options.freeFrom', {
                              amount: formatPrice(rule.freeShippingFromCents, lang),
                            })}
                          </span>
                        ) : null}
                      </span>
                      <span className="font-semibold tabular-nums">
                        {cost === 0 ? t('checkout.options.free') : formatPrice(cost ?? 0, lang)}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </fieldset>
    </section>
  );
}
