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

/** A preapproval (subscription) the stand-in keeps, as GET /preapproval/{id} answers it. */
export interface StandInPreapproval {
  id: string;
  status: 'pending' | 'authorized' | 'paused' | 'cancelled';
  external_reference: string;
  reason: string;
  payer_email: string;
  init_point: string;
  back_url: string;
  auto_recurring: { frequency: number; frequency_type: string; transaction_amount: number; currency_id: string };
}

/** An authorized payment (one charge of a preapproval), as GET /authorized_payments/{id} answers it. */
export interface StandInInvoice {
  id: number;
  preapproval_id: string;
  status: 'scheduled' | 'processed' | 'recycling' | 'cancelled';
  transaction_amount: number;
  currency_id: 'BRL';
  retry_attempt: number;
  payment: { id: number; status: string; status_detail: string };
}

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
  /** Preapprovals by id, as created through POST /preapproval. */
  preapprovals: Map<string, StandInPreapproval>;
  /** Authorized payments (charges of preapprovals) by id. */
  invoices: Map<string, StandInInvoice>;
  /** PUT /preapproval/{id} bodies received (what the app asked the provider to change). */
  preapprovalUpdates: Array<{ id: string; body: Record<string, unknown> }>;
  /** Refunds received through POST /v1/payments/{id}/refunds (payment ids). */
  refunds: string[];
  /** The coach authorizes the card at init_point: status authorized, its webhook, then the first charge (approved). */
  authorize(preapprovalId: string): Promise<StandInInvoice>;
  /** A renewal charge of the preapproval: approved, or refused by the card (status recycling, retried later). */
  charge(preapprovalId: string, approved: boolean): Promise<StandInInvoice>;
  /** The provider retries a refused charge under the same authorized payment id, with a new payment. */
  retry(invoiceId: string, approved: boolean): Promise<StandInInvoice>;
  /** The provider (or the coach at Mercado Pago) cancels the preapproval, and sends its webhook. */
  cancel(preapprovalId: string): Promise<void>;
  /** Sends a webhook of the given topic for the id again (a replay). */
  notify(type: 'payment' | 'subscription_preapproval' | 'subscription_authorized_payment', id: string): Promise<void>;
  /** While true, every request is held without an answer (a stalled API). */
  stalled: boolean;
  close(): Promise<void>;
}

/**
 * Starts the stand-in on 127.0.0.1 with the two endpoints we use: POST /checkout/preferences and
 * GET /v1/payments/{id}. Requests without a bearer token are refused with 401, like the real API.
 */
