import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Solves an ALTCHA challenge as the widget does and returns the `recaptcha_token` to send. */
export async function solveAltchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('solveAltchaChallenge: no solution within 10 s');
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString(
    'base64',
  );
}

export interface FakeRecaptcha {
  /** A RECAPTCHA_VERIFY_URL for this server. */
  url: string;
  /** Tokens the fake accepts, once each (Google's tokens are single use too). */
  issue(token: string): void;
  /** The form fields of every siteverify request received. */
  requests: URLSearchParams[];
  close(): Promise<void>;
}

/**
 * A local stand-in for Google's siteverify endpoint (POST form secret, response, remoteip; JSON
 * answer with success and error-codes), for tests.
 */
export async function startFakeRecaptcha(secret: string): Promise<FakeRecaptcha> {
  const valid = new Set<string>();
  const used = new Set<string>();
  const requests: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      const token = form.get('response') ?? '';
      const answer = (success: boolean, codes: string[] = []) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success, 'error-codes': codes, hostname: 'localhost' }));
      if (req.method !== 'POST') return answer(false, ['bad-request']);
      if (form.get('secret') !== secret) return answer(false, ['invalid-input-secret']);
      if (!token) return answer(false, ['missing-input-response']);
      if (used.has(token)) return answer(false, ['timeout-or-duplicate']);
      if (!valid.has(token)) return answer(false, ['invalid-input-response']);
      valid.delete(token);
      used.add(token);
      return answer(true);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    issue: (token) => valid.add(token),
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
