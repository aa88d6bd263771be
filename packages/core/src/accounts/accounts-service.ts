import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  emails,
  emailVerificationTokens,
  orders,
  passwordResetTokens,
  refreshTokens,
  users,
} from '@mdc/db';
import {
  isSiteLang,
  pathTo,
  type AccountExport,
  type AccountNewsletter,
  type AccountRefusalCode,
  type AccountsPublicConfig,
  type FieldErrorCode,
  type Order,
  type registrationSchema,
  type SiteLang,
  type TokenPair,
  type User,
  type userUpdateSchema,
} from '@mdc/shared';
import type { z } from 'zod';
import type { ServiceLogger } from '../mail/mail-transport.ts';
import { commitAndNotify, queueEmail, type DbExecutor, type MailingDeps } from '../mail/outbox.ts';
import { passwordResetMessage, verifyEmailMessage } from './account-emails.ts';
import { createLoginThrottle } from './login-throttle.ts';
import {
  createAccessTokens,
  createGoogleVerifier,
  hashPassword,
  hashSecret,
  isCommonPassword,
  newSecret,
  verifyPassword,
  type GoogleVerifier,
} from './tokens.ts';

type UserRow = typeof users.$inferSelect;
export type RegistrationData = z.output<typeof registrationSchema>;
export type UserUpdateData = z.output<typeof userUpdateSchema>;

/** The accounts API's English texts of each refusal; pages say the codes in their language. */
const refusalTexts = {
  invalid_credentials: () => 'Incorrect email or password.',
  email_taken: () => 'A user is already registered with this e-mail address.',
  password_too_common: () => 'This password is too common.',
  invalid_link: () => 'This link is invalid or has expired; please ask for a new one.',
  session_expired: () => 'Your session has expired; please log in again.',
  google_failed: () => 'Google login failed.',
  account_locked: (args) => {
    const minutes = Number(args.minutes);
    return `Too many failed attempts; try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`;
  },
} satisfies Partial<
  Record<AccountRefusalCode | FieldErrorCode, (args: Record<string, number>) => string>
>;
export type AccountRefusal = keyof typeof refusalTexts;

/**
 * A refusal the API answers with its status, its code and English text, and the field at fault
 * if there is one (decision 092): `{ message: 'field: text', fields, field_codes }` for a field,
 * `{ message, code, args }` otherwise.
 */
export class AccountError extends Error {
  /** The text without the field's name. */
  readonly text: string;

  constructor(
    readonly statusCode: 400 | 401 | 404 | 429,
    readonly code: AccountRefusal,
    readonly field?: string,
    readonly args: Record<string, number> = {},
  ) {
    const text = refusalTexts[code](args);
    super(field ? `${field}: ${text}` : text);
    this.text = text;
  }
}

/** The plain confirmations of the accounts API (pages show their own). */
export const accountMessages = {
  resetSent: 'Password reset e-mail has been sent.',
  passwordSet: 'Password has been reset with the new password.',
  emailVerified: 'E-mail address verified.',
  loggedOut: 'Successfully logged out.',
  deleted: 'Account deleted.',
} as const;

/** Lockout (decision 050): from the 10th failure in a row, 1 minute doubling up to 15. */
const refreshTokenMs = 30 * 24 * 3_600_000;
const resetTokenMs = 60 * 60_000;
const verifyTokenMs = 48 * 3_600_000;

const emptyCustomer = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  address_line2: '',
  house_number: '',
  postalCode: '',
  city: '',
  shipping_first_name: '',
  shipping_last_name: '',
  shipping_email: '',
  shipping_phone: '',
  shipping_address_line1: '',
  shipping_address_line2: '',
  shipping_house_number: '',
  shipping_postal_code: '',
  shipping_city: '',
};

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

function toUser(row: UserRow): User {
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
    is_staff: row.isStaff,
  };
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

const langOf = (row: UserRow): SiteLang => (isSiteLang(row.language) ? row.language : 'pt');

type AddressParts = Record<
  'first' | 'last' | 'street' | 'house' | 'line2' | 'postal' | 'city' | 'country' | 'region',
  string
> & { email: string; phone: string };

