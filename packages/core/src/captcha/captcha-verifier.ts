import type { CaptchaPublicConfig } from '@mdc/shared';
import type { Challenge } from 'altcha-lib';

/** What the pages need to show the robot check; no secrets. */
export type { CaptchaPublicConfig };

export type CaptchaFailure = 'missing' | 'invalid' | 'expired' | 'reused' | 'unavailable';

export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };

export interface CaptchaContext {
  /** The visitor's address, which reCAPTCHA may weigh. */
  remoteIp?: string | undefined;
}

/**
 * The robot check behind every visitor form. The answer arrives in the payload field
 * `recaptcha_token` whichever provider is configured (docs/product/site-pages.md#visitor-forms).
 */
export interface CaptchaVerifier {
  readonly provider: CaptchaPublicConfig['provider'];
  publicConfig(): CaptchaPublicConfig;
  verify(token: string, context?: CaptchaContext): Promise<CaptchaResult>;
  /** Self-hosted providers only: a fresh challenge for the page's widget. */
  createChallenge?(): Promise<Challenge>;
}

export type { Challenge as CaptchaChallenge };

/** Answers naming what went wrong, for `fields.recaptcha_token` (pages show their own texts). */
export const captchaFailureMessages: Record<CaptchaFailure, string> = {
  missing: 'Confirm that you are not a robot',
  invalid: 'The robot check failed; please try again',
  expired: 'The robot check expired; please try again',
  reused: 'The robot check was already used; please solve it again',
  unavailable: 'The robot check cannot be verified right now; please try again later',
};
