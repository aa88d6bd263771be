import { useEffect, useId, useRef, useState } from 'react';
import {
  calendarDay,
  lisbonDateTime,
  localeOf,
  withdrawalLimits,
  withdrawalPeriodOver,
  type Order,
  type OrderWithdrawal,
} from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';
import { Field, Spinner } from '~/ui/field';
import { Modal } from '~/ui/overlays/modal';
import type { AuthFetch } from '~/ui/api-client';
import { confirmWithdrawal, type WithdrawalAnswer } from './withdrawal-api';
import { FormNeedsScripts } from '~/ui/form-needs-scripts';

const openerClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-sm border-2 border-wine px-5 py-2 text-center font-semibold text-wine hover:bg-wine hover:text-white sm:w-auto';

/**
 * The withdrawal button (Directive 2011/83/EU art. 11a; decision 070) on an order: while the
 * buyer may withdraw, a clearly labelled button opens the second step, a dialog with the statement
 * and "confirm withdrawal"; then the date and time recorded. After the period, when it ended.
 */
export function WithdrawalPanel({
  order,
  authFetch,
  headingLevel = 2,
  className,
}: {
  order: Order;
  /** The signed-in buyer's fetch (the profile), so their account is recorded. */
  authFetch?: AuthFetch;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const lang = useLang();
  const t = useT();
  const id = useId();
  const [state, setState] = useState<OrderWithdrawal>(order.withdrawal);
  const [open, setOpen] = useState(false);
  const [justDone, setJustDone] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingClass =
    headingLevel === 2
      ? 'font-serif text-2xl font-semibold text-wine'
      : 'font-serif text-xl font-semibold text-wine';

  // The dialog has closed and its opener is gone: focus goes to the outcome it announced.
  useEffect(() => {
    if (justDone) doneRef.current?.focus();
  }, [justDone]);

  // The server decided; a page left open past the last day stops offering the button.
  const periodOver = withdrawalPeriodOver(state.deadline, new Date());
  const available = state.available && !periodOver;
  const headingId = `${id}-withdrawal`;

  let content: React.ReactNode = null;
  if (state.requested_at) {
    content = (
      <>
        <Heading
          id={headingId}
          ref={doneRef}
          tabIndex={-1}
          className={`${headingClass} focus:outline-none`}
        >
          {t('withdrawal.done.title')}
        </Heading>
        <p className="mt-2">
          {t('withdrawal.done.when', { when: lisbonDateTime(state.requested_at, lang) })}
        </p>
        <p className="mt-1">{t('withdrawal.done.email')}</p>
        <p className="mt-1">{t('withdrawal.done.next')}</p>
      </>
    );
  } else if (available) {
    content = (
      <>
        <Heading id={headingId} className={headingClass}>
          {t('withdrawal.title')}
        </Heading>
        <p className="mt-2">{t('withdrawal.intro')}</p>
        <p className="mt-1">
          {state.deadline
            ? t('withdrawal.until', { date: calendarDay(state.deadline, lang) })
            : t('withdrawal.beforeDelivery')}
        </p>
        <button
          type="button"
          className={`${openerClass} mt-4`}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t('withdrawal.button')}
        </button>
        <WithdrawalDialog
          open={open}
          order={order}
          buyerName={state.buyer_name}
          onClose={() => setOpen(false)}
          onConfirm={async (reason) => {
            const answer = await confirmWithdrawal(order.code, reason, authFetch);
            if (answer.kind === 'ok') {
              setState(answer.created.withdrawal);
              setOpen(false);
              setJustDone(true);
            }
            return answer;
          }}
        />
      </>
    );
  } else if (state.deadline && (periodOver || state.refusal === 'period_over')) {
    content = (
      <>
        <Heading id={headingId} className={headingClass}>
          {t('withdrawal.title')}
        </Heading>
        <p className="mt-2">{t('withdrawal.ended', { date: calendarDay(state.deadline, lang) })}</p>
      </>
    );
  }

  if (!content) return null;
  return (
    <section aria-labelledby={headingId} className={className}>
      {/* Announces the outcome to screen readers; kept in the page before it changes. */}
      <p aria-live="polite" className="sr-only">
        {justDone && state.requested_at
          ? `${t('withdrawal.done.title')}. ${t('withdrawal.done.when', {
              when: lisbonDateTime(state.requested_at, lang),
            })} ${t('withdrawal.done.email')}`
          : ''}
      </p>
      {content}
    </section>
  );
}

