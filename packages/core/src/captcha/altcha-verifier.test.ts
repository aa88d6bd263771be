import type { Payload } from 'altcha-lib';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { altchaChallengePath, createAltchaVerifier } from './altcha-verifier.ts';
import { solveAltchaChallenge } from './testing.ts';
import { createMemoryUsedTokenStore } from './used-token-store.ts';

const secret = 'test-secret-that-is-long-enough-for-hs256-signing';
const verifier = (s = secret) =>
  createAltchaVerifier({ secret: s, usedTokens: createMemoryUsedTokenStore() });

/** Rewrites the decoded payload of a token. */
function tamper(token: string, change: (payload: Payload) => void): string {
  const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
  change(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('ALTCHA verifier', () => {
  afterEach(() => vi.useRealTimers());

  it('tells the pages where to fetch challenges', () => {
    expect(verifier().publicConfig()).toEqual({
      provider: 'altcha',
      challengeUrl: altchaChallengePath,
    });
  });

  it('issues signed SHA-256 challenges that expire in ten minutes and a solver answers fast', async () => {
    const v = verifier();
    const challenge = await v.createChallenge!();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    const expiresIn = challenge.parameters.expiresAt! * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

    const started = performance.now();
    const token = await solveAltchaChallenge(challenge);
    // Node hashes several times faster than a phone's WebCrypto; a phone stays under a second.
    expect(performance.now() - started).toBeLessThan(500);
    expect(await v.verify(token)).toEqual({ ok: true });
  });

  it('accepts a solved challenge once', async () => {
    const v = verifier();
    const token = await solveAltchaChallenge(await v.createChallenge!());
    expect(await v.verify(token)).toEqual({ ok: true });
    expect(await v.verify(token)).toEqual({ ok: false, reason: 'reused' });
  });

  it('refuses an answer after the challenge expired', async () => {
    const v = verifier();
    const token = await solveAltchaChallenge(await v.createChallenge!());
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1000 });
    expect(await v.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a missing answer, a wrong counter, changed parameters and another key', async () => {
    const v = verifier();
    const token = await solveAltchaChallenge(await v.createChallenge!());
    expect(await v.verify('')).toEqual({ ok: false, reason: 'missing' });

    const wrongCounter = tamper(token, (p) => {
      p.solution.counter += 1;
      p.solution.derivedKey = '00'.repeat(32);
    });
    expect(await v.verify(wrongCounter)).toEqual({ ok: false, reason: 'invalid' });

    const longerLife = tamper(token, (p) => {
      p.challenge.parameters.expiresAt = (p.challenge.parameters.expiresAt ?? 0) + 3600;
    });
    expect(await v.verify(longerLife)).toEqual({ ok: false, reason: 'invalid' });

    const otherAlgorithm = tamper(token, (p) => {
      p.challenge.parameters.algorithm = 'ARGON2ID';
    });
    expect(await v.verify(otherAlgorithm)).toEqual({ ok: false, reason: 'invalid' });

    expect(await verifier('another-secret-that-is-long-enough-too').verify(token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // None of the refusals used the answer up.
    expect(await v.verify(token)).toEqual({ ok: true });
  });

  it('answers every junk string with a refusal, never an exception', async () => {
    const v = verifier();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.json().map((json) => Buffer.from(json).toString('base64')),
        ),
        async (junk) => {
          const result = await v.verify(junk);
          expect(result.ok).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('memory store of used answers', () => {
  it('forgets an answer once its time is up', async () => {
    let time = 1_000_000;
    const store = createMemoryUsedTokenStore(() => time);
    expect(await store.markUsed('a', 1000)).toBe(true);
    expect(await store.markUsed('a', 1000)).toBe(false);
    time += 1001;
    expect(await store.markUsed('a', 1000)).toBe(true);
    time += 120_000;
    expect(await store.markUsed('b', 1000)).toBe(true);
  });
});
