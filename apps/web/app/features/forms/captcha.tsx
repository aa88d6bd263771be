import { useImperativeHandle, useRef, type Ref } from 'react';
import { useLang, useT } from '~/i18n/i18n';
import { ConsentGate } from '~/ui/overlays/consent-gate';
import { useRootData } from '~/ui/root-data';
import { AltchaCaptcha } from './altcha-captcha';
import { RecaptchaCaptcha } from './recaptcha-captcha';

/** What a form asks of its robot check. */
export interface CaptchaHandle {
  /**
   * The answer to send as `recaptcha_token`, or null when the check is not done. A check still
   * being solved is waited for.
   */
  token(): Promise<string | null>;
  /** A fresh, unticked check (after a submission). */
  reset(): void;
}

/**
 * The robot check of the visitor forms (docs/product/site-pages.md#visitor-forms): the self-hosted ALTCHA by default, Google
 * reCAPTCHA when the server is configured for it, and then only after cookie consent, since it
 * is third-party content (docs/decisions/006-…).
 */
export function Captcha({
  ref,
  tone = 'light',
}: {
  ref: Ref<CaptchaHandle>;
  tone?: 'light' | 'dark';
}) {
  const { captcha } = useRootData();
  const lang = useLang();
  const t = useT();
  const inner = useRef<CaptchaHandle>(null);
  // The consent gate may hold the provider back: then there is no answer to give.
  useImperativeHandle(
    ref,
    () => ({
      token: async () => (await inner.current?.token()) ?? null,
      reset: () => inner.current?.reset(),
    }),
    [],
  );
  if (captcha.provider === 'recaptcha') {
    return (
      <ConsentGate what={t('forms.captcha.recaptchaProvider')} className="max-w-sm">
        <RecaptchaCaptcha ref={inner} siteKey={captcha.siteKey} lang={lang} />
      </ConsentGate>
    );
  }
  return <AltchaCaptcha ref={inner} challengeUrl={captcha.challengeUrl} lang={lang} tone={tone} />;
}
