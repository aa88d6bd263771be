import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/mdc-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', seedDemo: true });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Monte das Cegonhas <no-reply@localhost>',
      estateEmail: 'geral@montedascegonhas.pt',
    });
    expect(config.recaptcha).toBeUndefined();
  });

  it('reads the mail, Redis and reCAPTCHA settings', () => {
    const config = loadConfig({
      ...base,
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Adega <vinhos@example.com>',
      ESTATE_EMAIL: 'reservas@example.com',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 'secret',
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: 'Adega <vinhos@example.com>',
      estateEmail: 'reservas@example.com',
    });
    expect(config.recaptcha).toEqual({ siteKey: 'site', secret: 'secret', verifyUrl: undefined });
    const blanks = loadConfig({ ...base, SMTP_URL: '', MAIL_FROM: '', RECAPTCHA_SECRET: '' });
    expect(blanks.mail).toMatchObject({ smtpUrl: undefined, from: expect.stringContaining('<') });
    expect(blanks.recaptcha).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'example.com' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ REDIS_URL: 'http://localhost:6379' }, 'REDIS_URL'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'Monte das Cegonhas' }, 'MAIL_FROM'],
    [{ ESTATE_EMAIL: 'geral@' }, 'ESTATE_EMAIL'],
    [{ RECAPTCHA_SITE_KEY: 'site' }, 'RECAPTCHA_SECRET'],
    [{ RECAPTCHA_SECRET: 'secret' }, 'RECAPTCHA_SITE_KEY'],
  ])('stops with one clear line for %o', (env, name) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(
      new RegExp(`^Invalid environment variable ${name}: `),
    );
  });

  it('requires JWT_SECRET for a production deployment on https', () => {
    expect(() =>
      loadConfig({ DATA_DIR: base.DATA_DIR, NODE_ENV: 'production', PUBLIC_URL: 'https://x.pt' }),
    ).toThrow(/JWT_SECRET/);
  });

  describe('on https, where several instances need the same settings (decision 101)', () => {
    const fleet = {
      DATA_DIR: base.DATA_DIR,
      PUBLIC_URL: 'https://www.montedascegonhas.pt',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://mdc@db.internal/mdc',
      REDIS_URL: 'redis://cache.internal:6379',
      TRUST_PROXY: '10.0.0.0/8',
    };

    it('starts with all of them, whatever NODE_ENV says', () => {
      expect(loadConfig(fleet).trustProxy).toEqual(['10.0.0.0/8']);
      expect(loadConfig({ ...fleet, NODE_ENV: 'production' }).redisUrl).toBe(fleet.REDIS_URL);
    });

    it.each(['JWT_SECRET', 'DATABASE_URL', 'REDIS_URL', 'TRUST_PROXY'] as const)(
      'refuses to start without %s, naming it and what it is for',
      (name) => {
        const env: Record<string, string> = { ...fleet };
        delete env[name];
        expect(() => loadConfig(env)).toThrow(
          new RegExp(`^Invalid environment variable ${name}: `),
        );
        expect(() => loadConfig(env)).toThrow(/SINGLE_INSTANCE=true/);
      },
    );

    it('lets one process on its own address start with only JWT_SECRET', () => {
      const single = {
        DATA_DIR: base.DATA_DIR,
        PUBLIC_URL: fleet.PUBLIC_URL,
        SINGLE_INSTANCE: 'true',
      };
      expect(() => loadConfig(single)).toThrow(/JWT_SECRET/);
      expect(loadConfig({ ...single, JWT_SECRET: fleet.JWT_SECRET }).trustProxy).toBe(false);
    });
  });

  it('uses Stripe only with its secret, publishable and webhook keys', () => {
    expect(loadConfig(base).stripe).toBeUndefined();
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(loadConfig({ ...base, ...stripe }).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: undefined,
    });
    expect(
      loadConfig({ ...base, ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.apiUrl,
    ).toBe('http://127.0.0.1:12111');
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set/,
    );
    expect(() => loadConfig({ ...base, ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...base, ...stripe, STRIPE_API_URL: 'ftp://x' })).toThrow(
      ConfigError,
    );
  });

  it('takes a METRICS_TOKEN of at least 24 characters (decision 125)', () => {
    expect(loadConfig(base).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const token = 'k'.repeat(24);
    expect(loadConfig({ ...base, METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 24 characters/,
    );
  });
});
