import { z } from 'zod';
import { dbId } from './common.ts';
import { pageAnswer, pagedQuery } from './paging.ts';
import { PAYMENT_STATUSES } from './plans.ts';

/** Statuses counted as money returned in the monthly totals. */
export const PAYMENT_RETURNED_STATUSES = ['refunded', 'charged_back'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day of the period filter (YYYY-MM-DD, a real calendar day). */
const day = z
  .string()
  .regex(DAY, { message: 'admin.common.date-invalid' })
  .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v, { message: 'admin.common.date-invalid' });

/** Columns GET admin/payments sorts on (each backed by an index). */
export const ADMIN_PAYMENT_SORTS = ['created_at', 'amount', 'email'] as const;
export type AdminPaymentSort = (typeof ADMIN_PAYMENT_SORTS)[number];

/** The filters of /admin/payments: status, period (days, both included) and one user. */
export const adminPaymentsFilter = z.object({
  status: z.enum(PAYMENT_STATUSES, { message: 'validation.invalid' }).optional(),
  from: day.optional(),
  to: day.optional(),
  user: dbId.optional(),
});

/** GET admin/payments: page, sort, q (the start of the payer's e-mail) and the filters. */
export const adminPaymentsQuery = pagedQuery(ADMIN_PAYMENT_SORTS)
  .extend(adminPaymentsFilter.shape)
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'admin.payments.period-invalid', path: ['to'] });
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuery>;

/** One payment of the admin list. */
export const adminPayment = z.object({
  id: z.number(),
  created_at: z.string(),
  status: z.string(),
  amount_cents: z.number(),
  days: z.number(),
  provider: z.string(),
  external_id: z.string().nullable(),
  applied_at: z.string().nullable(),
  plan: z.object({ id: z.number(), title: z.string() }),
  user: z.object({ id: z.number(), email: z.string(), name: z.string() }),
  /** An approved payment an admin may mark refunded by hand. */
  can_refund: z.boolean(),
});
export type AdminPayment = z.infer<typeof adminPayment>;
export const adminPaymentsPage = pageAnswer(adminPayment);
export type AdminPaymentsPage = z.infer<typeof adminPaymentsPage>;

/** GET admin/payments/totals?from=&to=: per month (YYYY-MM), money kept and money returned. */
export const adminPaymentsTotalsQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'admin.payments.period-invalid', path: ['to'] });
export const paymentMonth = z.object({ month: z.string(), paid_cents: z.number(), paid: z.number(), refunded_cents: z.number(), refunded: z.number() });
export type PaymentMonth = z.infer<typeof paymentMonth>;
export const adminPaymentsTotals = z.object({ from: z.string(), to: z.string(), months: z.array(paymentMonth) });
export type AdminPaymentsTotals = z.infer<typeof adminPaymentsTotals>;

export const adminPaymentRefundAnswer = z.object({ message: z.string(), payment: adminPayment });
export type AdminPaymentRefund = z.infer<typeof adminPaymentRefundAnswer>;