function WithdrawalDialog({
  open,
  order,
  buyerName,
  onClose,
  onConfirm,
}: {
  open: boolean;
  order: Order;
  buyerName: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<WithdrawalAnswer>;
}) {
  const lang = useLang();
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const max = withdrawalLimits.reason;
  const orderedOn = new Intl.DateTimeFormat(localeOf[lang], { dateStyle: 'long' }).format(
    new Date(order.created_at),
  );

  const close = () => {
    if (busy) return;
    setError(null);
    setReasonError(undefined);
    onClose();
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setReasonError(undefined);
    const answer = await onConfirm(reason);
    setBusy(false);
    if (answer.kind === 'ok') return;
    if (answer.kind === 'badReason') setReasonError(t('withdrawal.errors.reason', { max }));
    else if (answer.kind === 'refused') setError(t(`withdrawal.errors.${answer.refusal}`));
    else if (answer.kind === 'tooMany') setError(t('withdrawal.errors.tooMany'));
    else setError(t('withdrawal.errors.failed'));
  }

  const titleId = `${id}-title`;
  return (
    <Modal open={open} labelledBy={titleId} onClose={close} dismissible={!busy}>
      <form method="post" noValidate onSubmit={submit}>
        <FormNeedsScripts />
        <h2 id={titleId} className="font-serif text-2xl font-semibold text-wine">
          {t('withdrawal.dialog.title')}
        </h2>
        <p className="mt-3">{t('withdrawal.dialog.statement')}</p>
        <dl className="mt-3 grid gap-2 rounded-md bg-ink/5 p-3 text-base">
          <div>
            <dt className="text-sm font-semibold">{t('withdrawal.dialog.order')}</dt>
            <dd>{order.order_number}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold">{t('withdrawal.dialog.orderedOn')}</dt>
            <dd>{orderedOn}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold">{t('withdrawal.dialog.items')}</dt>
            <dd>
              <ul>
                {order.items.map((item) => (
                  <li key={item.id}>
                    {item.product_title}: {t('withdrawal.dialog.bottles', { count: item.quantity })}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          {buyerName ? (
            <div>
              <dt className="text-sm font-semibold">{t('withdrawal.dialog.name')}</dt>
              <dd>{buyerName}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-sm font-semibold">{t('withdrawal.dialog.confirmation')}</dt>
            <dd>{t('withdrawal.dialog.confirmationByEmail')}</dd>
          </div>
        </dl>
        <Field
          id={`${id}-reason`}
          label={t('withdrawal.dialog.reason')}
          hint={t('withdrawal.dialog.reasonHint', { max })}
          required={false}
          error={reasonError}
          className="mt-4"
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={max}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
            />
          )}
        </Field>
        {error ? (
          <p role="alert" className="mt-4 font-semibold text-wine">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={close}
            className="min-h-11 rounded-sm border border-ink/30 px-5 font-semibold hover:bg-ink/5"
          >
            {t('withdrawal.dialog.cancel')}
          </button>
          <button
            type="submit"
            aria-disabled={busy || undefined}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-sm bg-wine px-5 font-semibold text-white hover:bg-wine-dark aria-disabled:opacity-70"
          >
            {busy ? <Spinner /> : null}
            {t(busy ? 'withdrawal.dialog.sending' : 'withdrawal.dialog.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
