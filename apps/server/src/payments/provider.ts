import type { Selectable } from 'kysely';
import type { PaymentsTable, PlansTable, RecurringSubscriptionsTable } from '../db/types.ts';
import type { AuthUser } from '../plugins/auth.ts';

/** A payment row as stored (see PaymentsTable). */
export type PaymentRow = Selectable<PaymentsTable>;
/** A plan row as stored (price in cents). */
export type PlanRow = Selectable<PlansTable>;

/** A recurring subscription row as stored (see RecurringSubscriptionsTable). */
export type SubscriptionRow = Selectable<RecurringSubscriptionsTable>;

/** The provider names PAYMENT_PROVIDER accepts. */
export type ProviderName = 'sandbox' | 'mercadopago';

/** Our payment statuses (see PaymentStatusValue); every provider status maps onto one of them. */
export type PaymentStatus = PaymentsTable['status'];

/**
 * What arrived at a notification endpoint, unverified: a provider payment id (Mercado Pago) or
 * our own reference (sandbox), plus whatever status the sender claims. Never trusted as is.
 */
export interface ProviderNotification {
  /** The provider's payment id (Mercado Pago `data.id`). */
  id?: string;
  /** Our reference (sandbox). */
  reference?: string;
  /** The status the sender claims (sandbox only; ignored by real providers). */
  status?: string;
}

/** A payment as the provider itself reports it, after verification. */
export interface VerifiedPayment {
  reference: string;
  external_id: string;
  status: PaymentStatus;
  /** The amount the provider charged, when it reports one (checked against ours). */
  amount_cents?: number;
  /** What the provider refunded so far, when it reports it (a partial refund keeps status approved). */
  refunded_cents?: number;
}

/** A preapproval (recurring subscription) as the provider itself reports it, after verification. */
export interface VerifiedPreapproval {
  /** Our reference (external_reference). */
  reference: string;
  /** The provider's preapproval id. */
  external_id: string;
  /** pending: not authorized yet; paused counts as authorized (it may resume); cancelled: for good. */
  status: 'pending' | 'authorized' | 'cancelled';
}

/** One charge of a preapproval (Mercado Pago: an authorized payment) as the provider reports it. */
export interface VerifiedCharge {
  /** The preapproval the charge belongs to. */
  preapproval_id: string;
  /** The provider's id of this charge (stable across its retries): the idempotency key. */
  charge_id: string;
  /** The provider's payment id of the charge, when one was made (what a refund names). */
  payment_id: string | null;
  /** approved: money taken; declined: the card refused it; pending: scheduled or in flight. */
  status: 'approved' | 'declined' | 'pending';
  amount_cents?: number;
}

/** What createPreapproval answers: the provider's preapproval id and the page where the coach authorizes the card. */
export interface CreatedPreapproval {
  external_id: string;
  url: string;
}

/** A payment provider: makes checkout links and verifies notifications against its own records. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates the checkout for a pending payment and answers the URL the user opens to pay. */
  createCheckout(payment: PaymentRow, plan: PlanRow, user: AuthUser): Promise<string>;
  /**
   * Looks the notified payment up at the provider (never trusting the notification body) and
   * answers its real state, or null when the provider does not know it.
   */
  verify(notification: ProviderNotification): Promise<VerifiedPayment | null>;
  /** Creates a preapproval (a subscription that renews itself every `sub.days` days) for a pending subscription row. */
  createPreapproval(sub: SubscriptionRow, plan: PlanRow, user: AuthUser): Promise<CreatedPreapproval>;
  /** Looks a notified preapproval up at the provider (never trusting the body); null when unknown. */
  verifyPreapproval(notification: ProviderNotification): Promise<VerifiedPreapproval | null>;
  /** Cancels the preapproval at the provider (no further charges). Throws HttpError 502/504 on failure. */
  cancelPreapproval(sub: SubscriptionRow): Promise<void>;
  /** Looks a notified charge of a preapproval up at the provider; null when unknown. */
  verifyCharge(notification: ProviderNotification): Promise<VerifiedCharge | null>;
  /** Refunds a charge in full (a renewal charged after the subscription was cancelled). */
  refundCharge(paymentId: string): Promise<void>;
}
