import { createHmac } from 'node:crypto';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaResult, CaptchaVerifier } from './captcha-verifier.ts';
import type { UsedTokenStore } from './used-token-store.ts';

export const altchaChallengePath = '/api/captcha/challenge/';

/** SHA-256 is what the ALTCHA widget solves fastest in every browser (WebCrypto). */
export const altchaAlgorithm = 'SHA-256';

export interface AltchaOptions {
  /** The application's secret (JWT_SECRET); the HMAC keys are derived from it. */
  secret: string;
  usedTokens: UsedTokenStore;
  /**
   * The solver tries counters from 0 up to a random one in this range. About 12,000 SHA-256
   * hashes on average: a phone's WebCrypto with a few workers needs well under a second, a
   * spam script pays the same for every message.
   */
  counterRange?: { min: number; max: number };
  expiresInMs?: number;
}

/** One purpose, one key: the JWT secret itself never signs a captcha. */
function deriveSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

/**
 * ALTCHA, self-hosted proof of work: no third-party script, no cookies, works offline. Challenges
 * are signed, expire after ten minutes, and each solved one is accepted once.
 */
export function createAltchaVerifier(options: AltchaOptions): CaptchaVerifier {
  const hmacSignatureSecret = deriveSecret(options.secret, 'altcha-challenge-signature');
  // Deterministic mode: the server knows the answer's key and signs it, so verifying is one HMAC.
  const hmacKeySignatureSecret = deriveSecret(options.secret, 'altcha-key-signature');
  const { min, max } = options.counterRange ?? { min: 5_000, max: 20_000 };
  const expiresInMs = options.expiresInMs ?? 10 * 60_000;

  return {
    provider: 'altcha',
    publicConfig: () => ({ provider: 'altcha', challengeUrl: altchaChallengePath }),

    createChallenge: () =>
      createChallenge({
        algorithm: altchaAlgorithm,
        cost: 1,
        counter: randomInt(min, max),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + expiresInMs),
      }),

    async verify(token): Promise<CaptchaResult> {
      if (!token) return { ok: false, reason: 'missing' };
      const payload = parsePayload(token);
      if (!payload || payload.challenge.parameters.algorithm !== altchaAlgorithm) {
        return { ok: false, reason: 'invalid' };
      }
      let result;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
      } catch {
        // altcha-lib throws on some malformed values; to the visitor that is a wrong answer.
        return { ok: false, reason: 'invalid' };
      }
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified) return { ok: false, reason: 'invalid' };

      // Signed parameters always carry expiresAt; remember the answer a little beyond it.
      const expiresAtMs = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
      const ttlMs = Math.max(expiresAtMs - Date.now(), 0) + 60_000;
      const signature = payload.challenge.signature ?? '';
      if (!(await options.usedTokens.markUsed(`altcha:${signature}`, ttlMs))) {
        return { ok: false, reason: 'reused' };
      }
      return { ok: true };
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The widget's answer: base64 of JSON `{ challenge, solution }`. Anything else is null. */
function parsePayload(token: string): (Payload & { challenge: Challenge }) | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return null;
  const { challenge, solution } = value;
  const p = challenge.parameters;
  const wellFormed =
    isRecord(p) &&
    typeof challenge.signature === 'string' &&
    ['algorithm', 'nonce', 'salt', 'keyPrefix'].every((k) => typeof p[k] === 'string') &&
    ['cost', 'keyLength', 'expiresAt'].every((k) => typeof p[k] === 'number') &&
    typeof solution.counter === 'number' &&
    typeof solution.derivedKey === 'string';
  return wellFormed ? (value as unknown as Payload & { challenge: Challenge }) : null;
}
