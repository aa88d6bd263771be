import { useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { pathTo } from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';
import { api } from '~/ui/api-client';
import { useToast, type ToastKind } from '~/ui/overlays/toasts';
import { shellTimings } from '~/ui/overlays/timings';
import { Captcha, type CaptchaHandle } from './captcha';
import { warmUpValidation } from './field-errors';
import { FormField, SubmitButton } from './form-controls';
import { useSubmitGate } from './form-hooks';
import { newsletterOutcome, settle, type NewsletterOutcome } from './form-outcomes';
import { useVisitorFields } from './use-visitor-form';
import { CaptchaNoScript } from './captcha-no-script';
import { accepted, FormAnswerNote } from './form-answer-note';
import type { VisitorFormAnswer } from './visitor-form-fields';

const emailField = ['email'] as const;
const initial = { email: '' };

const toastKind: Record<NewsletterOutcome, ToastKind> = {
  success: 'success',
  duplicate: 'info',
  invalid: 'error',
  unknown: 'error',
  failed: 'error',
  robot: 'warning',
};

/** What the page says of each outcome of the home page's action (decision 127). */
const answerText: Record<VisitorFormAnswer['outcome'], NewsletterOutcome | 'tooMany'> = {
  success: 'success',
  duplicate: 'duplicate',
  fields: 'invalid',
  robot: 'robot',
  tooMany: 'tooMany',
  inStock: 'failed',
  server: 'failed',
};

/**
 * The newsletter subscription of the home page (docs/product/site-pages.md#home, docs/product/site-pages.md#visitor-forms), made for its dark band.
 * Double opt-in: the server sends a confirmation e-mail (docs/decisions/012-…).
 */
export function NewsletterForm() {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const { phase, gate } = useSubmitGate(shellTimings.newsletterLockMs);
  const fields = useVisitorFields({
    form: 'newsletter',
    idPrefix: 'newsletter',
    fields: emailField,
    required: emailField,
    initial,
    extra: () => ({ language: lang }),
  });
  const say = (outcome: NewsletterOutcome) =>
    toast(toastKind[outcome], t(`forms.newsletter.${outcome}`), shellTimings.formToastMs);

  const send = async ({ email }: { email: string }) => {
    if (!gate.begin()) return;
    const token = await captcha.current?.token();
    if (!token) {
      say('robot');
      gate.refuse();
      return;
    }
    const result = await settle(
      api<'/newsletter/subscribe/', 'post'>('/newsletter/subscribe/', {
        body: { email, language: lang, recaptcha_token: token },
      }),
    );
    say(newsletterOutcome(result));
    // docs/product/site-pages.md#visitor-forms: after any answer the field, the form and the robot check start afresh.
    fields.reset();
    form.current?.reset();
    captcha.current?.reset();
    gate.finish();
  };
  const submit = fields.submit(send);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (gate.phase !== 'idle') {
      event.preventDefault();
      return;
    }
    void submit(event);
  };

  const sending = phase === 'sending';
  const answer = fields.answer && answerText[fields.answer.outcome];
  const said = fields.answer && {
    ok: accepted(fields.answer.outcome),
    text: answer === 'tooMany' ? t('forms.tooMany') : t(`forms.newsletter.${answer!}`),
  };
  return (
    <form
      ref={form}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={warmUpValidation}
      className="space-y-5"
      data-testid="newsletter-form"
    >
      <FormAnswerNote said={said} tone="dark" />
      <FormField
        {...fields.fieldProps('email', { label: t('forms.newsletter.emailLabel') })}
        tone="dark"
      >
        {(control) => (
          <input
            {...control}
            {...fields.valueProps('email')}
            type="email"
            autoComplete="email"
            placeholder={t('forms.newsletter.emailPlaceholder')}
          />
        )}
      </FormField>
      <CaptchaNoScript />
      <Captcha ref={captcha} tone="dark" />
      <SubmitButton
        busy={sending}
        disabled={phase !== 'idle'}
        tone="dark"
        className="w-full sm:w-auto"
      >
        {sending ? t('forms.newsletter.sending') : t('forms.newsletter.submit')}
      </SubmitButton>
      <p className="text-sm leading-relaxed text-cream/85">
        {t('forms.newsletter.doubleOptIn')}{' '}
        <Link
          to={`${pathTo('legal', lang)}#privacyPolicy`}
          className="font-semibold text-cream underline underline-offset-2 hover:text-ochre"
        >
          {t('forms.newsletter.privacy')}
        </Link>
      </p>
    </form>
  );
}
