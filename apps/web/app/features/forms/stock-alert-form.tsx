import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { pathTo } from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';
import { api, ApiError } from '~/ui/api-client';
import { Captcha, type CaptchaHandle } from './captcha';
import { warmUpValidation } from './field-errors';
import { FormField, SubmitButton } from './form-controls';
import { useSubmitGate } from './form-hooks';
import { formOutcome, settle } from './form-outcomes';
import { useVisitorFields } from './use-visitor-form';
import { CaptchaNoScript } from './captcha-no-script';
import { accepted } from './form-answer-note';
import type { VisitorFormAnswer } from './visitor-form-fields';

const emailField = ['email'] as const;

type Said = { kind: 'success' | 'error'; text: string } | null;

/** The form's text for each outcome of the product page's action (decision 127). */
const answerText: Record<VisitorFormAnswer['outcome'], string> = {
  success: 'success',
  duplicate: 'success',
  fields: 'fieldsError',
  robot: 'robot',
  tooMany: 'tooMany',
  inStock: 'inStock',
  server: 'serverError',
};

/**
 * "Tell me when it is back" on a sold-out wine's page (decision 072): an e-mail address and the
 * robot check. Double opt-in: the server sends a confirmation e-mail, and its answer is the same
 * whether or not the address already waits, so the page always says "check your e-mail". The
 * outcome stays under the form in a live region (the focus stays on the button).
 */
export function StockAlertForm({ productUrl }: { productUrl: string }) {
  const t = useT();
  const lang = useLang();
  const headingId = useId();
  const captcha = useRef<CaptchaHandle>(null);
  const [said, setSaid] = useState<Said>(null);
  const { phase, gate } = useSubmitGate(0);
  const payloadOf = ({ email }: { email: string }) => ({ email, product_url: productUrl, lang });
  const fields = useVisitorFields({
    form: 'stockAlert',
    idPrefix: 'stock-alert',
    fields: emailField,
    required: emailField,
    initial: { email: '' },
    extra: payloadOf,
  });
  // Posted without scripts: the action's outcome, until the scripts send the form themselves.
  const posted = fields.answer;
  const shown: Said =
    said ??
    (posted
      ? {
          kind: accepted(posted.outcome) ? 'success' : 'error',
          text:
            posted.outcome === 'tooMany'
              ? t('forms.tooMany')
              : t(`stockAlerts.form.${answerText[posted.outcome] as 'success'}`),
        }
      : null);

  const send = async (values: { email: string }) => {
    if (!gate.begin()) return;
    const payload = payloadOf(values);
    const token = await captcha.current?.token();
    if (!token) {
      setSaid({ kind: 'error', text: t('stockAlerts.form.robot') });
      gate.refuse();
      return;
    }
    const result = await settle(
      api<'/stock-alerts/', 'post'>('/stock-alerts/', {
        body: { ...payload, recaptcha_token: token },
      }),
    );
    const outcome = formOutcome(result, emailField);
    const fail = (key: 'robot' | 'fieldsError' | 'serverError' | 'networkError' | 'inStock') =>
      setSaid({ kind: 'error', text: t(`stockAlerts.form.${key}`) });
    switch (outcome.kind) {
      case 'success':
        setSaid({ kind: 'success', text: t('stockAlerts.form.success') });
        fields.reset();
        captcha.current?.reset();
        break;
      case 'fields':
        // Fields are checked before the robot check, so the solved check is still good to use.
        fields.show(outcome.fields, values);
        fail('fieldsError');
        break;
      case 'tooMany':
        setSaid({ kind: 'error', text: t('forms.tooMany') });
        break;
      case 'robot':
        fail('robot');
        captcha.current?.reset();
        break;
      case 'server':
        // 409: the wine came back while the page was open.
        fail(
          !result.ok && result.error instanceof ApiError && result.error.status === 409
            ? 'inStock'
            : 'serverError',
        );
        captcha.current?.reset();
        break;
      case 'network':
        fail('networkError');
        captcha.current?.reset();
        break;
    }
    gate.finish();
  };
  const submit = fields.submit(send);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (gate.phase !== 'idle') {
      event.preventDefault();
      return;
    }
    setSaid(null);
    void submit(event);
  };

  const sending = phase === 'sending';
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded border border-ink/20 bg-white/70 p-4"
      data-testid="stock-alert"
    >
      <h2 id={headingId} className="font-serif text-2xl font-semibold text-wine">
        {t('stockAlerts.form.title')}
      </h2>
      <p className="mt-1 text-ink/85">{t('stockAlerts.form.intro')}</p>
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onFocus={warmUpValidation}
        className="mt-4 space-y-4"
      >
        <FormField {...fields.fieldProps('email')}>
          {(control) => (
            <input {...control} {...fields.valueProps('email')} type="email" autoComplete="email" />
          )}
        </FormField>
        <CaptchaNoScript />
        <Captcha ref={captcha} />
        <SubmitButton busy={sending} disabled={phase !== 'idle'} className="w-full sm:w-auto">
          {sending ? t('stockAlerts.form.sending') : t('stockAlerts.form.submit')}
        </SubmitButton>
        <div role="status" aria-live="polite">
          {shown?.kind === 'success' ? (
            <p className="rounded border-l-4 border-olive bg-olive/10 px-3 py-2 font-semibold">
              {shown.text}
            </p>
          ) : null}
        </div>
        <div role="alert" aria-live="assertive">
          {shown?.kind === 'error' ? (
            <p className="rounded border-l-4 border-wine bg-wine/5 px-3 py-2 font-semibold text-wine">
              {shown.text}
            </p>
          ) : null}
        </div>
        <p className="text-sm leading-relaxed text-ink/80">
          {t('stockAlerts.form.consent')}{' '}
          <Link
            to={`${pathTo('legal', lang)}#privacyPolicy`}
            className="font-semibold text-wine underline underline-offset-2"
          >
            {t('stockAlerts.form.privacy')}
          </Link>
        </p>
      </form>
    </section>
  );
}
