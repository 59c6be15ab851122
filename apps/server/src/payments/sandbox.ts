import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { PaymentProvider, ProviderNotification, VerifiedCharge, VerifiedPayment, VerifiedPreapproval } from './provider.ts';
import { paymentsPolicy, recurringPolicy } from '../access/policies.ts';
import { providerActor } from './provider-actor.ts';

/** A sandbox charge id: what the sandbox page generates for each renewal it simulates. */
const SANDBOX_CHARGE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The default provider: a local checkout page (GET /api/payments/sandbox/{reference}) whose
 * Approve/Decline buttons post a notification to the same handler a real provider reaches. Its
 * "provider records" are our own pending rows, so verification is a lookup of the reference.
 * Recurring subscriptions work the same way: the page GET /api/payments/sandbox/subscription/{reference}
 * authorizes the card, charges or refuses a renewal and cancels as the provider would.
 */
export function sandboxProvider(db: Db, config: Config): PaymentProvider {
  const subscriptionOf = (reference: string | undefined) =>
    reference
      ? db
          .selectFrom('recurring_subscriptions')
          .select(['id', 'reference', 'external_id', 'amount_cents'])
          .where('reference', '=', reference)
          .where('provider', '=', 'sandbox')
          .where(recurringPolicy.visibleTo(providerActor))
          .executeTakeFirst()
      : Promise.resolve(undefined);
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

    async createPreapproval(sub) {
      return { external_id: `sandbox-pre-${sub.id}`, url: `${config.publicUrl}/api/payments/sandbox/subscription/${encodeURIComponent(sub.reference)}` };
    },

    async verifyPreapproval(notification): Promise<VerifiedPreapproval | null> {
      const sub = await subscriptionOf(notification.reference);
      if (!sub?.external_id) return null;
      const status = notification.status === 'authorized' || notification.status === 'cancelled' ? notification.status : 'pending';
      return { reference: sub.reference, external_id: sub.external_id, status };
    },

    // The sandbox keeps no state of its own: cancelling there is always accepted.
    async cancelPreapproval() {},

    async verifyCharge(notification): Promise<VerifiedCharge | null> {
      const sub = await subscriptionOf(notification.reference);
      if (!sub?.external_id || !notification.id || !SANDBOX_CHARGE_ID.test(notification.id)) return null;
      const status = notification.status === 'approved' || notification.status === 'declined' ? notification.status : 'pending';
      return { preapproval_id: sub.external_id, charge_id: notification.id, payment_id: `sandbox-${notification.id}`, status, amount_cents: sub.amount_cents };
    },

    // Nothing was really charged: the refund is recorded on our side only.
    async refundCharge() {},
  };
}
