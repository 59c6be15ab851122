import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Level } from '@prancheta/shared';
import { LIMITS } from '@prancheta/shared';
import type { Db } from '../db/index.ts';
import { nowIso, stamps } from '../db/index.ts';
import type { UsersTable } from '../db/types.ts';
import { forbidden, paymentRequired, unauthorized } from '../http/errors.ts';

/** The signed-in user as loaded from the database (without the password hash). */
export type AuthUser = Omit<UsersTable, 'id' | 'password_hash'> & { id: number };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** SHA-256 hex of a token: only this is stored, so a database dump yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random opaque token (URL-safe). */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Creates a session (or a short-lived print token) for a user; returns the raw token once. */
export async function issueToken(db: Db, userId: number, purpose: 'session' | 'print' = 'session'): Promise<string> {
  const token = newToken();
  const ttlMs = purpose === 'print' ? LIMITS.printTokenTtlSeconds * 1000 : LIMITS.sessionTtlDays * 86_400_000;
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: hashToken(token), purpose, expires_at: new Date(Date.now() + ttlMs).toISOString(), ...stamps() })
    .execute();
  return token;
}

/** Loads the user behind a raw token of the given purpose, or null when unknown or expired. */
export async function userForToken(db: Db, token: string, purpose: 'session' | 'print' = 'session'): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.name', 'users.phone', 'users.level', 'users.end_subscription', 'users.last_payment', 'users.created_at', 'users.updated_at'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.purpose', '=', purpose)
    .where('sessions.expires_at', '>', nowIso())
    .executeTakeFirst();
  return row ?? null;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1]! : null;
}

/** True when the user's subscription end lies in the future. Admin and master always have access. */
export function subscriptionActive(user: Pick<AuthUser, 'end_subscription' | 'level'>): boolean {
  if (user.level === 'admin' || user.level === 'master') return true;
  return Boolean(user.end_subscription && user.end_subscription > nowIso());
}

/** preHandler factory: 401 without a valid bearer session. */
export function authenticate(db: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearer(request);
    const user = token ? await userForToken(db, token) : null;
    if (!user) throw unauthorized();
    request.user = user;
  };
}

/** preHandler: 402 when the signed-in user has no active subscription. Run after authenticate. */
export async function requireSubscription(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (!subscriptionActive(request.user)) throw paymentRequired();
}

/** preHandler factory: 403 unless the user's level is one of `levels`. Run after authenticate. */
export function requireLevel(...levels: Level[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw unauthorized();
    if (!levels.includes(request.user.level)) throw forbidden();
  };
}

/** The signed-in user of a request whose route ran authenticate. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
