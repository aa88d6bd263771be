import {
  withdrawalRefusals,
  type WithdrawalCreated,
  type WithdrawalRefusal,
  type WithdrawalRequestInput,
} from '@mdc/shared';
import { ApiError, postAs, type AuthFetch } from '../../ui/api-client';

export type WithdrawalAnswer =
  | { kind: 'ok'; created: WithdrawalCreated }
  | { kind: 'refused'; refusal: WithdrawalRefusal | 'not_found' }
  | { kind: 'badReason' }
  | { kind: 'tooMany' }
  | { kind: 'failed' };

const isRefusal = (code: unknown): code is WithdrawalRefusal | 'not_found' =>
  code === 'not_found' || (withdrawalRefusals as readonly unknown[]).includes(code);

/** POST /api/checkout/orders/by-code/{code}/withdrawal/ (decision 070): the second step. */
export async function confirmWithdrawal(
  code: string,
  reason: string,
  authFetch?: AuthFetch,
): Promise<WithdrawalAnswer> {
  try {
    const body: WithdrawalRequestInput = { confirm: true, reason };
    const created = await postAs<'/checkout/orders/by-code/{code}/withdrawal/'>(
      authFetch,
      `/checkout/orders/by-code/${encodeURIComponent(code)}/withdrawal/`,
      body,
    );
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
