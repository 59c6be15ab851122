import type { Selectable } from 'kysely';
import type { PaymentsTable, PlansTable } from '../db/types.ts';
import type { AuthUser } from '../plugins/auth.ts';

/** A payment row as stored (see PaymentsTable). */
export type PaymentRow = Selectable<PaymentsTable>;
/** A plan row as stored (price in cents). */
export type PlanRow = Selectable<PlansTable>;

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
}