/** Where the parts of an address are in a stored checkout customer (billing, shipping). */
const billingKeys: Record<keyof AddressParts, string> = {
  first: 'firstName',
  last: 'lastName',
  street: 'address',
  house: 'house_number',
  line2: 'address_line2',
  postal: 'postalCode',
  city: 'city',
  country: 'country_name',
  region: 'region_name',
  email: 'email',
  phone: 'phone',
};
const shippingKeys: Record<keyof AddressParts, string> = {
  first: 'shipping_first_name',
  last: 'shipping_last_name',
  street: 'shipping_address_line1',
  house: 'shipping_house_number',
  line2: 'shipping_address_line2',
  postal: 'shipping_postal_code',
  city: 'shipping_city',
  country: 'shipping_country_name',
  region: 'shipping_region_name',
  email: 'shipping_email',
  phone: 'shipping_phone',
};

function addressEntry(source: string, a: AddressParts): AccountExport['addresses'][number] {
  return {
    source,
    name: `${a.first} ${a.last}`.trim(),
    lines: [`${a.street} ${a.house}`.trim(), a.line2, `${a.postal} ${a.city}`.trim()].filter(
      Boolean,
    ),
    country_name: a.country,
    region_name: a.region,
    email: a.email,
    phone: a.phone,
  };
}

/**
 * Customer accounts (docs/product/accounts.md#sessions-and-tokens "Authentication", docs/product/api.md#accounts-api; decision 050): registration, login with
 * rotating refresh tokens, profile, password reset, e-mail verification, Google sign-in, GDPR
 * export and deletion. Passwords are argon2id; every token is stored as a SHA-256 hash only.
 */
