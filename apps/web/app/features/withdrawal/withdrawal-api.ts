import {
  withdrawalRefusals,
  type WithdrawalCreated,
  type WithdrawalRefusal,
  type WithdrawalRequestInput,
} from '@mdc/shared';
import { api, ApiError } from '~/ui/api-client';

/** The signed-in buyer's fetch (bearer, renewed once on a 401), so the account is recorded. */
export type AuthFetch = (path: string, init?: RequestInit) => Promise<Response>;

export type WithdrawalAnswer =
  | { kind: 'ok'; created: WithdrawalCreated }
  | { kind: 'refused'; refusal: WithdrawalRefusal | 'not_found' }
  | { kind: 'badReason' }
  | { kind: 'tooMany' }
  | { kind: 'failed' };

const isRefusal = (code: unknown): code is WithdrawalRefusal | 'not_found' =>
  code === 'not_found' || (withdrawalRefusals as readonly unknown[]).includes(code);

async function send(path: string, body: WithdrawalRequestInput, authFetch?: AuthFetch) {
  if (!authFetch) return api<WithdrawalCreated>(path, { body });
  const response = await authFetch(path, { method: 'POST', body: JSON.stringify(body) });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed as WithdrawalCreated;
}

/** POST /api/checkout/orders/by-code/{code}/withdrawal/ (decision 070): the second step. */
export async function confirmWithdrawal(
  code: string,
  reason: string,
  authFetch?: AuthFetch,
): Promise<WithdrawalAnswer> {
  const path = `/checkout/orders/by-code/${encodeURIComponent(code)}/withdrawal/`;
  try {
    const created = await send(path, { confirm: true, reason }, authFetch);
    return { kind: 'ok', created };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'failed' };
    const body = error.body as { code?: unknown; fields?: Record<string, unknown> } | null;
    if (isRefusal(body?.code)) return { kind: 'refused', refusal: body.code };
    if (error.status === 400 && body?.fields?.reason) return { kind: 'badReason' };
    if (error.status === 429) return { kind: 'tooMany' };
    return { kind: 'failed' };
  }
}
