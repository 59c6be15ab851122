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