export function createAccountsService(deps: AccountsDeps) {
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

  async function revokeSessions(tx: DbExecutor, userId: number, at: Date) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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

  function refuseCommon(password: string, field: string) {
    if (isCommonPassword(password)) throw new AccountError(400, 'password_too_common', field);
  }

  const service = {
    publicConfig(): AccountsPublicConfig {
      return { googleClientId: deps.google?.clientId ?? null };
    },

    /** POST /api/auth/registration/: the account, signed in, and a welcome e-mail to verify. */
    async register(input: RegistrationData): Promise<TokenPair & { user: { username: string } }> {
      refuseCommon(input.password1, 'password1');
      const passwordHash = await hashPassword(input.password1);
      const at = now();
      const estateName = await deps.estateName();
      const created = await commitAndNotify(deps, async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            email: input.email,
            username: input.username,
            passwordHash,
            language: input.lang,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!row) return null;
        await queueVerification(tx, row, true, estateName);
        return { tokens: await issuePair(row, tx), username: row.username };
      });
      if (!created) throw new AccountError(400, 'email_taken', 'email');
      return { ...created.tokens, user: { username: created.username } };
    },

    /**
     * POST /api/users/token/. An unknown e-mail and a wrong password get the same answer after
     * the same argon2 work; ten failures in a row lock the e-mail typed, known or not, with the
     * same 429 (decision 099).
     */
    async login(email: string, password: string): Promise<TokenPair> {
      const at = now();
      const minutes = await throttle.lockedMinutes(email, at);
      if (minutes !== null) throw new AccountError(429, 'account_locked', undefined, { minutes });
      const user = await userByEmail(email);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) {
        await throttle.recordFailure(email, at);
        throw new AccountError(401, 'invalid_credentials');
      }
      await throttle.clear(db, email);
      await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, user.id));
      return issuePair(user);
    },

    /**
     * POST /api/users/token/refresh/: the token is replaced by a new one of its family. A token
     * that was already replaced (or revoked) was stolen or replayed: the whole family ends.
     */
    async refresh(token: string): Promise<TokenPair> {
      const tokenHash = hashSecret(token);
      const at = now();
      const refused = () => new AccountError(401, 'session_expired');
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash));
        if (!row) return null;
        const [current] = await tx
          .update(refreshTokens)
          .set({ revokedAt: at })
          .where(
            and(
              eq(refreshTokens.id, row.id),
              isNull(refreshTokens.revokedAt),
              gt(refreshTokens.expiresAt, at),
            ),
          )
          .returning();
        if (!current) {
          return { kind: 'refused' as const, reused: row.revokedAt !== null, row };
        }
        const next = newSecret();
        const [inserted] = await tx
          .insert(refreshTokens)
          .values({
            tokenHash: hashSecret(next),
            familyId: row.familyId,
            userId: row.userId,
            expiresAt: new Date(at.getTime() + refreshTokenMs),
            createdAt: at,
          })
          .returning({ id: refreshTokens.id });
        await tx
          .update(refreshTokens)
          .set({ replacedBy: inserted!.id })
          .where(eq(refreshTokens.id, row.id));
        const [owner] = await tx
          .select({ version: users.sessionVersion })
          .from(users)
          .where(eq(users.id, row.userId));
        const pair = { access: await access.sign(row.userId, owner!.version, at), refresh: next };
        return { kind: 'rotated' as const, pair };
      });
      if (!outcome) throw refused();
      if (outcome.kind === 'rotated') return outcome.pair;
      if (outcome.reused) {
        const { familyId, userId } = outcome.row;
        deps.logger.warn({ familyId, userId }, 'refresh token reused: its family is revoked');
        await db
          .update(refreshTokens)
          .set({ revokedAt: at })
          .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
      }
      throw refused();
    },

    /** POST /api/users/logout/: ends the session the refresh token belongs to. */
    async logout(token: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashSecret(token)));
      if (!row) return;
      await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    },

    /**
     * The account of a bearer access token, or null: forged, expired, for another audience,
     * issued before the last password reset, or of an account that no longer exists.
     */
    async authenticate(token: string): Promise<User | null> {
      const claims = await access.verify(token);
      if (!claims) return null;
      const row = await userById(claims.userId);
      if (!row) return null;
      if (claims.version !== row.sessionVersion) return null;
      return toUser(row);
    },

    /** GET /api/users/me/ */
    async me(userId: number): Promise<User> {
      return toUser(await mustFind(userId));
    },

    /**
     * PUT /api/users/me/: the whole profile. A new e-mail must be free; it is unverified until
     * its owner follows the link sent to it.
     */
    async updateMe(userId: number, input: UserUpdateData): Promise<User> {
      const current = await mustFind(userId);
      const emailChanged = input.email !== current.email;
      const taken = () => new AccountError(400, 'email_taken', 'email');
      if (emailChanged) {
        const [other] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, input.email), ne(users.id, userId)));
        if (other) throw taken();
      }
      const estateName = await deps.estateName();
      try {
        const updated = await commitAndNotify(deps, async (tx) => {
          const [row] = await tx
            .update(users)
            .set({
              email: input.email,
              username: input.username,
              firstName: input.first_name,
              lastName: input.last_name,
              phone: input.phone,
              phonePrefix: input.phone_prefix,
              address: input.address,
              address2: input.address_2,
              city: input.city,
              postalCode: input.postal_code,
              houseNumber: input.house_number,
              countryCode: input.country_code,
              countryName: input.country_name,
              regionCode: input.region_code,
              regionName: input.region_name,
              ...(emailChanged && { emailVerifiedAt: null }),
              updatedAt: now(),
            })
            .where(eq(users.id, userId))
            .returning();
          if (!row) throw new AccountError(401, 'session_expired');
          if (emailChanged) await queueVerification(tx, row, false, estateName);
          return row;
        });
        return toUser(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    /**
     * DELETE /api/users/delete-account/: the account, its sessions and links go; its orders stay
     * for the estate's books (amounts, lines, dates, number) but lose every personal detail.
     */
    async deleteAccount(userId: number): Promise<void> {
      const user = await mustFind(userId);
      await db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({
            userId: null,
            firstName: '',
            email: '',
            // Country and region stay: the VAT of the order depends on them.
            customer: sql`case when ${orders.customer} is null then null else jsonb_build_object(
              'country', ${orders.customer}->'country', 'country_name', ${orders.customer}->'country_name',
              'region', ${orders.customer}->'region', 'region_name', ${orders.customer}->'region_name',
              'shipping_country', ${orders.customer}->'shipping_country',
              'shipping_country_name', ${orders.customer}->'shipping_country_name',
              'shipping_region', ${orders.customer}->'shipping_region',
              'shipping_region_name', ${orders.customer}->'shipping_region_name',
              'sameAsBilling', ${orders.customer}->'sameAsBilling',
              'preferred_language', ${orders.customer}->'preferred_language',
              'phone_prefix', '', 'anonymised', true) || ${JSON.stringify(emptyCustomer)}::jsonb end`,
            updatedAt: now(),
          })
          .where(eq(orders.userId, userId));
        // Messages already sent to the address are personal data too; pending ones still go.
        await tx.delete(emails).where(and(eq(emails.to, user.email), ne(emails.status, 'pending')));
        await tx.delete(users).where(eq(users.id, userId));
      });
      await deps.newsletter.forget(user.email);
    },

    /**
     * POST /api/auth/password/reset/: the same answer whether the address has an account or
     * not; an account gets a single-use link valid for 60 minutes (earlier links stop working).
     */
    async requestPasswordReset(email: string, lang: SiteLang): Promise<void> {
      const user = await userByEmail(email);
      if (!user) return;
      const token = newSecret();
      const at = now();
      const estateName = await deps.estateName();
      await commitAndNotify(deps, async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({
          tokenHash: hashSecret(token),
          userId: user.id,
          expiresAt: new Date(at.getTime() + resetTokenMs),
          createdAt: at,
        });
        const query = new URLSearchParams({ uid: String(user.id), token });
        await queueEmail(
          tx,
          passwordResetMessage({
            to: user.email,
            name: user.firstName || user.username,
            lang,
            url: `${publicUrl}${pathTo('login', lang)}?${query}`,
            estateName,
            site: site(),
          }),
        );
      });
    },

    /** POST /api/auth/password/reset/confirm/: sets the password and ends every session. */
    async confirmPasswordReset(input: {
      uid: string;
      token: string;
      new_password1: string;
    }): Promise<void> {
      refuseCommon(input.new_password1, 'new_password1');
      const userId = /^\d{1,9}$/.test(input.uid) ? Number(input.uid) : 0;
      const passwordHash = await hashPassword(input.new_password1);
      const at = now();
      const done = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashSecret(input.token)),
              eq(passwordResetTokens.userId, userId),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, at),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return false;
        const [owner] = await tx
          .update(users)
          .set({
            passwordHash,
            sessionVersion: sql`${users.sessionVersion} + 1`,
            updatedAt: at,
          })
          .where(eq(users.id, used.userId))
          .returning({ email: users.email });
        // A reset ends a lockout (decision 099).
        if (owner) await throttle.clear(tx, owner.email);
        await revokeSessions(tx, used.userId, at);
        return true;
      });
      if (!done) throw new AccountError(400, 'invalid_link', 'token');
    },

    /**
     * The verification link: the address is the account's, so guest orders placed with it join
     * the account. Null for an unknown, used or expired link, or one for a former address.
     */
    async verifyEmail(uid: string, token: string): Promise<{ lang: SiteLang } | null> {
      const userId = /^\d{1,9}$/.test(uid) ? Number(uid) : 0;
      const at = now();
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(emailVerificationTokens.tokenHash, hashSecret(token)),
              eq(emailVerificationTokens.userId, userId),
              isNull(emailVerificationTokens.usedAt),
              gt(emailVerificationTokens.expiresAt, at),
            ),
          )
          .returning({ email: emailVerificationTokens.email });
        if (!used) return null;
        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: at, updatedAt: at })
          .where(and(eq(users.id, userId), eq(users.email, used.email)))
          .returning();
        if (!user) return null;
        await claimGuestOrders(tx, user);
        return { lang: langOf(user) };
      });
    },

    /**
     * POST /api/users/social/google/: a Google ID token signs in the account with that Google
     * id, or the one with the same (Google-verified) e-mail, or a new one.
     */
    async googleLogin(idToken: string): Promise<TokenPair & { user: { username: string } }> {
      // Without GOOGLE_CLIENT_ID the route does not exist; a direct call fails as Google would.
      if (!google) throw new AccountError(404, 'google_failed');
      const identity = await google(idToken);
      if (!identity) throw new AccountError(401, 'google_failed');
      const at = now();
      const result = await db.transaction(async (tx) => {
        const [bySub] = await tx.select().from(users).where(eq(users.googleSub, identity.sub));
        const [byEmail] = bySub
          ? [bySub]
          : await tx.select().from(users).where(eq(users.email, identity.email));
        let user = byEmail;
        if (user && user.googleSub && user.googleSub !== identity.sub) return null;
        if (user && !user.googleSub) {
          // A password set by someone who never proved the address is not the owner's: it goes
          // (pre-registration takeover), with every session it opened.
          const unproven = user.emailVerifiedAt === null;
          [user] = await tx
            .update(users)
            .set({
              googleSub: identity.sub,
              emailVerifiedAt: user.emailVerifiedAt ?? at,
              ...(unproven && {
                passwordHash: null,
                sessionVersion: sql`${users.sessionVersion} + 1`,
              }),
              updatedAt: at,
            })
            .where(eq(users.id, user.id))
            .returning();
          if (unproven) await revokeSessions(tx, user!.id, at);
        }
        if (!user) {
          [user] = await tx
            .insert(users)
            .values({
              email: identity.email,
              username: (identity.name || identity.email.split('@')[0] || 'Google').slice(0, 50),
              googleSub: identity.sub,
              emailVerifiedAt: at,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
        }
        await claimGuestOrders(tx, user!);
        await tx.update(users).set({ lastLoginAt: at }).where(eq(users.id, user!.id));
        return { tokens: await issuePair(user!, tx), username: user!.username };
      });
      if (!result) throw new AccountError(401, 'google_failed');
      return { ...result.tokens, user: { username: result.username } };
    },

    /** GET /api/users/me/newsletter/ */
    async newsletterOf(userId: number): Promise<AccountNewsletter> {
      const user = await mustFind(userId);
      const status = await deps.newsletter.statusOf(user.email);
      return { status, subscribed: status === 'confirmed' };
    },

    /** PUT /api/users/me/newsletter/ */
    async setNewsletter(userId: number, subscribed: boolean): Promise<AccountNewsletter> {
      const user = await mustFind(userId);
      await deps.newsletter.setSubscription(user.email, {
        subscribed,
        language: langOf(user),
        verified: user.emailVerifiedAt !== null,
      });
      return service.newsletterOf(userId);
    },

    /** GET /api/users/me/export/: everything kept about the account, as JSON. */
    async exportData(userId: number): Promise<AccountExport> {
      const user = await mustFind(userId);
      const [accountOrders, newsletter, customers] = await Promise.all([
        deps.ordersOfUser(userId),
        service.newsletterOf(userId),
        db
          .select({ customer: orders.customer, number: orders.orderNumber })
          .from(orders)
          .where(eq(orders.userId, userId)),
      ]);
      const addresses = [
        addressEntry('profile', {
          first: user.firstName,
          last: user.lastName,
          street: user.address,
          house: user.houseNumber,
          line2: user.address2,
          postal: user.postalCode,
          city: user.city,
          country: user.countryName,
          region: user.regionName,
          email: user.email,
          phone: user.phone && `${user.phonePrefix} ${user.phone}`,
        }),
      ];
      for (const { customer, number } of customers) {
        if (!customer) continue;
        const pick = (keys: Record<keyof AddressParts, string>) =>
          Object.fromEntries(
            Object.entries(keys).map(([part, key]) => [part, String(customer[key] ?? '')]),
          ) as AddressParts;
        const billing = pick(billingKeys);
        billing.phone &&= `${String(customer.phone_prefix ?? '')} ${billing.phone}`.trim();
        addresses.push(addressEntry(`order ${number} (billing)`, billing));
        if (customer.sameAsBilling === false) {
          addresses.push(addressEntry(`order ${number} (shipping)`, pick(shippingKeys)));
        }
      }
      return {
        exported_at: now().toISOString(),
        account: {
          ...toUser(user),
          language: user.language,
          email_verified: user.emailVerifiedAt !== null,
          google_linked: user.googleSub !== null,
          created_at: user.createdAt.toISOString(),
          last_login_at: user.lastLoginAt?.toISOString() ?? null,
        },
        addresses,
        orders: accountOrders,
        newsletter,
      };
    },

    /**
     * `npm run create-admin`: makes the account with this e-mail staff, creating it when
     * needed. Without a password a new account gets a generated one, returned once.
     */
    async createStaff(
      email: string,
      password?: string,
    ): Promise<{ created: boolean; password: string | null }> {
      const address = email.trim().toLowerCase();
      const generated = password ? null : randomBytes(18).toString('base64url');
      if (password) refuseCommon(password, 'password');
      const existing = await userByEmail(address);
      const at = now();
      if (existing) {
        await db
          .update(users)
          .set({
            isStaff: true,
            ...(password && {
              passwordHash: await hashPassword(password),
              sessionVersion: sql`${users.sessionVersion} + 1`,
            }),
            updatedAt: at,
          })
          .where(eq(users.id, existing.id));
        return { created: false, password: null };
      }
      await db.insert(users).values({
        email: address,
        username: address.split('@')[0]!.slice(0, 50),
        passwordHash: await hashPassword(password ?? generated!),
        isStaff: true,
        emailVerifiedAt: at,
      });
      return { created: true, password: generated };
    },
  };
  return service;
}

export type AccountsService = ReturnType<typeof createAccountsService>;
