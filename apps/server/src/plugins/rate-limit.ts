import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { DomainError, type createRedisConnection } from '@mdc/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fallbackRateLimitStore } from './rate-limit-store.ts';

type RedisConnection = ReturnType<typeof createRedisConnection>;

/**
 * Requests per IP and minute on the routes that write or send e-mail. A person fills a form a
 * few times at most; a script gets stopped after that.
 */
export const formRateLimits = {
  newsletter: { max: 10, timeWindow: 60_000 },
  contact: { max: 5, timeWindow: 60_000 },
  booking: { max: 5, timeWindow: 60_000 },
  /** Every form fetches a challenge on load; a page reload or two per form is normal. */
  captchaChallenge: { max: 60, timeWindow: 60_000 },
} as const;

/** Requests per IP and minute on the checkout routes a script could abuse. */
export const checkoutRateLimits = {
  /** A buyer's Pay (decision 095): a few tries (another card, a corrected address) a minute. */
  paymentIntent: { max: 10, timeWindow: 60_000 },
  /** The test card form: no card-number guessing. */
  offlineConfirm: { max: 20, timeWindow: 60_000 },
  /** The MB WAY waiting page polls every few seconds for up to its 5 minutes (decision 110). */
  paymentState: { max: 60, timeWindow: 60_000 },
  /** Thank-you links: no guessing of order codes (128 random bits make it hopeless anyway). */
  orderLookup: { max: 30, timeWindow: 60_000 },
  /** The withdrawal button (decision 070): a buyer confirms once; retries after an error. */
  withdrawal: { max: 10, timeWindow: 60_000 },
  /**
   * Discount codes tried per IP (decision 074): every check, and every payment intent bringing a
   * code its order does not hold yet. A buyer tries a few; a script guessing codes is stopped.
   */
  discountCodeTries: { max: 20, timeWindow: 15 * 60_000 },
} as const;

/**
 * Customer accounts (decision 050): per IP and minute on the route, plus per account (the e-mail
 * typed, whether or not it has an account) over a longer window, so many addresses cannot guess
 * one password and one address cannot be hammered from many addresses.
 */
export const accountRateLimits = {
  token: { max: 20, timeWindow: 60_000 },
  tokenPerAccount: { max: 30, timeWindow: 15 * 60_000 },
  refresh: { max: 60, timeWindow: 60_000 },
  registration: { max: 5, timeWindow: 60_000 },
  registrationPerAccount: { max: 5, timeWindow: 60 * 60_000 },
  reset: { max: 5, timeWindow: 60_000 },
  resetPerAccount: { max: 3, timeWindow: 15 * 60_000 },
  /** Links from e-mails and Google sign-in: a person uses them a few times. */
  links: { max: 20, timeWindow: 60_000 },
} as const;

/** An IPv6 client is counted by its /64: one household's or one host's addresses (decision 111). */
const ipv6Subnet = 64;

/**
 * The client as every limit counts it: an IPv6 address grouped to its /64, an IPv4-mapped IPv6
 * address as its IPv4 address, an IPv4 address as itself. The rate limits' own grouping
 * function, so the checkout caps and the counters of tries key on the same client (decision 116).
 */
export const clientAddressGroup = (ip: string): string => normalizeIP(ip, ipv6Subnet);

/**
 * @fastify/rate-limit with no global limit: routes opt in with `config: { rateLimit }`. Counters
 * live in Redis when REDIS_URL is set, so every instance counts together, and in this instance's
 * memory while Redis is away (decision 097); in memory only without REDIS_URL.
 */
export const rateLimits = fp(
  async (app: FastifyInstance, opts: { redis?: RedisConnection | undefined }) => {
    await app.register(rateLimit, {
      global: false,
      ipv6Subnet,
      ...(opts.redis && { store: fallbackRateLimitStore(opts.redis, 'mdc:rate-limit:') }),
      skipOnError: false,
      // The one error handler answers it, in the request's language (decision 135).
      errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
    });
  },
  { name: 'rate-limits' },
);

/** The 429 of every limit: `too_many_requests`, with the seconds to wait. */
export const tooManyRequests = (seconds: number) => {
  const wait = Math.max(1, seconds);
  return new DomainError(429, 'too_many_requests', {
    args: { seconds: wait },
    retryAfterSeconds: wait,
  });
};
