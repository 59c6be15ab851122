import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onResponseHookHandler } from 'fastify';
import type { Histogram } from 'prom-client';
import { access } from '../access/route-access.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import type { Metrics } from './metrics.ts';

type Observer = ReturnType<Histogram<'method' | 'route' | 'status_code'>['labels']>;

/** One route's observers per status code, created on the first answer with that code. */
function routeObserver(histogram: Histogram<'method' | 'route' | 'status_code'>, method: string, route: string): onResponseHookHandler {
  const byStatus = new Map<number, Observer>();
  return (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const status = reply.statusCode;
    let observer = byStatus.get(status);
    if (!observer) {
      observer = histogram.labels(method, route, String(status));
      byStatus.set(status, observer);
    }
    observer.observe(reply.elapsedTime / 1000);
    done();
  };
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m !== null && timingSafeEqual(sha256(m[1]!), expected);
}

/**
 * Request metrics and GET /metrics (Prometheus text format). Call before any route is
 * registered: each route gets its own onResponse observer labelled with its pattern
 * (`/api/treinos/:id`, never the raw URL), bound once when the route is added, so a request
 * costs one map lookup and one observe. Requests no route matched are observed as `unmatched`.
 * /metrics answers 404 unless METRICS_TOKEN is set, then 401 without that bearer token.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const histogram = metrics.requestDuration;
  if (histogram) {
    app.addHook('onRoute', (route) => {
      const method = Array.isArray(route.method) ? route.method.join(',') : String(route.method);
      const observe = routeObserver(histogram, method, route.url);
      const own = route.onResponse;
      route.onResponse = own ? [...(Array.isArray(own) ? own : [own]), observe] : [observe];
    });
    const unmatched = new Map<string, onResponseHookHandler>();
    app.addHook('onResponse', (request, reply, done) => {
      if (!request.is404) return done();
      let observe = unmatched.get(request.method);
      if (!observe) {
        observe = routeObserver(histogram, request.method, 'unmatched');
        unmatched.set(request.method, observe);
      }
      observe.call(app, request, reply, done);
    });
  }

  const expected = token ? sha256(token) : null;
  app.get('/metrics', { config: { access: access.public }, schema: { hide: true } }, async (request, reply) => {
    if (!expected || !metrics.registry) throw notFound();
    if (!bearerMatches(request, expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized();
    }
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
