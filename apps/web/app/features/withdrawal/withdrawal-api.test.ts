import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmWithdrawal } from './withdrawal-api';

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('confirmWithdrawal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the statement to the order code and answers what was recorded', async () => {
    const created = {
      requested_at: '2026-07-02T13:32:00.000Z',
      withdrawal: { available: false, refusal: 'already_withdrawn' },
    };
    const fetch = vi.fn(() => answer(201, created));
    vi.stubGlobal('fetch', fetch);
    expect(await confirmWithdrawal('abc_DEF-123', 'Mudei de ideias')).toEqual({
      kind: 'ok',
      created,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/checkout/orders/by-code/abc_DEF-123/withdrawal/');
    expect(JSON.parse(String(init.body))).toEqual({ confirm: true, reason: 'Mudei de ideias' });
  });

  it('goes through the signed-in fetch when given one', async () => {
    const authFetch = vi.fn(() => answer(201, { requested_at: 'x', withdrawal: {} }));
    await confirmWithdrawal('abc', '', authFetch);
    expect(authFetch).toHaveBeenCalledWith(
      '/checkout/orders/by-code/abc/withdrawal/',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it.each([
    [409, { code: 'period_over' }, { kind: 'refused', refusal: 'period_over' }],
    [409, { code: 'already_withdrawn' }, { kind: 'refused', refusal: 'already_withdrawn' }],
    [404, { code: 'not_found' }, { kind: 'refused', refusal: 'not_found' }],
    [400, { fields: { reason: 'too long' } }, { kind: 'badReason' }],
    [429, { message: 'slow down' }, { kind: 'tooMany' }],
    [500, { message: 'oops' }, { kind: 'failed' }],
  ])('names a %i %j for the page', async (status, body, expected) => {
    vi.stubGlobal('fetch', () => answer(status, body));
    expect(await confirmWithdrawal('abc', '')).toEqual(expected);
  });

  it('answers failed when no answer arrives', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(await confirmWithdrawal('abc', '')).toEqual({ kind: 'failed' });
  });
});
