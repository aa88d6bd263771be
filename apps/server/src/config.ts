import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine(
      (v) => v === undefined || (protocols.some((p) => v.startsWith(`${p}://`)) && URL.canParse(v)),
      { message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}` },
    );

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

// "Name <address>" or a bare address, as nodemailer takes it.
const mailboxPattern = /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_DIST_DIR: z.string().min(1).optional(),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // false, true (any proxy), or a comma-separated list of proxy addresses/CIDRs.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string[] =>
      v === 'true' || v === 'false'
        ? v === 'true'
        : v
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
    ),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** A production site run as one process on its own address (decision 101). */
  SINGLE_INSTANCE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  // An empty value (a blank line in .env) means the default, as for the URLs above.
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .regex(mailboxPattern, 'must be an address, optionally as "Name <address>"')
      .default('Monte das Cegonhas <no-reply@localhost>'),
  ),
  ESTATE_EMAIL: optionalText.pipe(
    z.email('must be an e-mail address').default('geral@montedascegonhas.pt'),
  ),
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET: optionalText,
  /** Tests only: a local stand-in for Google's siteverify endpoint. */
  RECAPTCHA_VERIFY_URL: optionalUrl(['http', 'https']),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Tests or a proxy only: where the Stripe API is (a fake Stripe server in the tests). */
  STRIPE_API_URL: optionalUrl(['http', 'https']),
  /** How long one attempt of a Stripe API call may take, in ms (the fault tests shorten it). */
  STRIPE_TIMEOUT_MS: optionalText.pipe(
    z.coerce.number<string>().int().min(100).max(80_000).optional(),
  ),
  /** Who issues invoices (decision 109): the offline pro-forma, or InvoiceXpress. */
  INVOICE_PROVIDER: optionalText.pipe(
    z.enum(['offline', 'invoicexpress'], 'must be offline or invoicexpress').default('offline'),
  ),
  INVOICEXPRESS_ACCOUNT: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]{1,63}$/i, 'must be the account name of <account>.app.invoicexpress.com')
      .optional(),
  ),
  INVOICEXPRESS_API_KEY: optionalText,
  /** Tests only: a fake server speaking the InvoiceXpress API. */
  INVOICEXPRESS_API_URL: optionalUrl(['http', 'https']),
  /** Google sign-in: the OAuth client id of the site (Google Identity Services). */
  GOOGLE_CLIENT_ID: optionalText,
  /** Tests only: a local key set standing in for Google's (JWKS JSON). */
  GOOGLE_JWKS_URL: optionalUrl(['http', 'https']),
  /** Lets a Prometheus on another machine read /metrics with this bearer token (decision 125). */
  METRICS_TOKEN: optionalText.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
  /** The in-process cache of rendered public pages (decision 080). */
  PAGE_CACHE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute origin used in canonical links, sitemaps and e-mails. */
  publicUrl: string;
  dataDir: string;
  /** The admin app's build (default apps/admin/dist). */
  adminDistDir: string | undefined;
  databaseUrl: string | undefined;
  jwtSecret: string;
  seedDemo: boolean;
  logLevel: string;
  /** Fastify's trustProxy: which proxies may tell the client address (X-Forwarded-For). */
  trustProxy: boolean | string[];
  /** Shared rate-limit counters and used captcha answers; per process without it. */
  redisUrl: string | undefined;
  mail: {
    /** Without it, e-mails become .eml files in $DATA_DIR/outbox. */
    smtpUrl: string | undefined;
    from: string;
    /** Where contact messages and booking requests are sent. */
    estateEmail: string;
  };
  /** Set: reCAPTCHA v2 instead of the self-hosted ALTCHA. */
  recaptcha: { siteKey: string; secret: string; verifyUrl: string | undefined } | undefined;
  /** Set: card payments through Stripe; unset: the offline test provider. */
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        apiUrl: string | undefined;
        timeoutMs: number | undefined;
      }
    | undefined;
  /** Who issues invoices (decision 109); InvoiceXpress with its account and key. */
  invoices:
    | { provider: 'offline' }
    | { provider: 'invoicexpress'; account: string; apiKey: string; apiUrl: string | undefined };
  /** Set: "Sign in with Google" on the login page, ID tokens checked against Google's keys. */
  google: { clientId: string; jwksUrl: string | undefined } | undefined;
  /** Keep rendered public pages in memory (decision 080). */
  pageCache: boolean;
  /** Bearer token for /metrics from other machines; without it only this machine reads them. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {}

/**
 * Reads the environment once at boot. A bad value stops the process with one line per problem,
 * naming the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `Invalid environment variable ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (Boolean(e.RECAPTCHA_SITE_KEY) !== Boolean(e.RECAPTCHA_SECRET)) {
    const missing = e.RECAPTCHA_SITE_KEY ? 'RECAPTCHA_SECRET' : 'RECAPTCHA_SITE_KEY';
    throw new ConfigError(
      `Invalid environment variable ${missing}: set both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET, or neither`,
    );
  }
  if (e.STRIPE_SECRET_KEY) {
    for (const name of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!e[name]) {
        throw new ConfigError(
          `Invalid environment variable ${name}: required when STRIPE_SECRET_KEY is set`,
        );
      }
    }
  }
  if (e.INVOICE_PROVIDER === 'invoicexpress') {
    for (const name of ['INVOICEXPRESS_ACCOUNT', 'INVOICEXPRESS_API_KEY'] as const) {
      if (!e[name]) {
        throw new ConfigError(
          `Invalid environment variable ${name}: required when INVOICE_PROVIDER is invoicexpress`,
        );
      }
    }
  }
  checkProductionSettings(e, env);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    adminDistDir: e.ADMIN_DIST_DIR && resolve(e.ADMIN_DIST_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? localJwtSecret(dataDir),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, estateEmail: e.ESTATE_EMAIL },
    recaptcha:
      e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET
        ? {
            siteKey: e.RECAPTCHA_SITE_KEY,
            secret: e.RECAPTCHA_SECRET,
            verifyUrl: e.RECAPTCHA_VERIFY_URL,
          }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
            timeoutMs: e.STRIPE_TIMEOUT_MS,
          }
        : undefined,
    invoices:
      e.INVOICE_PROVIDER === 'invoicexpress'
        ? {
            provider: 'invoicexpress',
            account: e.INVOICEXPRESS_ACCOUNT ?? '',
            apiKey: e.INVOICEXPRESS_API_KEY ?? '',
            apiUrl: e.INVOICEXPRESS_API_URL,
          }
        : { provider: 'offline' },
    google: e.GOOGLE_CLIENT_ID
      ? { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL }
      : undefined,
    pageCache: e.PAGE_CACHE,
    metricsToken: e.METRICS_TOKEN,
  };
}

