import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/mdc-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', seedDemo: true });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'example.com' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
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
});
