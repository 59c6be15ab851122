import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import type { Level } from '@prancheta/shared';
import type { Db } from '../db/index.ts';
import { forbidden, HttpError, paymentRequired, unauthorized } from '../http/errors.ts';
import { isPromise } from '../db/precompiled.ts';
import type { MaybePromise } from '../db/precompiled.ts';
import { subscriptionActive, userForToken, userForTokenNow } from '../plugins/auth.ts';
import type { AuthUser } from '../plugins/auth.ts';
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

/** Sets request.user from the session token, or throws 401. */
function signIn(request: FastifyRequest, user: AuthUser | null): AuthUser {
  if (!user) throw unauthorized();
  request.user = user;
  return user;
}

/** The checks after sign-in: 402 without an active subscription, 403 for another level. */
function checkSignedIn(user: AuthUser, rule: RouteAccess): void {
  if (rule.kind === 'subscription' && !subscriptionActive(user)) throw paymentRequired();
  if (rule.kind === 'level' && !rule.levels.includes(user.level)) throw forbidden();
}

/**
 * Runs the declared access check of a request; throws 401/402/403. A session check answers at
 * once (no promise) when the lookup ran straight on SQLite (userForTokenNow).
 */
function enforce(db: Db, request: FastifyRequest, rule: RouteAccess): MaybePromise<void> {
  switch (rule.kind) {
    case 'public':
      return;
    case 'auth':
    case 'subscription':
    case 'level': {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const found = userForTokenNow(db, token);
      if (isPromise(found)) return found.then((user) => checkSignedIn(signIn(request, user), rule));
      checkSignedIn(signIn(request, found), rule);
      return;
    }
    case 'print':
      return printAccess(db, request);
  }
}

/** A print window's access: a short-lived print token in the query plus an active subscription. */
async function printAccess(db: Db, request: FastifyRequest): Promise<void> {
  const token = queryValue(request, 'token') ?? queryValue(request, 'auth_token');
  const user = token ? await userForToken(db, token, 'print') : null;
  if (!user) throw new HttpError(401, 'print.token-invalid');
  if (!subscriptionActive(user)) throw paymentRequired();
  request.user = user;
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
    // Callback style, so a check that completed at once (SQLite) costs no promise.
    const check = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      let pending: MaybePromise<void>;
      try {
        pending = enforce(db, request, rule);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (isPromise(pending)) pending.then(() => done(), done);
      else done();
    };
    const own = route.onRequest;
    route.onRequest = own ? [check, ...(Array.isArray(own) ? own : [own])] : [check];
  });
}
