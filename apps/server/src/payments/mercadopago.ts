import type * as MercadoPago from 'mercadopago';
import type { AppConfig as SdkAppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';
import { readAccessToken } from './access-token.ts';
import { SecretUnreadable } from '../secrets/secret-box.ts';
import { centsToReais, reaisToCents } from './money.ts';
import type { PaymentProvider, PaymentStatus, ProviderNotification, VerifiedCharge, VerifiedPayment, VerifiedPreapproval } from './provider.ts';
import { lazyPackage } from '../lazy-package.ts';

/** The SDK, loaded on the first Mercado Pago call (the sandbox provider never loads it). */
const loadSdk = lazyPackage<typeof MercadoPago>('mercadopago');
let sdkDefaultBaseUrl = '';
// The SDK builds every URL from this static (no per-client base URL option); see pointSdkAt.
const loadAppConfig = lazyPackage<{ AppConfig: typeof SdkAppConfig }>('mercadopago/dist/utils/config/index.js', ({ AppConfig }) => {
  sdkDefaultBaseUrl = AppConfig.BASE_URL;
});

/**
 * Points the SDK at MERCADOPAGO_API_URL (a local stand-in in tests) or back at the real API.
 * mercadopago v2 reads `AppConfig.BASE_URL` synchronously when a call starts (RestClient.fetch
 * builds the URL before its first await) and offers no per-client base URL or custom fetch, so
 * setting the static right before each call is the narrowest supported override.
 */
function pointSdkAt(apiUrl: string | undefined): void {
  // Declared readonly in the typings; it is a plain mutable static at runtime.
  const { AppConfig } = loadAppConfig();
  (AppConfig as { BASE_URL: string }).BASE_URL = (apiUrl ?? sdkDefaultBaseUrl).replace(/\/$/, '');
}

/**
 * Mercado Pago payment statuses mapped onto ours. Anything in flight (in_process, in_mediation,
 * authorized) stays pending, which changes nothing on an applied payment; a partial refund keeps
 * `approved` and reports the refunded amount apart.
 */
export function mapMercadoPagoStatus(status: string | undefined): PaymentStatus {
  if (status === 'approved') return 'approved';
  if (status === 'rejected') return 'declined';
  if (status === 'refunded' || status === 'charged_back' || status === 'cancelled') return status;
  return 'pending';
}

/** Mercado Pago ids we accept from a notification: digits (payments, authorized payments) or hex (preapprovals). */
const NUMERIC_ID = /^\d{1,30}$/;
const PREAPPROVAL_ID = /^[A-Za-z0-9]{8,64}$/;

/**
 * A failed SDK call as our error: a call that got no answer within MERCADOPAGO_TIMEOUT_MS (node-fetch
 * 'request-timeout') says so (504), anything else is a provider error (502). Neither names internals.
 */
export function providerFailure(err: unknown): HttpError {
  const e = err as { type?: string; name?: string; code?: string };
  if (e?.type === 'request-timeout' || e?.name === 'AbortError' || e?.code === 'ETIMEDOUT') return new HttpError(504, 'payment.provider-timeout');
  return new HttpError(502, 'payment.provider-error');
}

/** A preapproval status mapped onto ours: paused may resume (counts as authorized), cancelled is final. */
export function mapPreapprovalStatus(status: string | undefined): VerifiedPreapproval['status'] {
  if (status === 'authorized' || status === 'paused') return 'authorized';
  if (status === 'cancelled') return 'cancelled';
  return 'pending';
}

/** Mercado Pago through the official SDK; the access token comes from settings (admin-set). */
export function mercadoPagoProvider(db: Db, config: Config): PaymentProvider {
  const sdkConfig = async (): Promise<MercadoPago.MercadoPagoConfig> => {
    let accessToken: string | null;
    try {
      accessToken = await readAccessToken(db, config);
    } catch (err) {
      if (!(err instanceof SecretUnreadable)) throw err;
      // The admin must set the key again; the warning names the cause, never the value.
      process.emitWarning(err.message, 'SecretUnreadable');
      accessToken = null;
    }
    if (!accessToken) throw new HttpError(503, 'payment.not-configured');
    const { MercadoPagoConfig } = loadSdk();
    // One attempt per call: the SDK's own retry would double the wait on a stalled API. `retries`
    // is read by the SDK's RestClient from these options although its typings omit it.
    const options = { timeout: config.MERCADOPAGO_TIMEOUT_MS, retries: 1 } as MercadoPago.MercadoPagoConfig['options'];
    return new MercadoPagoConfig({ accessToken, options });
  };
  const publicUrl = config.publicUrl;
  return {
    name: 'mercadopago',

    async createCheckout(payment, plan, user) {
      const preference = new (loadSdk().Preference)(await sdkConfig());
      pointSdkAt(config.MERCADOPAGO_API_URL);
      let created;
      try {
        created = await preference.create({
          body: {
            items: [
              { id: String(plan.id), title: plan.title, description: plan.short_desc, quantity: 1, unit_price: centsToReais(payment.amount_cents), currency_id: 'BRL' },
            ],
            payer: { email: user.email, name: user.name },
            external_reference: payment.reference,
            back_urls: {
              success: `${publicUrl}/profile?payment=approved`,
              failure: `${publicUrl}/profile?payment=declined`,
              pending: `${publicUrl}/profile?payment=pending`,
            },
            // Mercado Pago refuses auto_return for non-https back URLs (local installs).
            ...(publicUrl.startsWith('https://') ? { auto_return: 'approved' } : {}),
            notification_url: `${publicUrl}/api/payments/notify/mercadopago`,
          },
        });
      } catch (err) {
        throw providerFailure(err);
      }
      if (!created.init_point) throw new HttpError(502, 'payment.provider-error');
      return created.init_point;
    },

    async verify(notification: ProviderNotification): Promise<VerifiedPayment | null> {
      if (!notification.id || !/^\d{1,30}$/.test(notification.id)) return null;
      const client = new (loadSdk().Payment)(await sdkConfig());
      pointSdkAt(config.MERCADOPAGO_API_URL);
      let found;
      try {
        found = await client.get({ id: notification.id });
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (status === 404) return null;
        throw providerFailure(err);
      }
      if (!found.external_reference || found.id === undefined) return null;
      return {
        reference: found.external_reference,
        external_id: String(found.id),
        status: mapMercadoPagoStatus(found.status),
        amount_cents: typeof found.transaction_amount === 'number' ? reaisToCents(found.transaction_amount) : undefined,
        refunded_cents: typeof found.transaction_amount_refunded === 'number' ? reaisToCents(found.transaction_amount_refunded) : undefined,
      };
    },
  
    async createPreapproval(sub, plan, user) {
      const client = new (loadSdk().PreApproval)(await sdkConfig());
      pointSdkAt(config.MERCADOPAGO_API_URL);
      let created;
      try {
        created = await client.create({
          body: {
            reason: plan.title,
            external_reference: sub.reference,
            payer_email: user.email,
            // Every `days` days (not months: each charge buys exactly the plan's days, as a one-time payment does).
            auto_recurring: { frequency: sub.days, frequency_type: 'days', transaction_amount: centsToReais(sub.amount_cents), currency_id: 'BRL' },
            back_url: `${publicUrl}/profile?subscription=authorized`,
            status: 'pending',
          },
        });
      } catch (err) {
        throw providerFailure(err);
      }
      if (!created.id || !created.init_point) throw new HttpError(502, 'payment.provider-error');
      return { external_id: created.id, url: created.init_point };
    },

    async verifyPreapproval(notification): Promise<VerifiedPreapproval | null> {
      if (!notification.id || !PREAPPROVAL_ID.test(notification.id)) return null;
      const client = new (loadSdk().PreApproval)(await sdkConfig());
      pointSdkAt(config.MERCADOPAGO_API_URL);
      let found;
      try {
        found = await client.get({ id: notification.id });
      } catch (err) {
        if ((err as { status?: number }).status === 404) return null;
        throw providerFailure(err);
      }
      if (!found.id || !found.external_reference) return null;
      return { reference: found.external_reference, external_id: found.id, status: mapPreapprovalStatus(found.status) };
    },

    async cancelPreapproval(sub) {
      if (!sub.external_id) return;
      const client = new (loadSdk().PreApproval)(await sdkConfig());
      pointSdkAt(config.MERCADOPAGO_API_URL);
      try {
        await client.update({ id: sub.external_id, body: { status: 'cancelled' } });
      } catch (err) {
        throw providerFailure(err);
      }
    },

    async verifyCharge(notification): Promise<VerifiedCharge | null> {
      if (!notification.id || !NUMERIC_ID.test(notification.id)) return null;
      const client = new (loadSdk().Invoice)(await sdkConfig());
      pointSdkAt(config.MERCADOPAGO_API_URL);
      let found;
      try {
        found = await client.get({ id: notification.id });
      } catch (err) {
        if ((err as { status?: number }).status === 404) return null;
        throw providerFailure(err);
      }
      if (found.id === undefined || !found.preapproval_id) return null;
      // An authorized payment is charged when its payment is approved; a rejected payment (the
      // provider retries it later under the same id, status "recycling") is a refused renewal.
      const paymentStatus = found.payment?.status;
      const status = paymentStatus === 'approved' ? 'approved' : paymentStatus === 'rejected' ? 'declined' : 'pending';
      return {
        preapproval_id: found.preapproval_id,
        charge_id: String(found.id),
        payment_id: found.payment?.id !== undefined ? String(found.payment.id) : null,
        status,
        amount_cents: typeof found.transaction_amount === 'number' ? reaisToCents(found.transaction_amount) : undefined,
      };
    },

    async refundCharge(paymentId) {
      const client = new (loadSdk().PaymentRefund)(await sdkConfig());
      pointSdkAt(config.MERCADOPAGO_API_URL);
      try {
        await client.create({ payment_id: paymentId, body: {} });
      } catch (err) {
        throw providerFailure(err);
      }
    },
  };
}
