import { testDatabaseKinds } from '@mdc/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerAccount, staffAccount } from '../api/admin/admin-test-support.ts';
import { newVisitorIp } from '../api/captcha/form-test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * A bad-input corpus over every route the OpenAPI document lists (so every route, public, account
 * and admin): wrong types, huge strings, unicode edge cases, missing and extra fields, malformed
 * JSON and path tricks. Nothing may answer 5xx, and every 400 must name the field it refuses.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
type Operation = {
  parameters?: { in: 'path' | 'query'; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** The JSON types a schema allows (its own, or any of its branches'). */
function typesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return [[schema.type ?? []].flat(), ...branches.map(typesOf)].flat();
}
const isIntegerField = (schema: JsonSchema | undefined) => {
  const types = typesOf(schema);
  return types.includes('integer') && !types.includes('string');
};
const isTextField = (schema: JsonSchema | undefined) => {
  const types = typesOf(schema);
  return types.length > 0 && types.every((type) => type === 'string' || type === 'null');
};

/**
 * What PostgreSQL cannot store (docs/decisions/098-input-bytes-and-integers.md): NUL and lone
 * surrogates in text, integers beyond int4 in ids. Each must be a 400 naming the field.
 */
const unstorableTexts = ['\u0000', 'pi\u0000', '\ud800', 'a\udfffb'];
const outOfRangeIds = [2 ** 31, 2 ** 53];

const hugeText = 'x'.repeat(100_000);
/** Values that break naive code: types, sizes, encodings, injection-shaped text. */
const badValues: unknown[] = [
  12345,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  2 ** 53,
  true,
  null,
  [],
  {},
  [1, 2],
  hugeText,
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e\u200b\ufeff',
  '🍷'.repeat(1000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{"$ne":null}',
  '../../etc/passwd',
  { __proto__: { admin: true } },
];
const badParams = [
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%E2%80%AE',
  '%F0%9F%8D%B7',
  'x'.repeat(3000),
  '-1',
  '1e309',
  'NaN',
  '%ZZ',
  '2147483648',
  '9007199254740992',
];
const badQueryValues = ['', 'x'.repeat(20_000), '-1', 'NaN', '%00', '%ZZ', '1e309', 'true'];
const malformedBodies = ['{"a":', '[]', '123', 'null', '"text"', '{"__proto__":{"x":1}}', '\u0000'];

/** True when a JSON error body lists the field among its `fields`. */
function namesField(body: string, field: string): boolean {
  try {
    return Object.hasOwn((JSON.parse(body) as { fields?: object }).fields ?? {}, field);
  } catch {
    return false;
  }
}

interface Attempt {
  method: string;
  url: string;
  body?: string;
  contentType?: string;
  /** The field the answer must be a 400 naming. */
  field?: string;
}

function attemptsFor(path: string, method: string, op: Operation): Attempt[] {
  const params = op.parameters ?? [];
  const fill = (overrides: Record<string, string> = {}) =>
    path.replace(/\{([^}]+)\}/g, (_m, name: string) => overrides[name] ?? '1');
  const attempts: Attempt[] = [];
  for (const param of params.filter((p) => p.in === 'path')) {
    for (const value of badParams) attempts.push({ method, url: fill({ [param.name]: value }) });
    if (isIntegerField(param.schema)) {
      for (const id of outOfRangeIds) {
        attempts.push({ method, url: fill({ [param.name]: String(id) }), field: param.name });
      }
    }
  }
  for (const param of params.filter((p) => p.in === 'query')) {
    for (const value of badQueryValues) {
      attempts.push({ method, url: `${fill()}?${param.name}=${encodeURIComponent(value)}` });
    }
    attempts.push({ method, url: `${fill()}?${param.name}=1&${param.name}=2` });
    if (isIntegerField(param.schema)) {
      for (const id of outOfRangeIds) {
        attempts.push({ method, url: `${fill()}?${param.name}=${id}`, field: param.name });
      }
    }
  }
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (schema) {
    for (const raw of malformedBodies) {
      attempts.push({ method, url: fill(), body: raw, contentType: 'application/json' });
    }
    attempts.push({ method, url: fill(), body: '{}', contentType: 'application/json' });
    attempts.push({ method, url: fill(), body: 'a=1', contentType: 'text/plain' });
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      for (const value of badValues) {
        attempts.push({
          method,
          url: fill(),
          body: JSON.stringify({ [field]: value, unexpected_field: 'x' }),
          contentType: 'application/json',
        });
      }
      // A path parameter ('1' is no order code or region) would be refused first, and the HTML
      // pages answer with a page: the field is named where the API reads it.
      const reachable = path.startsWith('/api/') && !params.some((p) => p.in === 'path');
      const named = !reachable
        ? []
        : isIntegerField(property)
          ? outOfRangeIds
          : isTextField(property)
            ? unstorableTexts
            : [];
      for (const value of named) {
        attempts.push({
          method,
          url: fill(),
          body: JSON.stringify({ [field]: value }),
          contentType: 'application/json',
          field,
        });
      }
    }
  }
  if (attempts.length === 0) attempts.push({ method, url: fill() });
  return attempts;
}

describe.each(testDatabaseKinds)('bad input on %s', (kind) => {
  let test: TestApp;
  let staff: string;
  let customer: string;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    test = await createTestApp(kind);
    staff = (await staffAccount(test.app)).access;
    customer = (await customerAccount(test.app)).access;
    paths = (await call(test.app, 'GET', '/api/docs')).json().paths;
  });
  afterAll(() => test.close());

  it('never answers 5xx, and every 400 names the field', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(paths)) {
      if (path.includes('{*}')) continue;
      for (const [method, op] of Object.entries(operations)) {
        if (method === 'head') continue;
        const token = path.startsWith('/api/admin/') ? staff : customer;
        for (const attempt of attemptsFor(path, method.toUpperCase(), op)) {
          sent += 1;
          const res = await test.app.inject({
            method: attempt.method as 'GET',
            url: attempt.url,
            ...(attempt.body !== undefined && { payload: attempt.body }),
            headers: {
              'x-forwarded-for': newVisitorIp(),
              authorization: `Bearer ${token}`,
              ...(attempt.contentType && { 'content-type': attempt.contentType }),
            },
          });
          const label = `${attempt.method} ${attempt.url.slice(0, 120)} ${
            attempt.body?.slice(0, 80) ?? ''
          } → ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${label} ${res.body.slice(0, 200)}`);
          if (attempt.field && (res.statusCode !== 400 || !namesField(res.body, attempt.field))) {
            failures.push(
              `${label} is not a 400 naming ${attempt.field}: ${res.body.slice(0, 200)}`,
            );
          }
          if (res.statusCode === 400 && String(res.headers['content-type']).includes('json')) {
            const body = res.json();
            const named =
              (body.fields && Object.keys(body.fields).length > 0) ||
              /^[\w.[\]-]+: /.test(body.message ?? '');
            if (!named)
              failures.push(`${label} does not name the field: ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 600_000);
});