/**
 * A site on https, whatever NODE_ENV says, is in production (decision 101): it refuses to
 * start without what every instance must share — one JWT_SECRET (each instance would otherwise
 * sign with its own), the PostgreSQL server (the embedded database serves one process), Redis
 * (each instance would count limits alone) and an explicit TRUST_PROXY (behind a proxy, every
 * visitor would share the proxy's address and one rate-limit counter). SINGLE_INSTANCE=true
 * states a one-process site on its own address; JWT_SECRET is required even then.
 */
function checkProductionSettings(
  e: z.infer<typeof envSchema>,
  raw: Record<string, string | undefined>,
) {
  // Tests run throw-away instances on https addresses of their own.
  if (!e.PUBLIC_URL?.startsWith('https://') || e.NODE_ENV === 'test') return;
  const missing: string[] = [];
  if (!e.JWT_SECRET)
    missing.push('JWT_SECRET (at least 32 characters, the same on every instance)');
  if (!e.SINGLE_INSTANCE) {
    if (!e.DATABASE_URL) missing.push('DATABASE_URL (the embedded database serves one process)');
    if (!e.REDIS_URL) missing.push('REDIS_URL (rate limits shared by the instances)');
    if (raw.TRUST_PROXY === undefined || raw.TRUST_PROXY === '') {
      missing.push('TRUST_PROXY (the proxy in front: true, or its addresses; false if none)');
    }
  }
  if (missing.length === 0) return;
  throw new ConfigError(
    `Invalid environment variable ${missing[0]!.split(' ')[0]}: PUBLIC_URL is https (production) ` +
      `and these are missing: ${missing.join('; ')}. For one process on its own address, set ` +
      'SINGLE_INSTANCE=true (JWT_SECRET is still required).',
  );
}

/** For a local install without JWT_SECRET: a random secret kept in the data folder. */
function localJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
