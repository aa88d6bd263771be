import { useId } from 'react';
import { useLang, useT } from '~/i18n/i18n';
import { useRootData } from '~/ui/root-data';

const noteClass = 'rounded-sm border-l-4 border-ochre bg-cream px-4 py-3 text-sm text-ink';

/**
 * What a visitor form says in place of its robot check when the browser runs no scripts
 * (docs/decisions/127-visitor-forms-as-route-actions.md). ALTCHA is a proof of work the browser
 * computes: without scripts the form cannot pass it, and the page says so. reCAPTCHA keeps
 * Google's own fallback: a link to its check (opened by the visitor, so no Google content loads
 * before they choose it, decision 006) and a box for the code it gives, posted as
 * `g-recaptcha-response`, which the server verifies like the widget's answer.
 */
export function CaptchaNoScript() {
  const t = useT();
  const lang = useLang();
  const codeId = useId();
  const { captcha } = useRootData();
  if (captcha.provider === 'altcha') {
    return (
      <noscript>
        <p className={noteClass} role="note">
          {t('forms.captcha.noScriptAltcha')}
        </p>
      </noscript>
    );
  }
  const fallback = new URL('https://www.google.com/recaptcha/api/fallback');
  fallback.searchParams.set('k', captcha.siteKey);
  fallback.searchParams.set('hl', lang === 'pt' ? 'pt-PT' : 'en');
  return (
    <noscript>
      <div className={noteClass} role="note">
        <p>
          {t('forms.captcha.noScriptRecaptcha')}{' '}
          <a href={fallback.href} target="_blank" rel="noopener noreferrer" className="underline">
            {t('forms.captcha.noScriptRecaptchaLink')}
          </a>
        </p>
        <label htmlFor={codeId} className="mt-2 block font-semibold">
          {t('forms.captcha.noScriptRecaptchaCode')}
        </label>
        <textarea
          id={codeId}
          name="g-recaptcha-response"
          rows={2}
          className="mt-1 block w-full rounded-sm border border-ink/30 bg-white px-3 py-2"
        />
      </div>
    </noscript>
  );
}
