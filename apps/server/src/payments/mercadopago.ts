import type * as MercadoPago from 'mercadopago';
import type { AppConfig as SdkAppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';
import { readAccessToken } from './access-token.ts';
import { SecretUnreadable } from '../secrets/secret-box.ts';
import { centsToReais, reaisToCents } from './money.ts';
import type { PaymentProvider, PaymentStatus, ProviderNotification, VerifiedPayment } from './provider.ts';
import { lazyPackage } from '../lazy-package.ts';

/** The SDK, loaded on the first Mercado Pago call (the sandbox provider never loads it). */
const loadSdk = lazyPackage<typeof MercadoPago>('mercadopago');
let sdkDefaultBaseUrl = '';
// The SDK builds every URL from this static (no per-client base URL option); see pointSdkAt.
const loadAppConfig = lazyPackage<{ AppConfig: typeof SdkAppConfig }>('mercadopago/dist/utils/config/index.js', ({ AppConfig }) => {
  sdkDefaultBaseUrl = AppConfig.BASE_URL;
});
const REQUEST_TIMEOUT_MS = 10_000;

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
    return new MercadoPagoConfig({ accessToken, options: { timeout: REQUEST_TIMEOUT_MS } });
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
      } catch {
        throw new HttpError(502, 'payment.provider-error');
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
        throw new HttpError(502, 'payment.provider-error');
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
  };
}
