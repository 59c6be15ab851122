import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { PaymentProvider, ProviderNotification, VerifiedPayment } from './provider.ts';
import { paymentsPolicy } from '../access/policies.ts';
import { providerActor } from './provider-actor.ts';

/**
 * The default provider: a local checkout page (GET /api/payments/sandbox/{reference}) whose
 * Approve/Decline buttons post a notification to the same handler a real provider reaches. Its
 * "provider records" are our own pending rows, so verification is a lookup of the reference.
 */
export function sandboxProvider(db: Db, config: Config): PaymentProvider {
  return {
    name: 'sandbox',

    async createCheckout(payment) {
      return `${config.publicUrl}/api/payments/sandbox/${encodeURIComponent(payment.reference)}`;
    },

    async verify(notification: ProviderNotification): Promise<VerifiedPayment | null> {
      if (!notification.reference) return null;
      const row = await db
        .selectFrom('payments')
        .select(['id', 'reference', 'amount_cents', 'status'])
        .where('reference', '=', notification.reference)
        .where('provider', '=', 'sandbox')
        .where(paymentsPolicy.visibleTo(providerActor))
        .executeTakeFirst();
      if (!row) return null;
      const claimed = notification.status;
      const status = claimed === 'approved' || claimed === 'declined' || claimed === 'refunded' || claimed === 'charged_back' ? claimed : 'pending';
      return { reference: row.reference, external_id: `sandbox-${row.id}`, status, amount_cents: row.amount_cents };
    },
  };
}
