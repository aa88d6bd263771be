import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { AltchaWidgetElement } from 'altcha/external';
import type { SiteLang } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import type { CaptchaHandle } from './captcha';
import { altchaLanguage, loadAltcha } from './load-altcha';

/** The widget's states (altcha's `State`), as its `statechange` event reports them. */
type WidgetState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';
type StateChange = CustomEvent<{ state: WidgetState; payload: string | null }>;

/** How long a submit waits for a check the visitor already started. */
const solveWaitMs = 15_000;

/**
 * The ALTCHA checkbox. Its code loads when the form comes near the viewport or gets the focus,
 * so pages whose form is never reached do not pay for it. The visitor ticks the box (keyboard:
 * Tab and Space), the browser solves the proof of work in a worker, and the answer is kept for
 * the form to send.
 */
export function AltchaCaptcha({
  ref,
  challengeUrl,
  lang,
  tone,
}: {
  ref: Ref<CaptchaHandle>;
  challengeUrl: string;
  lang: SiteLang;
  tone: 'light' | 'dark';
}) {
  const t = useT();
  const holder = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const payload = useRef<string | null>(null);
  const [load, setLoad] = useState<'waiting' | 'ready' | 'failed'>('waiting');
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const form = element.closest('form') ?? element;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: '200px' },
    );
    function stop() {
      observer.disconnect();
      form.removeEventListener('focusin', start);
    }
    function start() {
      stop();
      loadAltcha().then(
        () => setLoad('ready'),
        () => setLoad('failed'),
      );
    }
    observer.observe(form);
    form.addEventListener('focusin', start);
    return stop;
  }, []);

  const attach = useCallback(
    (element: AltchaWidgetElement | null) => {
      widget.current = element;
      if (!element) return;
      const onStateChange = (event: Event) => {
        const { state, payload: answer } = (event as StateChange).detail;
        payload.current = state === 'verified' ? answer : null;
        setAnnouncement(
          state === 'verified'
            ? t('forms.captcha.verified')
            : state === 'error'
              ? t('forms.captcha.failed')
              : state === 'expired'
                ? t('forms.captcha.expired')
                : '',
        );
      };
      element.addEventListener('statechange', onStateChange);
      return () => element.removeEventListener('statechange', onStateChange);
    },
    [t],
  );

  useImperativeHandle(
    ref,
    () => ({
      async token() {
        const element = widget.current;
        if (!element) return null;
        const state = element.getState() as WidgetState | undefined;
        if (state === 'verified') return payload.current ?? hiddenAnswer(element);
        if (state === 'verifying') return solved(element);
        return null;
      },
      reset() {
        payload.current = null;
        setAnnouncement('');
        widget.current?.reset();
      },
    }),
    [],
  );

  const placeholder = `flex min-h-16 max-w-80 items-center rounded-md border px-3.5 text-sm ${
    tone === 'dark' ? 'border-cream/30 text-cream/85' : 'border-ink/25 bg-white text-ink/75'
  }`;
  return (
    <div ref={holder} data-captcha="altcha">
      {load === 'ready' ? (
        <altcha-widget
          ref={attach}
          challenge={challengeUrl}
          language={altchaLanguage[lang]}
          name="recaptcha_token"
          type="checkbox"
          auto="off"
        />
      ) : (
        <p className={placeholder}>
          {load === 'failed' ? t('forms.captcha.loadFailed') : t('forms.captcha.loading')}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** The answer the widget put in its hidden form field. */
function hiddenAnswer(element: AltchaWidgetElement): string | null {
  return element.querySelector<HTMLInputElement>('input[type="hidden"]')?.value || null;
}

/** Waits for a check in progress to end: its answer, or null if it failed or took too long. */
function solved(element: AltchaWidgetElement): Promise<string | null> {
  return new Promise((resolve) => {
    const finish = (answer: string | null) => {
      clearTimeout(timer);
      element.removeEventListener('statechange', onStateChange);
      resolve(answer);
    };
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      if (state !== 'verifying') finish(state === 'verified' ? payload : null);
    };
    const timer = setTimeout(() => finish(null), solveWaitMs);
    element.addEventListener('statechange', onStateChange);
  });
}
