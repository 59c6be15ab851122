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
}

/** A local HTTP stand-in of the Mercado Pago API (tests only; the real API is unreachable here). */
export interface MercadoPagoStandIn {
  url: string;
  preferences: RecordedPreference[];
  payments: Map<string, StandInPayment>;
  /** How many times each payment id was fetched. */
  paymentGets: Map<string, number>;
  close(): Promise<void>;
}

/**
 * Starts the stand-in on 127.0.0.1 with the two endpoints we use: POST /checkout/preferences and
 * GET /v1/payments/{id}. Requests without a bearer token are refused with 401, like the real API.
 */
export async function startMercadoPagoStandIn(): Promise<MercadoPagoStandIn> {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    preferences,
    payments,
    paymentGets,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
