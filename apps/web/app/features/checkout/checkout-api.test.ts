import { describe, expect, it } from 'vitest';
import { confirmOrder, confirmRetryDelaysMs, createPaymentIntent } from './checkout-api';
import type { ConfirmOrderInput } from '@mdc/shared';

const input = { paymentIntentId: 'pi_1' } as unknown as ConfirmOrderInput;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server that gives the listed answers in turn (an Error: no answer at all). */
function server(...answers: Array<Response | Error>) {
  const calls: string[] = [];
  const authFetch = async (path: string) => {
    calls.push(path);
    const next = answers.shift()!;
    if (next instanceof Error) throw next;
    return next;
  };
  return { calls, authFetch };
}

describe('confirmOrder after the payment went through', () => {
  const waited: number[] = [];
  const wait = async (ms: number) => {
    waited.push(ms);
  };

  it('tries again while the server says to (503, 502, no answer) and returns the code', async () => {
    waited.length = 0;
    const s = server(
      json(503, { message: 'briefly unavailable' }),
      new TypeError('network'),
      json(200, { success: true, code: 'abc' }),
    );
    expect(await confirmOrder(input, s.authFetch, wait)).toBe('abc');
    expect(s.calls).toEqual(Array(3).fill('/checkout/confirm-order/'));
    expect(waited).toEqual(confirmRetryDelaysMs);
  });

  it('gives up after three tries', async () => {
    waited.length = 0;
    const s = server(json(503, {}), json(504, {}), json(502, {}));
    expect(await confirmOrder(input, s.authFetch, wait)).toBeNull();
    expect(s.calls).toHaveLength(3);
  });

  it('does not repeat a refusal (402 not paid, 409 refunded)', async () => {
    for (const status of [402, 409]) {
      const s = server(json(status, { message: 'no' }));
      expect(await confirmOrder(input, s.authFetch, wait)).toBeNull();
      expect(s.calls).toHaveLength(1);
    }
  });
});

describe('createPaymentIntent refusals', () => {
  const intentInput = {} as unknown as Parameters<typeof createPaymentIntent>[0];

  it('tells a second open Multibanco voucher from too many tries (decision 116)', async () => {
    const voucher = server(json(429, { message: 'x', code: 'voucher_limit' }));
    expect(await createPaymentIntent(intentInput, undefined, voucher.authFetch)).toEqual({
      kind: 'voucherLimit',
    });
    for (const code of ['hold_limit', 'too_many_requests', undefined]) {
      const other = server(json(429, { message: 'x', code }));
      expect(await createPaymentIntent(intentInput, undefined, other.authFetch)).toEqual({
        kind: 'tooMany',
      });
    }
  });
});
