import type { CaptchaResult, CaptchaVerifier } from './captcha-verifier.ts';

export const googleSiteverifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaOptions {
  siteKey: string;
  secret: string;
  /** Google's endpoint; tests point it at a local fake. */
  verifyUrl?: string | undefined;
  timeoutMs?: number;
  logger: { error(details: object, message: string): void };
}

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

/** Google reCAPTCHA v2, verified server-side with the siteverify API. */
export function createRecaptchaVerifier(options: RecaptchaOptions): CaptchaVerifier {
  const url = options.verifyUrl ?? googleSiteverifyUrl;
  const timeoutMs = options.timeoutMs ?? 5_000;

  return {
    provider: 'recaptcha',
    publicConfig: () => ({ provider: 'recaptcha', siteKey: options.siteKey }),

    async verify(token, context): Promise<CaptchaResult> {
      if (!token) return { ok: false, reason: 'missing' };
      const body = new URLSearchParams({ secret: options.secret, response: token });
      if (context?.remoteIp) body.set('remoteip', context.remoteIp);

      let answer: SiteverifyAnswer;
      try {
        const response = await fetch(url, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        options.logger.error({ err: error }, 'reCAPTCHA siteverify is unreachable');
        return { ok: false, reason: 'unavailable' };
      }

      if (answer.success === true) return { ok: true };
      const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
      if (codes.includes('missing-input-secret') || codes.includes('invalid-input-secret')) {
        // Our configuration, not the visitor: say so loudly, and do not blame the visitor.
        options.logger.error({ codes }, 'reCAPTCHA rejected RECAPTCHA_SECRET');
        return { ok: false, reason: 'unavailable' };
      }
      if (codes.includes('missing-input-response')) return { ok: false, reason: 'missing' };
      // Google uses one code for "older than two minutes" and "already used".
      if (codes.includes('timeout-or-duplicate')) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    },
  };
}
