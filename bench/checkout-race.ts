/**
 * docs/product/architecture.md#budgets: "50 concurrent checkouts for a wine with 10 bottles: exactly 10 orders, every
 * other buyer told clearly, all answered within 2 s". On a server of its own, a staff account
 * (made with `npm run create-admin`) signs in and sets the wine's stock to 10 through the admin
 * API; then 50 buyers, each from an address of its own (TRUST_PROXY=true, so the per-IP rate
 * limit counts them apart), send POST /api/checkout/create-payment-intent/ at once. The same race
 * on PostgreSQL is an integration test (checkout-concurrency.db.test.ts); the time budget is here.
 *
 * Embedded PGlite by default; BENCH_DATABASE_URL runs it on that PostgreSQL instead. Also runs
 * alone: node --import tsx bench/checkout-race.ts
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  adminListSchema,
  adminWineSchema,
  centsToEuros,
  checkoutConflictSchema,
  eurosToCents,
  orderTotal,
  shippingCalculationSchema,
  tokenPairSchema,
  unitPrice,
  wineSchema,
  type CreatePaymentIntentInput,
} from '@mdc/shared';
import { renderCheckoutRace } from './report.ts';
import { startServer } from './server.ts';
import { log, runCleanups, withTimeout } from './util.ts';

export const CHECKOUT_RACE = { buyers: 50, bottles: 10, wine: 'exmo' } as const;
const REQUEST_TIMEOUT_MS = 30_000;
const RACE_TIMEOUT_MS = 120_000;
const intentPath = '/api/checkout/create-payment-intent/';

export interface CheckoutRaceResult {
  database: 'pglite' | 'postgres';
  wine: string;
  buyers: number;
  bottles: number;
  /** 200: a reservation and a payment to complete. */
  reserved: number;
  /** 409 `sold_out` with a message the page shows. */
  soldOut: number;
  /** Anything else (status and error code; status 0: no answer), e.g. a 429: each a failure. */
  others: Array<{ status: number; error: string }>;
  maxLatencyMs: number;
  medianLatencyMs: number;
  /** The wine's stock after the race, as the admin API reads it. */
  stockAfter: number;
}

export async function runCheckoutRace(): Promise<CheckoutRaceResult> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const staff = {
    email: 'bench-staff@example.com',
    password: randomBytes(18).toString('base64url'),
  };
  const server = await startServer({
    staff,
    env: { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true' },
  });
  try {
    return await withTimeout(
      race(server.origin, staff, databaseUrl ? 'postgres' : 'pglite'),
      RACE_TIMEOUT_MS,
      'checkout race',
    );
  } finally {
    await server.stop();
  }
}

