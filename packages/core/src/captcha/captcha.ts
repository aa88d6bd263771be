import type { Redis } from 'ioredis';
import { createAltchaVerifier } from './altcha-verifier.ts';
import type { CaptchaVerifier } from './captcha-verifier.ts';
import { createRecaptchaVerifier } from './recaptcha-verifier.ts';
import { createFallbackUsedTokenStore, createMemoryUsedTokenStore } from './used-token-store.ts';

export interface CaptchaOptions {
  /** The application's secret (JWT_SECRET); ALTCHA derives its keys from it. */
  secret: string;
  /** Both keys set: Google reCAPTCHA v2 instead of ALTCHA. */
  recaptcha?: { siteKey: string; secret: string; verifyUrl?: string | undefined } | undefined;
  /** Shared memory of used ALTCHA answers across instances; per process without it. */
  redis?: Redis | undefined;
  logger: { error(details: object, message: string): void };
}

/** ALTCHA by default; reCAPTCHA when its keys are configured. */
export function createCaptchaVerifier(options: CaptchaOptions): CaptchaVerifier {
  if (options.recaptcha) {
    return createRecaptchaVerifier({ ...options.recaptcha, logger: options.logger });
  }
  return createAltchaVerifier({
    secret: options.secret,
    usedTokens: options.redis
      ? createFallbackUsedTokenStore(options.redis)
      : createMemoryUsedTokenStore(),
  });
}
