import { createHash, createHmac, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  createRemoteJWKSet,
  jwtVerify,
  SignJWT,
  type JWTVerifyGetKey,
  type JWTPayload,
} from 'jose';

/** Access tokens live at most this long (docs/product/architecture.md#auth). */
export const accessTokenSeconds = 15 * 60;

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane); `algorithm: 2` is Argon2id (the
 * package's const enum cannot be imported under isolatedModules).
 */
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, argon2Options);

/** A hash of nothing anyone knows: unknown e-mails are checked against it, so they take as long. */
let dummyHash: Promise<string> | undefined;

/** Checks a password against a stored hash; without one, spends the same time and says no. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/**
 * The list of the most common passwords (zxcvbn's, about 3 MB of heap with its other
 * dictionaries), loaded with the first password someone chooses, not at start
 * (docs/decisions/139-lazy-libraries.md).
 */
let commonPasswords: Promise<Set<string>> | undefined;

/** True for a password on the list of the most common ones (any letter case). */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common']
          .filter((word) => word.length >= 8)
          .map((w) => w.toLowerCase()),
      ),
    (error: unknown) => {
      commonPasswords = undefined;
      throw error;
    },
  );
  return (await commonPasswords).has(password.toLowerCase());
}

/** An opaque secret for links and refresh tokens: 256 random bits, URL-safe (43 characters). */
export const newSecret = () => randomBytes(32).toString('base64url');

/** Only this is stored: whoever reads the database cannot use a token. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface AccessClaims {
  userId: number;
  /** The account's session version when the token was issued. */
  version: number;
}

/** The access-token key: derived from JWT_SECRET for this one use (the captcha uses it too). */
export const accessTokenKey = (secret: string) =>
  createHmac('sha256', secret).update('mdc/access-token/v1').digest();

/** The audience of access tokens: this site's API. */
export const accessTokenAudience = (issuer: string) => `${issuer}/api`;

/** HS256 access tokens; issuer and audience pin them to this site's API. */
export function createAccessTokens(options: { secret: string; issuer: string }) {
  const key = accessTokenKey(options.secret);
  const audience = accessTokenAudience(options.issuer);
  return {
    async sign(userId: number, version: number, now = new Date()): Promise<string> {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(options.issuer)
        .setAudience(audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + accessTokenSeconds)
        .sign(key);
    },
    /** The claims of a valid token, or null (forged, expired, another audience, alg none…). */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: options.issuer,
          audience,
          requiredClaims: ['sub', 'exp', 'iat'],
          maxTokenAge: accessTokenSeconds,
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        const version = payload.ver;
        if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
        return { userId, version };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

export const googleJwksUrl = 'https://www.googleapis.com/oauth2/v3/certs';
const googleIssuers = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

/**
 * Google Identity Services ID tokens: signature against Google's published keys (a local key set
 * in tests), issuer, audience = our client id, expiry, and a verified e-mail.
 */
export function createGoogleVerifier(options: {
  clientId: string;
  jwksUrl?: string | undefined;
  /** Tests: keys given directly instead of fetched. */
  keys?: JWTVerifyGetKey;
}) {
  const keys = options.keys ?? createRemoteJWKSet(new URL(options.jwksUrl ?? googleJwksUrl));
  return async function verifyGoogleIdToken(idToken: string): Promise<GoogleIdentity | null> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256', 'ES256'],
        issuer: googleIssuers,
        audience: options.clientId,
        requiredClaims: ['sub', 'exp', 'email'],
      }));
    } catch {
      return null;
    }
    const { sub, email, email_verified: verified, name } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string') return null;
    if (verified !== true && verified !== 'true') return null;
    return {
      sub,
      email: email.trim().toLowerCase(),
      name: typeof name === 'string' ? name : '',
    };
  };
}
export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
