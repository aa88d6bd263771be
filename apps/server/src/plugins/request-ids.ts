import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The request id in every log line of a request (docs/decisions/125-metrics.md). Fastify's
 * request logger carries it already; the services log through the application's logger, and
 * this puts the id of the request they are working for into those lines too.
 */
const requestContext = new AsyncLocalStorage<FastifyRequest>();

/** The label Fastify gives the id in a request's log lines. */
export const requestIdLabel = 'reqId';

interface BindingsLogger {
  bindings(): Record<string, unknown>;
}

/**
 * pino's `mixin`: adds the current request's id to a line logged while serving it, unless the
 * logger already binds it (the request's own logger and its children).
 */
export function requestIdMixin(
  _line: object,
  _level: number,
  logger?: BindingsLogger,
): Record<string, string> {
  const request = requestContext.getStore();
  if (!request || (logger as unknown) === request.log) return {};
  if (logger && requestIdLabel in logger.bindings()) return {};
  return { [requestIdLabel]: request.id };
}

/**
 * Runs each request's hooks and handler in its own async context, and names the request in every
 * 5xx answer's `x-request-id` header, so support can find its log lines from what the visitor saw.
 */
export const requestIds = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => requestContext.run(request, done));
    // The handler runs after the body was read, from the socket's events, outside the context
    // entered above: it is entered again (the way @fastify/request-context does it).
    app.addHook('preValidation', (request, _reply, done) => requestContext.run(request, done));
    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.statusCode >= 500) reply.header('x-request-id', request.id);
      done(null, payload);
    });
  },
  { name: 'request-ids' },
);
