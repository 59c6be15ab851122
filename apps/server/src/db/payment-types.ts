import type { Generated } from 'kysely';

/** Columns every table has (as in types.ts). */
interface Base {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
}

/* The payment tables and the tables of the payment lifecycle (migration 0026), kept apart from types.ts. */

export type PlanKind = 'user' | 'club';

/**
 * pending -> approved (applied, days granted) or declined / cancelled (never applied);
 * approved -> refunded / charged_back / cancelled (the granted days taken back, reversed_at set).
 * A refund that arrives before the approval closes a pending row as refunded / charged_back.
 */
export type PaymentStatusValue = 'pending' | 'approved' | 'declined' | 'refunded' | 'charged_back' | 'cancelled';

export interface PaymentsTable extends Base {
  user_id: number;
  plan_id: number;
  provider: string;
  /** Our own reference sent to the provider (external_reference). */
  reference: string;
  /** The provider's payment id once known. */
  external_id: string | null;
  status: PaymentStatusValue;
  amount_cents: number;
  days: number;
  applied_at: string | null;
  /** The period the approval covered (set when applied). */
  period_start: string | null;
  period_end: string | null;
  /** Club plans: the club the payment extends (null: the payer's own subscription). */
  team_id: number | null;
  /** What the provider refunded so far, in cents (a partial refund takes nothing back). */
  refunded_cents: Generated<number>;
  /** When a refund, chargeback or cancellation closed the payment (its days taken back if applied). */
  reversed_at: string | null;
  /** The recurring subscription this payment renews (migration 0039); null for a one-time payment. */
  subscription_id: Generated<number | null>;
}

/** Transactional e-mails sent after the state change they tell about (migration 0026). */
export interface MailQueueTable extends Base {
  email: string;
  subject: string;
  text: string;
  html: string;
  status: Generated<'pending' | 'sending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  error: string | null;
}

/** Renewal reminders sent, once per subject, period end and threshold (days before the end). */
export interface SubscriptionRemindersTable extends Base {
  /** 'user': a coach's subscription; 'team': a club's; 'trial': a coach's free trial (subject_id: the user). */
  subject: 'user' | 'team' | 'trial';
  subject_id: number;
  period_end: string;
  threshold: number;
}

/** pending (card not authorized yet) -> authorized (renews itself) -> cancelled (by the coach or the provider). */
export type RecurringStatus = 'pending' | 'authorized' | 'cancelled';

/** A subscription that renews itself at the provider (migration 0039). */
export interface RecurringSubscriptionsTable extends Base {
  user_id: number;
  plan_id: number;
  provider: string;
  /** Our reference, sent to the provider as external_reference. */
  reference: string;
  /** The provider's preapproval id once created. */
  external_id: string | null;
  status: Generated<RecurringStatus>;
  /** Price and days of one period, fixed when the coach subscribed. */
  amount_cents: number;
  days: number;
  /** End of the last paid period (null until the first charge). */
  paid_through: string | null;
  /** After a refused renewal: access is kept until then; null when no grace runs. */
  grace_until: string | null;
  /** The subscription end before the grace started (the end of what was paid). */
  grace_base: string | null;
  cancelled_at: string | null;
  cancelled_by: 'user' | 'provider' | null;
}
