import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A preference request as the stand-in received it. */
export interface RecordedPreference {
  authorization: string | undefined;
  body: {
    items: Array<{ id?: string; title: string; unit_price: number; currency_id: string; quantity: number }>;
    external_reference: string;
    back_urls: { success: string; failure: string; pending: string };
    notification_url: string;
    payer?: { email?: string };
  };
}

/** A payment the stand-in answers at GET /v1/payments/{id}. */
export interface StandInPayment {
  id: number;
  status: string;
  external_reference: string;
  transaction_amount: number;
  /** What was refunded so far (reais); a partial refund keeps status approved. */
  transaction_amount_refunded?: number;
  status_detail?: string;
}

/** How the stand-in sends a webhook (default: an HTTP POST to the preference's notification URL). */
export type WebhookDelivery = (url: string, body: { type: string; action: string; data: { id: string } }) => Promise<void>;

/** A local HTTP stand-in of the Mercado Pago API (tests only; the real API is unreachable here). */
export interface MercadoPagoStandIn {
  url: string;
  preferences: RecordedPreference[];
  payments: Map<string, StandInPayment>;
  /** How many times each payment id was fetched. */
  paymentGets: Map<string, number>;
  /**
   * Refunds a payment, all of it or `amount` reais (a partial refund keeps status approved), and
   * notifies like the real provider: a `payment.updated` webhook to the notification URL.
   */
  refund(id: string, amount?: number): Promise<void>;
  /** The card issuer reversed the payment: status charged_back, and the webhook. */
  chargeback(id: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the stand-in on 127.0.0.1 with the two endpoints we use: POST /checkout/preferences and
 * GET /v1/payments/{id}. Requests without a bearer token are refused with 401, like the real API.
 */
export async function startMercadoPagoStandIn(options: { deliver?: WebhookDelivery } = {}): Promise<MercadoPagoStandIn> {
  const deliver: WebhookDelivery =
    options.deliver ??
    (async (target, body) => {
      await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    });
  const preferences: RecordedPreference[] = [];
  const payments = new Map<string, StandInPayment>();
  const paymentGets = new Map<string, number>();
  let url = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const path = (req.url ?? '').split('?')[0]!;
      if (!/^Bearer \S+$/.test(req.headers.authorization ?? '')) return send(401, { message: 'invalid access token', status: 401 });
      if (req.method === 'POST' && /^\/checkout\/preferences\/?$/.test(path)) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedPreference['body'];
        preferences.push({ authorization: req.headers.authorization, body });
        const id = `pref-${preferences.length}`;
        return send(201, { id, init_point: `${url}/checkout/v1/redirect?pref_id=${id}`, sandbox_init_point: `${url}/sandbox?pref_id=${id}`, external_reference: body.external_reference });
      }
      const refundPath = /^\/v1\/payments\/(\w+)\/refunds$/.exec(path);
      if (req.method === 'POST' && refundPath) {
        const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { amount?: number }) : {};
        if (!payments.has(refundPath[1]!)) return send(404, { message: 'Payment not found', status: 404 });
        void refund(refundPath[1]!, body.amount).catch(() => undefined);
        return send(201, { id: Date.now(), payment_id: Number(refundPath[1]), amount: body.amount ?? payments.get(refundPath[1]!)!.transaction_amount, status: 'approved' });
      }
      const m = /^\/v1\/payments\/(\w+)$/.exec(path);
      if (req.method === 'GET' && m) {
        const id = m[1]!;
        paymentGets.set(id, (paymentGets.get(id) ?? 0) + 1);
        const payment = payments.get(id);
        return payment ? send(200, payment) : send(404, { message: 'Payment not found', status: 404, error: 'not_found' });
      }
      return send(404, { message: 'not found', status: 404 });
    });
  });
  /** Sends `payment.updated` for the payment to the notification URL of its preference. */
  const notify = async (id: string) => {
    const payment = payments.get(id);
    const pref = preferences.find((p) => p.body.external_reference === payment?.external_reference);
    if (!pref) throw new Error(`no preference for payment ${id}`);
    await deliver(`${pref.body.notification_url}?type=payment&data.id=${id}`, { type: 'payment', action: 'payment.updated', data: { id } });
  };
  const refund = async (id: string, amount?: number) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`unknown payment ${id}`);
    const refunded = Math.min(payment.transaction_amount, Math.round(((payment.transaction_amount_refunded ?? 0) + (amount ?? payment.transaction_amount)) * 100) / 100);
    payment.transaction_amount_refunded = refunded;
    if (refunded >= payment.transaction_amount) payment.status = 'refunded';
    else payment.status_detail = 'partially_refunded';
    await notify(id);
  };
  const chargeback = async (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`unknown payment ${id}`);
    payment.status = 'charged_back';
    payment.status_detail = 'settled';
    await notify(id);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    preferences,
    payments,
    paymentGets,
    refund,
    chargeback,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
