import { testDatabaseKinds } from '@mdc/db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerAccount, staffAccount } from '../api/admin/admin-test-support.ts';
import { newVisitorIp } from '../api/captcha/form-test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Property-based fuzzing of every request schema (body and query) the OpenAPI document lists,
 * public, account and admin alike: arbitrary JSON values, and mutations of a value shaped like
 * the schema (a field dropped, a field of another type, huge strings, unicode edge cases). No
 * answer may be a 5xx, and every 400 or 422 names a field. bad-input.db.test.ts sends a fixed
 * corpus; this one lets fast-check search. The seed is fixed and printed: FC_SEED=<n> replays a
 * run, FC_RUNS=<n> changes how many values each route gets.
 */

const seed = Number(process.env.FC_SEED ?? 8_008);
const numRuns = Number(process.env.FC_RUNS ?? 40);
console.info(`schema fuzz: fast-check seed ${seed}, ${numRuns} runs per route (FC_SEED to replay)`);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Text that breaks naive code: control characters, broken UTF-16, bidi, combining, emoji. */
const edgeText = fc.constantFrom(
  '',
  '\u0000',
  'a\u0000b',
  'pi\u0000',
  '\ud800',
  '\udfff',
  'x\ud83cy',
  '\u202e\u2066evil\u2069',
  '\u200f\u200e',
  '\ufeff',
  'e\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z̴̡̛̖̗̘̙̜̝̞̟̠̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌',
  '🍷👨‍👩‍👧‍👦🏳️‍🌈',
  '\u{10ffff}',
  '\r\n\t\v\f',
  ' ',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  'NaN',
);
const anyText = fc.oneof(
  edgeText,
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('x'.repeat(70_000), '🍷'.repeat(20_000), 'é'.repeat(50_000)),
);
const oddJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  anyText,
  fc.constantFrom(
    -1,
    0,
    -0,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 31,
    2 ** 53,
    -(2 ** 31) - 1,
    true,
    null,
    [],
    {},
  ),
);

/** A value shaped like the schema (not always valid: the server decides that). */
function example(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 5) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branch?.length) return example(branch.find((s) => s.type !== 'null') ?? branch[0], depth);
  const type = [schema.type ?? 'object'].flat().find((t) => t !== 'null');
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'ana.lopes@example.com';
      if (schema.format === 'date') return '2030-06-15';
      if (schema.format === 'date-time') return '2030-06-15T10:00:00.000Z';
      return 'Ana';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [example(schema.items, depth + 1)];
    default:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, example(v, depth + 1)]),
      );
  }
}

/** Arbitrary bodies for one schema: any JSON, or the example with one or more fields broken. */
function bodies(schema: JsonSchema): fc.Arbitrary<unknown> {
  const base = example(schema);
  const fields = Object.keys(schema.properties ?? {});
  if (fields.length === 0 || typeof base !== 'object' || base === null) return oddJson;
  const mutation = fc.record({
    field: fc.constantFrom(...fields),
    how: fc.constantFrom('drop', 'replace', 'text', 'extra', 'nest'),
    value: oddJson,
    text: anyText,
  });
  const mutated = fc.array(mutation, { minLength: 1, maxLength: 3 }).map((changes) => {
    const body: Record<string, unknown> = structuredClone(base as Record<string, unknown>);
    for (const { field, how, value, text } of changes) {
      if (how === 'drop') delete body[field];
      else if (how === 'replace') body[field] = value;
      else if (how === 'text') body[field] = text;
      else if (how === 'nest') body[field] = { [field]: body[field] };
      else body[`${text.slice(0, 20)}_extra`] = value;
    }
    return body;
  });
  return fc.oneof({ weight: 1, arbitrary: oddJson }, { weight: 3, arbitrary: mutated });
}

/** Percent-encodes any JS string, including lone surrogates (sent as raw invalid UTF-8). */
function encodeAny(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        const code = ch.codePointAt(0)!;
        if (code >= 0xd800 && code <= 0xdfff) return '%ED%A0%80';
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

/** Arbitrary query strings over a route's query parameters (repeated names, odd values). */
function queries(names: string[]): fc.Arbitrary<string> {
  const pair = fc.record({
    name: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...names) },
      { weight: 1, arbitrary: anyText },
    ),
    value: fc.oneof(anyText.map(encodeAny), fc.constantFrom('%ZZ', '%ED%A0%80', '%C0%AF', '%')),
  });
  return fc
    .array(pair, { maxLength: 5 })
    .map((pairs) => pairs.map((p) => `${encodeAny(p.name)}=${p.value}`).join('&'));
}

/** A JSON 400 or 422 names a field (the back end's HTML form shows its message on the page). */
function namesAField(status: number, type: unknown, body: string): boolean {
  if ((status !== 400 && status !== 422) || !String(type).includes('json')) return true;
  try {
    const json = JSON.parse(body) as { fields?: Record<string, unknown>; message?: string };
    return (
      (json.fields !== undefined && Object.keys(json.fields).length > 0) ||
      /^[\w.[\]-]+: /.test(json.message ?? '')
    );
  } catch {
    return false;
  }
}

describe.each(testDatabaseKinds)('request schemas fuzzed on %s', (kind) => {
  let test: TestApp;
  let staff: string;
  let customer: string;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    test = await createTestApp(kind, { PUBLIC_URL: 'https://vinhos.example' });
    staff = (await staffAccount(test.app)).access;
    customer = (await customerAccount(test.app)).access;
    paths = (await call(test.app, 'GET', '/api/docs')).json().paths;
  });
  afterAll(() => test?.close());

  it('never answers 5xx, and every 400/422 names the field', async () => {
    const failures: string[] = [];
    let routes = 0;
    let sent = 0;
    const statuses: Record<number, number> = {};
    for (const [path, operations] of Object.entries(paths)) {
      if (path.includes('{*}')) continue;
      for (const [method, op] of Object.entries(operations)) {
        if (method === 'head') continue;
        const schema = op.requestBody?.content?.['application/json']?.schema;
        const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        if (!schema && queryNames.length === 0) continue;
        // Ending the account would sign the customer out for every later route.
        if (path === '/api/users/delete-account/') continue;
        routes += 1;
        const url = path.replace(/\{([^}]+)\}/g, '1');
        const token = path.startsWith('/api/admin/') ? staff : customer;
        const arbitrary = fc.record({
          body: schema ? bodies(schema) : fc.constant(undefined),
          query: queryNames.length ? queries(queryNames) : fc.constant(''),
        });
        const property = fc.asyncProperty(arbitrary, async ({ body, query }) => {
          sent += 1;
          const res = await test.app.inject({
            method: method.toUpperCase() as 'GET',
            url: query ? `${url}?${query}` : url,
            ...(body !== undefined && { payload: JSON.stringify(body) }),
            headers: {
              'x-forwarded-for': newVisitorIp(),
              authorization: `Bearer ${token}`,
              ...(body !== undefined && { 'content-type': 'application/json' }),
            },
          });
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 500) {
            throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
          }
          if (!namesAField(res.statusCode, res.headers['content-type'], res.body)) {
            throw new Error(`${res.statusCode} names no field: ${res.body.slice(0, 300)}`);
          }
        });
        try {
          await fc.assert(property, { seed, numRuns, maxSkipsPerRun: 0 });
        } catch (error) {
          const { message, cause } = error as Error;
          failures.push(
            `${method.toUpperCase()} ${path}: ${message.slice(0, 400)} ${String(cause)}`,
          );
        }
      }
    }
    console.info(`schema fuzz on ${kind}: ${routes} routes, ${sent} requests`, statuses);
    expect(routes).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  }, 600_000);
});
