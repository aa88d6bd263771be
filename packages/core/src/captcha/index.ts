// The captcha domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { altchaChallengePath } from './altcha-verifier.ts';
export {
  type CaptchaContext,
  type CaptchaFailure,
  captchaFailureMessages,
  type CaptchaPublicConfig,
  type CaptchaResult,
  type CaptchaVerifier,
} from './captcha-verifier.ts';
export { type CaptchaOptions, createCaptchaVerifier } from './captcha.ts';
export { type FakeRecaptcha, solveAltchaChallenge, startFakeRecaptcha } from './testing.ts';
