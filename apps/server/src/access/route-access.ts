import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Level } from '@prancheta/shared';
import type { Db } from '../db/index.ts';
import { forbidden, HttpError, paymentRequired, unauthorized } from '../http/errors.ts';
import { subscriptionActive, userForToken } from '../plugins/auth.ts';
import { bearerToken } from '../sessions/bearer.ts';

/**
 * The access level a route declares in its `config.access`:
 * - public: anyone (login, signup, provider notifications, health);
 * - auth: a valid session token (401 otherwise);
 * - subscription: auth plus an active subscription (402 otherwise; admins always pass);
 * - level: auth plus one of the levels (403 otherwise);
 * - print: a short-lived print token in the query (`token` or `auth_token`) plus an active
 *   subscription: print windows never carry the session token.
 */
export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'auth' }
  | { readonly kind: 'subscription' }
  | { readonly kind: 'level'; readonly levels: readonly Level[] }
  | { readonly kind: 'print' };

/** The values of `config.access`: `{ config: { access: access.subscription } }`. */
export const access = {
  public: { kind: 'public' },
  auth: { kind: 'auth' },
  subscription: { kind: 'subscription' },
  print: { kind: 'print' },
  level: (...levels: Level[]): RouteAccess => ({ kind: 'level', levels }),
} as const satisfies Record<string, RouteAccess | ((...levels: Level[]) => RouteAccess)>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every /api route (the app does not start without it). */
    access?: RouteAccess;
  }
}

/** Routes under this prefix must declare their access. */
const API_PREFIX = '/api';
/** The OpenAPI documentation pages (registered by @fastify/swagger-ui): public. */
const DOCS_PREFIX = '/api/docs';

function under(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}

/** Thrown at start-up for an /api route without `config.access`. */
export class MissingRouteAccess extends Error {
  constructor(route: Pick<RouteOptions, 'method' | 'url'>) {
    super(`${String(route.method)} ${route.url} declares no access level: add config: { access: access.<level> } (apps/server/src/access/route-access.ts)`);
  }
}

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const v = (request.query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(v) ? v[0] : v;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

/** Sets request.user from the session token, or 401. */
async function signedIn(db: Db, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  const user = token ? await userForToken(db, token) : null;
  if (!user) throw unauthorized();
  request.user = user;
}

/** Runs the declared access check of a request; throws 401/402/403. */
async function enforce(db: Db, request: FastifyRequest, rule: RouteAccess): Promise<void> {
  switch (rule.kind) {
    case 'public':
      return;
    case 'auth':
      return signedIn(db, request);
    case 'subscription':
      await signedIn(db, request);
      if (!subscriptionActive(request.user!)) throw paymentRequired();
      return;
    case 'level':
      await signedIn(db, request);
      if (!rule.levels.includes(request.user!.level)) throw forbidden();
      return;
    case 'print': {
      const token = queryValue(request, 'token') ?? queryValue(request, 'auth_token');
      const user = token ? await userForToken(db, token, 'print') : null;
      if (!user) throw new HttpError(401, 'print.token-invalid');
      if (!subscriptionActive(user)) throw paymentRequired();
      request.user = user;
      return;
    }
  }
}

/**
 * Route access for the whole app. Call before any route is registered:
 * - every route under /api must declare `config.access`, else registration throws and the app
 *   does not start;
 * - an onRequest hook of each non-public route enforces the declared level before the body is
 *   parsed and before params, query and body are validated, so an anonymous caller gets 401
 *   whatever it sends.
 */
export function registerRouteAccess(app: FastifyInstance, db: Db): void {
  app.addHook('onRoute', (route) => {
    if (!under(route.url, API_PREFIX)) return;
    if (under(route.url, DOCS_PREFIX)) {
      route.config = { ...route.config, access: access.public };
      return;
    }
    const rule = route.config?.access;
    if (!rule) throw new MissingRouteAccess(route);
    if (rule.kind === 'public') return;
    // The check is the route's own first onRequest hook (after the app-wide ones, such as the
    // security headers): the rule is known here once, not looked up on every request.
    const check = async (request: FastifyRequest) => enforce(db, request, rule);
    const own = route.onRequest;
    route.onRequest = own ? [check, ...(Array.isArray(own) ? own : [own])] : [check];
  });
}
