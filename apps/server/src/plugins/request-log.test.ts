import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { redactedUrl, serializeRequest } from './request-log.ts';

describe('the request address as logged (decision 121)', () => {
  it('replaces the values of passwords, tokens and personal data, keeps the rest', () => {
    expect(
      redactedUrl('/shop/login?email=ana%40example.pt&password=s%C3%AAgredo&next=%2Fshop'),
    ).toBe('/shop/login?email=[redacted]&password=[redacted]&next=%2Fshop');
    expect(redactedUrl('/shop/login?uid=7&token=abc-def')).toBe(
      '/shop/login?uid=7&token=[redacted]',
    );
    expect(redactedUrl('/contacto?phone=912345678&new_password2=x&Pass%77ord=y')).toBe(
      '/contacto?phone=[redacted]&new_password2=[redacted]&Pass%77ord=[redacted]',
    );
    expect(redactedUrl('/?hero=bottles&page=2')).toBe('/?hero=bottles&page=2');
    expect(redactedUrl('/vinhos')).toBe('/vinhos');
    // A name that cannot be decoded is checked as written; a flag without a value stays.
    expect(redactedUrl('/x?%E0%A4%A=1&password')).toBe('/x?%E0%A4%A=1&password');
  });

  it('is what Fastify writes for every request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream, serializers: { req: serializeRequest } },
    });
    app.get('/shop/login', async () => 'page');
    await app.inject({
      method: 'GET',
      url: '/shop/login?email=ana%40example.pt&password=hunter22',
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"url":"/shop/login?email=[redacted]&password=[redacted]"');
    expect(log).not.toContain('hunter22');
    expect(log).not.toContain('example.pt');
  });
});