export async function startMercadoPagoStandIn(options: { deliver?: WebhookDelivery; notificationUrl?: string } = {}): Promise<MercadoPagoStandIn> {
  // Preapproval webhooks go to the URL set in the Mercado Pago dashboard (no per-request URL).
  const dashboardUrl = options.notificationUrl ?? 'https://prancheta.example/api/payments/notify/mercadopago';
  const deliver: WebhookDelivery =
    options.deliver ??
    (async (target, body) => {
      await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    });
  const preferences: RecordedPreference[] = [];
  const payments = new Map<string, StandInPayment>();
  const paymentGets = new Map<string, number>();
  const preapprovals = new Map<string, StandInPreapproval>();
  const invoices = new Map<string, StandInInvoice>();
  const preapprovalUpdates: Array<{ id: string; body: Record<string, unknown> }> = [];
  const refunds: string[] = [];
  const held: http.ServerResponse[] = [];
  let nextId = 880_000;
  let url = '';
  const state = { stalled: false };
  const server = http.createServer((req, res) => {
    if (state.stalled) {
      held.push(res);
      return;
    }
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
        refunds.push(refundPath[1]!);
        void refund(refundPath[1]!, body.amount).catch(() => undefined);
        return send(201, { id: Date.now(), payment_id: Number(refundPath[1]), amount: body.amount ?? payments.get(refundPath[1]!)!.transaction_amount, status: 'approved' });
      }
      const json = () => (chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {});
      if (req.method === 'POST' && /^\/preapproval\/?$/.test(path)) {
        const body = json() as unknown as Omit<StandInPreapproval, 'id' | 'status' | 'init_point'>;
        const id = `2c9380848${String(preapprovals.size + 1).padStart(23, '0')}`;
        const pre: StandInPreapproval = { ...body, id, status: 'pending', init_point: `${url}/subscriptions/checkout?preapproval_id=${id}` };
        preapprovals.set(id, pre);
        return send(201, pre);
      }
      const pre = /^\/preapproval\/(\w+)$/.exec(path);
      if (pre && (req.method === 'GET' || req.method === 'PUT')) {
        const found = preapprovals.get(pre[1]!);
        if (!found) return send(404, { message: 'The preapproval was not found', status: 404 });
        if (req.method === 'PUT') {
          const body = json();
          preapprovalUpdates.push({ id: found.id, body });
          if (body.status === 'cancelled' || body.status === 'paused' || body.status === 'authorized') found.status = body.status;
        }
        return send(200, found);
      }
      const inv = /^\/authorized_payments\/(\w+)$/.exec(path);
      if (req.method === 'GET' && inv) {
        const found = invoices.get(inv[1]!);
        return found ? send(200, found) : send(404, { message: 'Authorized payment not found', status: 404 });
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
  /** Sends `payment.updated` for the payment to the notification URL of its preference (subscription charges: the dashboard's). */
  const notify = async (id: string) => {
    const payment = payments.get(id);
    const pref = preferences.find((p) => p.body.external_reference === payment?.external_reference);
    const inSubscription = [...preapprovals.values()].some((p) => p.external_reference === payment?.external_reference);
    if (!pref && !inSubscription) throw new Error(`no preference for payment ${id}`);
    await deliver(`${pref?.body.notification_url ?? dashboardUrl}?type=payment&data.id=${id}`, { type: 'payment', action: 'payment.updated', data: { id } });
  };
  const notifyTopic = async (type: 'payment' | 'subscription_preapproval' | 'subscription_authorized_payment', id: string) => {
    if (type === 'payment') return notify(id);
    await deliver(`${dashboardUrl}?type=${type}&data.id=${id}`, { type, action: 'updated', data: { id } });
  };
  /** A payment of a charge: kept at GET /v1/payments/{id} too, like the real API. */
  const chargePayment = (pre: StandInPreapproval, approved: boolean) => {
    const id = ++nextId;
    payments.set(String(id), { id, status: approved ? 'approved' : 'rejected', external_reference: pre.external_reference, transaction_amount: pre.auto_recurring.transaction_amount, status_detail: approved ? 'accredited' : 'cc_rejected_insufficient_amount' });
    return { id, status: approved ? 'approved' : 'rejected', status_detail: approved ? 'accredited' : 'cc_rejected_insufficient_amount' };
  };
  const charge = async (preapprovalId: string, approved: boolean) => {
    const pre = preapprovals.get(preapprovalId);
    if (!pre) throw new Error(`unknown preapproval ${preapprovalId}`);
    const invoice: StandInInvoice = {
      id: ++nextId,
      preapproval_id: pre.id,
      status: approved ? 'processed' : 'recycling',
      transaction_amount: pre.auto_recurring.transaction_amount,
      currency_id: 'BRL',
      retry_attempt: approved ? 0 : 1,
      payment: chargePayment(pre, approved),
    };
    invoices.set(String(invoice.id), invoice);
    await notifyTopic('subscription_authorized_payment', String(invoice.id));
    return invoice;
  };
  const retry = async (invoiceId: string, approved: boolean) => {
    const invoice = invoices.get(invoiceId);
    if (!invoice) throw new Error(`unknown authorized payment ${invoiceId}`);
    invoice.payment = chargePayment(preapprovals.get(invoice.preapproval_id)!, approved);
    invoice.status = approved ? 'processed' : 'recycling';
    invoice.retry_attempt += 1;
    await notifyTopic('subscription_authorized_payment', invoiceId);
    return invoice;
  };
  const authorize = async (preapprovalId: string) => {
    const pre = preapprovals.get(preapprovalId);
    if (!pre) throw new Error(`unknown preapproval ${preapprovalId}`);
    pre.status = 'authorized';
    await notifyTopic('subscription_preapproval', preapprovalId);
    return charge(preapprovalId, true);
  };
  const cancel = async (preapprovalId: string) => {
    const pre = preapprovals.get(preapprovalId);
    if (!pre) throw new Error(`unknown preapproval ${preapprovalId}`);
    pre.status = 'cancelled';
    await notifyTopic('subscription_preapproval', preapprovalId);
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
    preapprovals,
    invoices,
    preapprovalUpdates,
    refunds,
    authorize,
    charge,
    retry,
    cancel,
    notify: notifyTopic,
    get stalled() {
      return state.stalled;
    },
    set stalled(value: boolean) {
      state.stalled = value;
      // Released requests get an error answer, so nothing stays open when the stall ends.
      if (!value) for (const res of held.splice(0)) res.destroy();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of held.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
