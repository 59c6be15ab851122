import { z } from 'zod';
import { dbId } from './common.ts';

export const plan = z.object({
  id: z.number(),
  title: z.string(),
  short_desc: z.string(),
  days: z.number(),
  /** Price in reais (e.g. 29.9); stored as integer cents. */
  price: z.number(),
  price_cents: z.number(),
  /** 'user': the payer's own subscription; 'club': the club the payer leads. */
  kind: z.enum(['user', 'club']),
  /** Club plans: the member limit the club gets. */
  max_users: z.number().nullable(),
  /** Also offered as a subscription that renews itself (the admin decides per plan). */
  recurring: z.boolean(),
});
export type Plan = z.infer<typeof plan>;

export const plansAnswer = z.object({ plans: z.array(plan) });
/** GET /api/user/pay: a club plan pays for `team_id` (default: the first club the user leads). */
export const payQuery = z.object({ plan_id: dbId, team_id: dbId.optional() });
export const payAnswer = z.object({ url: z.string() });

/** Every status a payment goes through (see the server's PaymentStatusValue). */
export const PAYMENT_STATUSES = ['pending', 'approved', 'declined', 'refunded', 'charged_back', 'cancelled'] as const;
export const paymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatusName = z.infer<typeof paymentStatus>;

/** One payment as its payer (GET /api/user/payments) or an admin sees it. */
export const paymentEntry = z.object({
  id: z.number(),
  created_at: z.string(),
  plan: z.string(),
  kind: z.enum(['user', 'club']),
  /** Club plans: the club paid for. */
  club: z.string().nullable(),
  amount_cents: z.number(),
  /** Refunded so far (a partial refund leaves status approved). */
  refunded_cents: z.number(),
  status: paymentStatus,
  days: z.number(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** The provider's payment id once known. */
  provider_reference: z.string().nullable(),
});
export type PaymentEntry = z.infer<typeof paymentEntry>;
export const paymentsAnswer = z.object({ payments: z.array(paymentEntry) });

/** POST /api/user/subscription: start a subscription that renews itself for a recurring plan. */
export const subscribeBody = z.object({ plan_id: dbId });

/** pending: the card is not authorized yet; authorized: renews itself; cancelled: renews no more. */
export const RECURRING_STATUSES = ['pending', 'authorized', 'cancelled'] as const;

/** The coach's subscription that renews itself (GET /api/user/subscription). */
export const recurringEntry = z.object({
  id: z.number(),
  plan: z.string(),
  status: z.enum(RECURRING_STATUSES),
  amount_cents: z.number(),
  days: z.number(),
  /** End of the last paid period (the next renewal is charged around then). */
  paid_through: z.string().nullable(),
  /** After a refused renewal: access is kept until then. */
  grace_until: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(['user', 'provider']).nullable(),
  /** Where the coach's access ends today (own subscription). */
  access_end: z.string().nullable(),
});
export type RecurringEntry = z.infer<typeof recurringEntry>;
export const recurringAnswer = z.object({ subscription: recurringEntry.nullable() });
