import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

type HeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * The response headers helmet sets for these options, computed once. Our options are static (no
 * per-request CSP nonce), so every response gets the same headers; helmet runs once against a
 * recording response instead of on every request (@fastify/helmet rebuilt the whole helmet
 * middleware, CSP string included, per request).
 */
export function securityHeaders(options: HelmetOptions): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/** Headers whose value does not depend on what the response holds: set on every response first. */
const COMMON = new Set(['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy']);

/**
 * What a JSON answer carries besides the common headers. Nothing in a JSON answer is meant to be
 * rendered, run or framed, so its policy allows nothing (stricter than the documents' one), and
 * it may hold personal data, so no cache keeps it.
 */
export const JSON_ANSWER_HEADERS: HeaderList = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-frame-options', 'DENY'],
  ['cache-control', 'no-store'],
];

/** The three sets a response is built from. */
export interface SecurityHeaderSets {
  /** Every response: HSTS, nosniff, referrer and resource policies. */
  common: HeaderList;
  /** Every other response (HTML shell, share page, scripts, images, videos, PDFs, ZIPs): the rest of helmet's headers. */
  document: HeaderList;
  /** JSON answers (the API, its errors, unknown paths): JSON_ANSWER_HEADERS. */
  json: HeaderList;
}

/** Splits what helmet sets for `options` into the common headers and the document-only ones. */
export function securityHeaderSets(options: HelmetOptions): SecurityHeaderSets {
  const all = securityHeaders(options);
  return { common: all.filter(([name]) => COMMON.has(name)), document: all.filter(([name]) => !COMMON.has(name)), json: JSON_ANSWER_HEADERS };
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

/**
 * Adds the security headers of `options` to every response of the app (API, static files, errors).
 *
 * What a response needs depends on what is sent, known once the payload is serialised (onSend): a
 * JSON answer gets the common headers plus a policy that allows nothing and `no-store`; anything
 * else (documents and files) gets helmet's full set. Every answer Fastify sends passes through
 * onSend, refusals included (401/402/403 of the access check, 404, 413, 429, errors), so one hook
 * covers them all. The headers go into the reply's own header list (`reply.header`), never on the
 * raw response before Fastify writes it: a header set there early sends Node's writeHead down
 * its slow path, which sets every other header of the reply once more (validating each), and on
 * the API's hot path writing headers costs more than most queries (bench/api.ts). Writing only the
 * headers a response needs is also cheaper. A header a route set itself (the sports' SVG icons
 * carry their own CSP, the share page its own cache-control) is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const sets = securityHeaderSets(options);
  const json = [...sets.common, ...sets.json];
  const document = [...sets.common, ...sets.document];
  app.addHook('onSend', (_request, reply, payload, done) => {
    const headers = isJson(reply.getHeader('content-type')) ? json : document;
    for (let i = 0; i < headers.length; i++) {
      const [name, value] = headers[i]!;
      if (reply.getHeader(name) === undefined) reply.header(name, value);
    }
    done(null, payload);
  });
}
