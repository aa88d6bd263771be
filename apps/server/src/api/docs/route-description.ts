import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { bearerSecurity } from '../accounts/authenticate.ts';
import { apiErrorSchema } from '../api-error-schema.ts';
import { operationIdOf, operationNotes } from './operations.ts';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

/** What @fastify/swagger hands its `transform` for each route. */
interface RouteToDescribe {
  schema: FastifySchema | undefined;
  url: string;
  route: RouteOptions;
}

/**
 * A zod schema as JSON Schema: a request's as it is sent (`input`), an answer's as it is written
 * (`output`; dates as ISO strings, an absent value as null). Unions keep every member: members
 * JSON cannot describe (`{}`) are dropped only once the schema is whole, and a union left with
 * one member is that member (docs/decisions/120-what-validators-check.md).
 */
export function jsonSchemaOf(schema: z.core.$ZodType, io: Io): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: ({ zodSchema, jsonSchema }) => {
      const type = zodSchema._zod.def.type;
      if (io === 'output' && type === 'date')
        Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
      if (io === 'output' && type === 'undefined') jsonSchema.type = 'null';
    },
  }) as JsonSchema;
  delete json.$schema;
  return withoutEmptyMembers(json) as JsonSchema;
}

function withoutEmptyMembers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyMembers);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, child]) => [key, withoutEmptyMembers(child)]);
  const schema = Object.fromEntries(entries) as JsonSchema;
  if (!Array.isArray(schema.anyOf)) return schema;
  const members = (schema.anyOf as JsonSchema[]).filter((member) => Object.keys(member).length > 0);
  const { anyOf: _anyOf, ...rest } = schema;
  if (members.length === 0) return rest;
  if (members.length === 1) return { ...members[0], ...rest };
  return { ...rest, anyOf: members };
}

const isZod = (value: unknown): value is z.core.$ZodType => value instanceof z.core.$ZodType;

/** A response entry as fastify takes it: a zod schema, or `{ properties: zod }`. */
function responseSchemaOf(entry: unknown): z.core.$ZodType | null {
  if (isZod(entry)) return entry;
  const properties = (entry as { properties?: unknown } | null)?.properties;
  return isZod(properties) ? properties : null;
}

/**
 * @fastify/swagger's `transform`: each route's zod schemas as JSON Schema, with the notes the
 * document needs for client generators and validators (docs/decisions/120-what-validators-check.md):
 * an operationId and a summary, who may call it, and a 4xx answer in the shared error shape.
 * Catch-all routes (the pages, the admin app, the assets, unknown API paths) are left out.
 */
export function describeRoute({ schema, url, route }: RouteToDescribe) {
  if (url.includes('*') || (schema as { hide?: boolean } | undefined)?.hide) {
    return { schema: { hide: true }, url };
  }
  const { body, querystring, params, headers, response, ...rest } = (schema ?? {}) as Record<
    string,
    unknown
  >;
  const described: Record<string, unknown> = { ...rest };
  for (const [key, part] of Object.entries({ body, querystring, params, headers })) {
    if (part) described[key] = isZod(part) ? jsonSchemaOf(part, 'input') : part;
  }
  // A route without answer schemas (a file, a page) keeps @fastify/swagger's plain 200.
  const answers: Record<string, unknown> = response
    ? {}
    : { 200: { type: 'null', description: 'Default Response' } };
  for (const [status, entry] of Object.entries((response ?? {}) as Record<string, unknown>)) {
    const zod = responseSchemaOf(entry);
    answers[status] = zod ? jsonSchemaOf(zod, 'output') : entry;
  }
  // Every route may refuse: bad input, a missing record, too many requests (the error handler).
  if (!Object.keys(answers).some((status) => status.startsWith('4'))) {
    answers['4XX'] = { ...jsonSchemaOf(apiErrorSchema, 'output'), description: 'Refused' };
  }
  described.response = answers;

  const method = [route.method].flat()[0] ?? 'GET';
  const path = url.replace(/:(\w+)/g, '{$1}');
  const notes = operationNotes(method, path);
  described.operationId = operationIdOf(method, path);
  if (notes) described.summary = notes.summary;
  // An authenticated scope has set its bearer security on the route (requireUser).
  if (!described.security) described.security = notes?.bearer ? [{}, ...bearerSecurity] : [];
  return { schema: described, url };
}
