import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import {
  discountAmount,
  eurosToCents,
  formatPrice,
  type DiscountCodeCheck,
  type SiteLang,
} from '@mdc/shared';
import { inputClass, Spinner } from '~/ui/field';
import { checkDiscountCode } from './checkout-api';
import { discountRefusalText } from './discount-refusal';
import { checkoutId, rememberDiscountCode, rememberedDiscountCode } from './checkout-session';

type Message = { tone: 'error' | 'info'; text: string };

/** What the checkout page knows of its discount code (decision 074). */
export interface DiscountCode {
  /** The code the server accepted for this cart, with its terms. */
  applied: DiscountCodeCheck | null;
  /** What it takes off the page's goods now (the server works it out again). */
  discountCents: number;
  message: Message | null;
  checking: boolean;
  apply(typed: string): Promise<boolean>;
  remove(): void;
  /** The server refused the applied code when asked to pay: drop it and say why. */
  refused(reason: string): void;
}

/**
 * The checkout's discount code: Apply asks the server (which prices the cart itself), the applied
 * code is kept for the visit (a reload checks it again), and the page's figures use the shared
 * pricing rules so they match the server's.
 */
export function useDiscountCode({
  lines,
  subtotalCents,
  ready,
  lang,
  t,
}: {
  lines: ReadonlyArray<{ id: number; quantity: number }>;
  subtotalCents: number;
  ready: boolean;
  lang: SiteLang;
  t: TFunction;
}): DiscountCode {
  const [applied, setApplied] = useState<DiscountCodeCheck | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [checking, setChecking] = useState(false);
  const latestLines = useRef(lines);
  latestLines.current = lines;

  const check = useCallback(
    async (typed: string, announce: boolean): Promise<boolean> => {
      setChecking(true);
      try {
        const answer = await checkDiscountCode({
          discount_code: typed,
          cart: latestLines.current.map(({ id, quantity }) => ({ id, quantity })),
          checkout_id: checkoutId(),
          language: lang,
        });
        if (answer.kind === 'ok') {
          const { check } = answer;
          setApplied(check);
          rememberDiscountCode(check.discount_code);
          setMessage(
            announce
              ? {
                  tone: 'info',
                  text: t('discountCodes.applied', {
                    code: check.discount_code,
                    amount: formatPrice(eurosToCents(check.discount_amount), lang),
                  }),
                }
              : null,
          );
          return true;
        }
        if (answer.kind === 'refused') {
          setApplied(null);
          rememberDiscountCode(null);
        }
        setMessage({
          tone: 'error',
          text:
            answer.kind === 'refused'
              ? discountRefusalText(t, answer.refusal, lang)
              : t(answer.kind === 'tooMany' ? 'discountCodes.tooMany' : 'discountCodes.failed'),
        });
        return false;
      } finally {
        setChecking(false);
      }
    },
    [lang, t],
  );

  // A reload keeps the code of this checkout visit: checked again against the cart as it is now.
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || lines.length === 0 || restored.current) return;
    restored.current = true;
    const code = rememberedDiscountCode();
    if (code) void check(code, false);
  }, [ready, lines.length, check]);

  const apply = useCallback(
    async (typed: string) => {
      if (!typed.trim()) {
        setMessage({ tone: 'error', text: t('discountCodes.empty') });
        return false;
      }
      return check(typed, true);
    },
    [check, t],
  );

  const remove = useCallback(() => {
    if (applied) {
      setMessage({
        tone: 'info',
        text: t('discountCodes.removed', { code: applied.discount_code }),
      });
    }
    setApplied(null);
    rememberDiscountCode(null);
  }, [applied, t]);

  const refused = useCallback((reason: string) => {
    setApplied(null);
    rememberDiscountCode(null);
    setMessage({ tone: 'error', text: reason });
  }, []);

  const discountCents =
    applied && subtotalCents >= eurosToCents(applied.min_order)
      ? discountAmount(
          {
            kind: applied.kind,
            percent: applied.percent,
            amountCents: applied.amount === null ? null : eurosToCents(applied.amount),
          },
          subtotalCents,
        )
      : 0;

  return { applied, discountCents, message, checking, apply, remove, refused };
}

const messageId = 'checkout-discount-code-message';

/**
 * The "Código de desconto" / "Discount code" field with its Apply button (Enter applies too,
 * without submitting the checkout), the applied code with Remove, and the server's answer read
 * out politely. Focus follows the control that replaces the one just used.
 */
export function DiscountCodeField({ discount, t }: { discount: DiscountCode; t: TFunction }) {
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'input' | 'remove' | null>(null);
  const { applied, message, checking } = discount;

  useEffect(() => {
    if (focusNext.current === 'remove') removeRef.current?.focus();
    if (focusNext.current === 'input') inputRef.current?.focus();
    focusNext.current = null;
  }, [applied]);

  async function apply() {
    if (checking) return;
    // Set before the answer re-renders the field: the Remove button replaces this one.
    focusNext.current = 'remove';
    if (await discount.apply(typed)) setTyped('');
    else focusNext.current = null;
  }

  const error = message?.tone === 'error';
  return (
    <div className="mt-4 border-t border-ink/10 pt-4">
      {applied ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p>
            {t('discountCodes.label')}:{' '}
            <strong className="font-semibold tracking-wide">{applied.discount_code}</strong>
          </p>
          <button
            ref={removeRef}
            type="button"
            onClick={() => {
              focusNext.current = 'input';
              discount.remove();
            }}
            aria-label={t('discountCodes.removeCode', { code: applied.discount_code })}
            className="min-h-11 px-2 text-wine underline underline-offset-2 hover:text-wine-dark"
          >
            {t('discountCodes.remove')}
          </button>
        </div>
      ) : (
        <div>
          <label htmlFor="checkout-discount-code" className="block font-semibold">
            {t('discountCodes.label')}
          </label>
          <p id="checkout-discount-code-hint" className="text-sm text-ink/75">
            {t('discountCodes.hint')}
          </p>
          <div className="flex items-start gap-2">
            <input
              ref={inputRef}
              id="checkout-discount-code"
              name="discount_code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={100}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                // Enter applies the code; it must not submit (and pay) the checkout form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void apply();
                }
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={`checkout-discount-code-hint${message ? ` ${messageId}` : ''}`}
              className={`${inputClass} uppercase ${error ? 'border-2 border-wine' : 'border-ink/35'}`}
            />
            <button
              type="button"
              onClick={() => void apply()}
              aria-disabled={checking || undefined}
              className="mt-1 inline-flex min-h-11 shrink-0 items-center gap-2 rounded-sm border-2 border-wine px-4 font-semibold text-wine hover:bg-wine/5 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
            >
              {checking ? <Spinner /> : null}
              {t('discountCodes.apply')}
            </button>
          </div>
        </div>
      )}
      <div aria-live="polite">
        {checking ? (
          <p className="mt-2 text-sm">{t('discountCodes.checking')}</p>
        ) : message ? (
          <p
            id={messageId}
            className={`mt-2 text-sm font-semibold ${error ? 'text-wine' : 'text-olive'}`}
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
