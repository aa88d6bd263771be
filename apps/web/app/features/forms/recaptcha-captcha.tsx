import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { SiteLang } from '@mdc/shared';
import type { CaptchaHandle } from './captcha';
import type { Grecaptcha } from './captcha-types';

const scriptOrigin = 'https://www.google.com/recaptcha/api.js';
let loading: Promise<Grecaptcha> | undefined;

/** Google's script, once per page, in the page's language at the time of the first load. */
function loadRecaptcha(lang: SiteLang): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.mdcRecaptchaReady = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('reCAPTCHA did not load'));
    };
    const script = document.createElement('script');
    script.src = `${scriptOrigin}?onload=mdcRecaptchaReady&render=explicit&hl=${lang === 'pt' ? 'pt-PT' : 'en'}`;
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Google reCAPTCHA v2 ("I'm not a robot"), used only when the server is configured for it and
 * rendered only behind the cookie consent gate.
 */
export function RecaptchaCaptcha({
  ref,
  siteKey,
  lang,
}: {
  ref: Ref<CaptchaHandle>;
  siteKey: string;
  lang: SiteLang;
}) {
  const box = useRef<HTMLDivElement>(null);
  const api = useRef<{ grecaptcha: Grecaptcha; id: number } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha(lang).then(
      (grecaptcha) => {
        if (cancelled || !box.current || api.current) return;
        api.current = { grecaptcha, id: grecaptcha.render(box.current, { sitekey: siteKey }) };
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey, lang]);

  useImperativeHandle(
    ref,
    () => ({
      token: async () => api.current?.grecaptcha.getResponse(api.current.id) || null,
      reset: () => api.current?.grecaptcha.reset(api.current.id),
    }),
    [],
  );

  return <div ref={box} className="min-h-[78px]" data-captcha="recaptcha" />;
}
