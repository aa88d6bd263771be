import { eq } from 'drizzle-orm';
import { orders, type Database } from '@mdc/db';
import type { OfflineCard, OfflineConfirmation, OfflineProvider } from '../payments/index.ts';
import { CheckoutError } from './checkout-errors.ts';

/**
 * The offline provider's test card form and 3-D Secure challenge (docs/product/architecture.md#payments);
 * a 404 when Stripe is configured (there is no offline form then). A refusal is kept on the order.
 */
export function createOfflineCheckout(deps: {
  db: Database;
  offline: OfflineProvider | null;
  now: () => Date;
}) {
  function requireOffline(): OfflineProvider {
    if (!deps.offline) throw new CheckoutError(404, 'offline_provider_off');
    return deps.offline;
  }

  async function recorded(paymentIntentId: string, outcome: OfflineConfirmation | null) {
    if (outcome && 'error_message' in outcome) {
      await deps.db
        .update(orders)
        .set({ lastPaymentError: outcome.error_message, updatedAt: deps.now() })
        .where(eq(orders.paymentIntentId, paymentIntentId));
    }
    return outcome;
  }

  return {
    /** The test card form's pay. Null when the intent or its secret is unknown. */
    async confirmOfflinePayment(
      paymentIntentId: string,
      clientSecret: string,
      card: OfflineCard,
    ): Promise<OfflineConfirmation | null> {
      const outcome = await requireOffline().confirmCard(paymentIntentId, clientSecret, card);
      return recorded(paymentIntentId, outcome);
    },

    /**
     * The test bank's 3-D Secure challenge, approved or failed by the buyer, as Stripe's test
     * mode shows it for the card 4000 0027 6000 3184.
     */
    async authenticateOfflinePayment(
      paymentIntentId: string,
      clientSecret: string,
      approve: boolean,
    ): Promise<OfflineConfirmation | null> {
      const outcome = await requireOffline().authenticate(paymentIntentId, clientSecret, approve);
      return recorded(paymentIntentId, outcome);
    },
  };
}
