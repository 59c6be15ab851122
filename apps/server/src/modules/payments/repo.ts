import type { Actor } from '../../access/actor.ts';
import { paymentsPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import type { PaymentStatus } from '../../payments/provider.ts';

/** Payments of the sandbox checkout, filtered by paymentsPolicy (the checkout acts as the provider). */
export const sandboxPaymentsRepo = {
  /** The status of the sandbox payment with this reference, or null. */
  async status(db: Db, actor: Actor, reference: string): Promise<PaymentStatus | null> {
    const row = await db.selectFrom('payments').select('status').where('reference', '=', reference).where('provider', '=', 'sandbox').where(paymentsPolicy.visibleTo(actor)).executeTakeFirst();
    return row?.status ?? null;
  },

  /** The sandbox payment with this reference and the plan it pays (the checkout page), or null. */
  async checkout(db: Db, actor: Actor, reference: string) {
    return (
      (await db
        .selectFrom('payments')
        .innerJoin('plans', 'plans.id', 'payments.plan_id')
        .select(['payments.status', 'payments.amount_cents', 'payments.days', 'plans.title', 'plans.short_desc'])
        .where('payments.reference', '=', reference)
        .where('payments.provider', '=', 'sandbox')
        .where(paymentsPolicy.visibleTo(actor))
        .executeTakeFirst()) ?? null
    );
  },
};