async function race(
  origin: string,
  staff: { email: string; password: string },
  database: CheckoutRaceResult['database'],
): Promise<CheckoutRaceResult> {
  const { buyers, bottles, wine: slug } = CHECKOUT_RACE;
  const { access } = tokenPairSchema.parse(
    await call(origin, 'POST', '/api/users/token/', { body: staff }).then(json(200)),
  );
  const adminWines = adminListSchema(adminWineSchema).parse(
    await call(origin, 'GET', '/api/admin/wines/?per_page=500', { access }).then(json(200)),
  );
  const wine = adminWines.data.find((w) => w.product_url === slug);
  if (!wine) throw new Error(`checkout race: no wine '${slug}' in the admin API`);
  if (wine.bottles_quantity !== bottles) {
    const adjusted = adminWineSchema.parse(
      await call(origin, 'POST', `/api/admin/wines/${wine.id}/stock/`, {
        access,
        body: {
          change: bottles - wine.bottles_quantity,
          reason: 'correction',
          note: `bench: ${buyers} buyers for the last ${bottles} bottles`,
        },
      }).then(json(200)),
    );
    if (adjusted.bottles_quantity !== bottles) {
      throw new Error(`checkout race: stock is ${adjusted.bottles_quantity}, not ${bottles}`);
    }
  }

  const order = await oneBottleOrder(origin, slug);
  log(`checkout race: ${buyers} buyers, ${bottles} bottles of ${slug} (${database})`);
  const answers = await Promise.all(
    Array.from({ length: buyers }, async (_, i) => {
      const started = performance.now();
      try {
        const response = await call(origin, 'POST', intentPath, {
          body: { ...order, checkout_id: randomBytes(12).toString('base64url') },
          // TEST-NET-3 addresses: one visitor each.
          forwardedFor: `203.0.113.${i + 1}`,
        });
        const body: unknown = await response.json().catch(() => null);
        return { status: response.status, body, ms: performance.now() - started };
      } catch (error) {
        // No answer at all (timeout, reset): a buyer left without a word, reported as status 0.
        const message = error instanceof Error ? error.message : String(error);
        return { status: 0, body: { error: message }, ms: performance.now() - started };
      }
    }),
  );

  const after = adminWineSchema.parse(
    await call(origin, 'GET', `/api/admin/wines/${wine.id}/`, { access }).then(json(200)),
  );
  const others: CheckoutRaceResult['others'] = [];
  let reserved = 0;
  let soldOut = 0;
  for (const answer of answers) {
    const conflict = checkoutConflictSchema.safeParse(answer.body);
    if (answer.status === 200) reserved += 1;
    else if (
      answer.status === 409 &&
      conflict.success &&
      conflict.data.error === 'sold_out' &&
      conflict.data.message.trim() !== ''
    ) {
      soldOut += 1;
    } else {
      const error = (answer.body as { error?: unknown } | null)?.error;
      others.push({ status: answer.status, error: typeof error === 'string' ? error : '' });
    }
  }
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    database,
    wine: slug,
    buyers,
    bottles,
    reserved,
    soldOut,
    others,
    maxLatencyMs: Math.round(latencies.at(-1) ?? 0),
    medianLatencyMs: Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0),
    stockAfter: after.bottles_quantity,
  };
}

/**
 * One bottle to Lisbon, priced as the checkout page prices it: from the shop's product list and
 * the shipping calculation, with the shared pricing functions.
 */
async function oneBottleOrder(
  origin: string,
  slug: string,
): Promise<Omit<CreatePaymentIntentInput, 'checkout_id'>> {
  const products = wineSchema
    .array()
    .parse(await call(origin, 'GET', '/api/shop/products/?lang=pt').then(json(200)));
  const product = products.find((p) => p.product_url === slug);
  if (!product) throw new Error(`checkout race: '${slug}' is not in the shop`);
  const subtotal = unitPrice({
    priceCents: eurosToCents(product.price),
    salePriceCents: product.new_price === null ? null : eurosToCents(product.new_price),
  });
  const { results } = shippingCalculationSchema.parse(
    await call(
      origin,
      'GET',
      `/api/shipping/calculate/PT/PT-11/1/?lang=pt&subtotal=${centsToEuros(subtotal)}`,
    ).then(json(200)),
  );
  const option = results[0];
  if (!option?.cost) throw new Error('checkout race: no shipping option to Lisbon');
  const shipping = eurosToCents(option.cost);
  return {
    cart: [{ id: product.id, quantity: 1 }],
    shipping_option_id: option.id,
    subtotal: centsToEuros(subtotal),
    shipping_cost: centsToEuros(shipping),
    total: centsToEuros(orderTotal(subtotal, shipping)),
    customer: {
      firstName: 'Ana',
      lastName: 'Costa',
      email: 'ana.costa@example.com',
      phone: '912 345 678',
      address: 'Avenida da Liberdade',
      address_line2: '3.º dto.',
      house_number: '100',
      postalCode: '1250-096',
      city: 'Lisboa',
      country: 'PT',
      region: 'PT-11',
      sameAsBilling: true,
    },
    adult_confirmed: true,
  };
}

function call(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; access?: string; forwardedFor?: string } = {},
): Promise<Response> {
  return fetch(new URL(path, origin), {
    method,
    headers: {
      accept: 'application/json',
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.access && { authorization: `Bearer ${options.access}` }),
      ...(options.forwardedFor && { 'x-forwarded-for': options.forwardedFor }),
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/** The body of an answer that must have this status; anything else stops the race with why. */
function json(status: number) {
  return async (response: Response): Promise<unknown> => {
    const text = await response.text();
    if (response.status !== status) {
      throw new Error(`${response.url} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return JSON.parse(text) as unknown;
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.stdout.write(`${renderCheckoutRace(await runCheckoutRace()).join('\n')}\n`);
  } finally {
    await runCleanups();
  }
}
