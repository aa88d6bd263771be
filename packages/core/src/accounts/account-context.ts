import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { emailVerificationTokens, orders, refreshTokens, siteSessions, users } from '@mdc/db';
import {
  type AccountNewsletter,
  isSiteLang,
  type Order,
  type registrationSchema,
  type SiteLang,
  type TokenPair,
  type User,
  type userUpdateSchema,
} from '@mdc/shared';
import type { z } from 'zod';
import {
  type ServiceLogger,
  type DbExecutor,
  type MailingDeps,
  queueEmail,
} from '../mail/index.ts';
import { verifyEmailMessage } from './account-emails.ts';
import { createLoginThrottle } from './login-throttle.ts';
import {
  createAccessTokens,
  createGoogleVerifier,
  type GoogleVerifier,
  hashSecret,
  isCommonPassword,
  newSecret,
} from './tokens.ts';
import { AccountError } from './account-errors.ts';

export type UserRow = typeof users.$inferSelect;

export type RegistrationData = z.output<typeof registrationSchema>;
export type UserUpdateData = z.output<typeof userUpdateSchema>;

/** How long refresh tokens, reset links and verification links last. */
export const refreshTokenMs = 30 * 24 * 3_600_000;
export const resetTokenMs = 60 * 60_000;
export const verifyTokenMs = 48 * 3_600_000;

/** What the accounts need from the newsletter: its own service, asked by address. */
export interface AccountNewsletterPort {
  statusOf(email: string): Promise<AccountNewsletter['status']>;
  setSubscription(
    email: string,
    change: { subscribed: boolean; language: SiteLang; verified: boolean },
  ): Promise<void>;
  forget(email: string): Promise<void>;
}

export interface AccountsDeps extends MailingDeps {
  /** JWT_SECRET; the access-token key is derived from it. */
  jwtSecret: string;
  /** GOOGLE_CLIENT_ID (and, in tests, GOOGLE_JWKS_URL or keys given directly). */
  google?:
    { clientId: string; jwksUrl?: string | undefined; verifier?: GoogleVerifier } | undefined;
  newsletter: AccountNewsletterPort;
  /** The checkout's view of an account's orders. */
  ordersOfUser(userId: number): Promise<Order[]>;
  logger: ServiceLogger;
  now?: () => Date;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    username: row.username,
    phone: row.phone,
    phone_prefix: row.phonePrefix,
    address: row.address,
    address_2: row.address2,
    city: row.city,
    postal_code: row.postalCode,
    house_number: row.houseNumber,
    country_code: row.countryCode,
    country_name: row.countryName,
    region_code: row.regionCode,
    region_name: row.regionName,
    nif: row.nif,
    company_name: row.companyName,
    is_staff: row.isStaff,
  };
}

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

export const langOf = (row: UserRow): SiteLang => (isSiteLang(row.language) ? row.language : 'pt');

/**
 * What every part of the accounts service shares (decision 050): the database, the clock, the
 * token signer, and the lookups and writes more than one part makes.
 */
export function createAccountContext(deps: AccountsDeps) {
  const { db, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const access = createAccessTokens({ secret: deps.jwtSecret, issuer: publicUrl });
  const google = deps.google
    ? (deps.google.verifier ??
      createGoogleVerifier({ clientId: deps.google.clientId, jwksUrl: deps.google.jwksUrl }))
    : null;
  const site = () => new URL(publicUrl).host;
  const throttle = createLoginThrottle(db);

  async function userById(id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async function userByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    return row;
  }

  async function mustFind(id: number): Promise<UserRow> {
    const row = await userById(id);
    if (!row) throw new AccountError(401, 'session_expired');
    return row;
  }

  /** A new session: an access token and the first refresh token of a new family. */
  async function issuePair(
    user: Pick<UserRow, 'id' | 'sessionVersion'>,
    tx: DbExecutor = db,
  ): Promise<TokenPair> {
    const refresh = newSecret();
    const at = now();
    await tx.insert(refreshTokens).values({
      tokenHash: hashSecret(refresh),
      familyId: randomUUID(),
      userId: user.id,
      expiresAt: new Date(at.getTime() + refreshTokenMs),
      createdAt: at,
    });
    return { access: await access.sign(user.id, user.sessionVersion, at), refresh };
  }

  /** Ends every session of the account: refresh tokens and the site's cookie sessions (131). */
  async function revokeSessions(tx: DbExecutor, userId: number, at: Date) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    await tx
      .update(siteSessions)
      .set({ revokedAt: at })
      .where(and(eq(siteSessions.userId, userId), isNull(siteSessions.revokedAt)));
  }

  /**
   * Queues the verification link for the account's current address. `estateName` is read before
   * the transaction: PGlite has one connection, which the transaction holds.
   */
  async function queueVerification(
    tx: DbExecutor,
    user: UserRow,
    welcome: boolean,
    estateName: string,
  ) {
    const token = newSecret();
    const at = now();
    await tx.insert(emailVerificationTokens).values({
      tokenHash: hashSecret(token),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(at.getTime() + verifyTokenMs),
      createdAt: at,
    });
    const query = new URLSearchParams({ uid: String(user.id), token, lang: langOf(user) });
    await queueEmail(
      tx,
      verifyEmailMessage({
        to: user.email,
        name: user.firstName || user.username,
        lang: langOf(user),
        url: `${publicUrl}/api/auth/email/verify/?${query}`,
        estateName,
        site: site(),
        welcome,
      }),
    );
  }

  /** Guest orders placed with a now verified address join the account (never by guessing). */
  async function claimGuestOrders(tx: DbExecutor, user: Pick<UserRow, 'id' | 'email'>) {
    await tx
      .update(orders)
      .set({ userId: user.id })
      .where(and(isNull(orders.userId), sql`lower(${orders.email}) = ${user.email}`));
  }

  async function refuseCommon(password: string, field: string) {
    if (await isCommonPassword(password)) throw new AccountError(400, 'password_too_common', field);
  }

  return {
    deps,
    db,
    publicUrl,
    now,
    access,
    google,
    site,
    throttle,
    userById,
    userByEmail,
    mustFind,
    issuePair,
    revokeSessions,
    queueVerification,
    claimGuestOrders,
    refuseCommon,
  };
}

export type AccountContext = ReturnType<typeof createAccountContext>;
