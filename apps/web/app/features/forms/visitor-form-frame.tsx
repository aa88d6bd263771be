import type { FormEvent, ReactNode, RefObject } from 'react';
import { useT } from '~/i18n/i18n';
import { Captcha, type CaptchaHandle } from './captcha';
import { warmUpValidation } from './field-errors';
import { RequiredNote, SubmitButton } from './form-controls';
import { PersonFields } from './person-fields';
import type { FieldBindings, VisitorFormMessages } from './use-visitor-form';
import { CaptchaNoScript } from './captcha-no-script';
import { FormAnswerNote, type Said } from './form-answer-note';

/**
 * A visitor form's toasts whose texts sit under one key (`<keys>.robot`, `.success`, …), with the
 * "too many tries" every form shares (docs/product/site-pages.md#visitor-forms).
 */
export function useFormMessages(keys: 'forms.booking' | 'wineTourismBooking'): VisitorFormMessages {
  const t = useT();
  return {
    robot: t(`${keys}.robot` as const),
    success: t(`${keys}.success` as const),
    fieldsError: t(`${keys}.fieldsError` as const),
    serverError: t(`${keys}.serverError` as const),
    networkError: t(`${keys}.networkError` as const),
    tooMany: t('forms.tooMany'),
  };
}

/**
 * What the contact and booking forms share around their own fields: the required-fields note and
 * who writes above them; an optional note, the robot check and the send button below.
 */
export function VisitorFormFrame({
  form,
  testId,
  className,
  note,
  submitLabel,
  sendingLabel,
  children,
}: {
  /** useVisitorForm's answer. */
  form: FieldBindings<'first_name' | 'last_name' | 'email' | 'phone'> & {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    captcha: RefObject<CaptchaHandle | null>;
    phase: string;
    said: Said | undefined;
  };
  testId: string;
  className: string;
  /** Said just above the robot check (a booking: what happens after the request). */
  note?: string;
  submitLabel: string;
  sendingLabel: string;
  children: ReactNode;
}) {
  const t = useT();
  const sending = form.phase === 'sending';
  return (
    <form
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      onFocus={warmUpValidation}
      className={className}
      data-testid={testId}
    >
      <FormAnswerNote said={form.said} />
      <RequiredNote text={t('forms.requiredNote')} />
      <PersonFields form={form} />
      {children}
      {note && (
        <p className="rounded-sm border-l-4 border-ochre bg-cream/60 px-4 py-3 text-sm leading-relaxed">
          {note}
        </p>
      )}
      <CaptchaNoScript />
      <Captcha ref={form.captcha} />
      <SubmitButton busy={sending} disabled={form.phase !== 'idle'} className="w-full sm:w-auto">
        {sending ? sendingLabel : submitLabel}
      </SubmitButton>
    </form>
  );
}
