import type { AdminUser, AdminUserBody } from '@prancheta/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { UsersTable } from '../../db/types.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { purgeUser } from '../../lifecycle/purge-user.ts';
import { inTrial } from '../../payments/trial.ts';
import { subscriptionActive } from '../../plugins/auth.ts';
import { hashPassword } from '../user/surface.ts';
import { auditAdminAction } from '../../audit/admin-audit.ts';
import { canDemote, canPromote, manages, step } from './ladder.ts';
import type { UserChanges, UserListRow } from './repo.ts';
import { adminUsersRepo } from './repo.ts';

type Actor = { id: number; level: UsersTable['level'] };

/** The only place a user row becomes an admin table row, with what the caller may do to it. */
export function presentAdminUser(row: UserListRow, actor: Actor): AdminUser {
  const pair = { actor, target: row };
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    level: row.level,
    phone: row.phone,
    subscription_active: subscriptionActive({ ...row, club_end_subscription: null }),
    subscription: { end_subscription: row.end_subscription, last_payment: row.last_payment },
    trial_end: row.trial_end,
    in_trial: inTrial(row),
    can_promote: canPromote(pair),
    can_demote: canDemote(pair),
    can_edit: manages(pair),
    can_delete: manages(pair),
  };
}

/** GET admin/users: every account, oldest first. */
export async function listUsers(ctx: AppContext, actor: Actor): Promise<AdminUser[]> {
  const rows = await adminUsersRepo.list(ctx.db);
  return rows.map((row) => presentAdminUser(row, actor));
}

async function loadTarget(ctx: AppContext, id: number): Promise<UserListRow> {
  const row = await adminUsersRepo.find(ctx.db, id);
  if (!row) throw notFound('admin.users.not-found');
  return row;
}

/**
 * A date of the admin form as stored: a bare day (a date input) is the end of that day (UTC) for
 * the end of subscription, noon for the last payment; '' or null clears; undefined keeps.
 */
function storedDate(value: string | null | undefined, bareDayTime: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${bareDayTime}Z` : value).toISOString();
}

/**
 * PUT admin/user/{id}: one ladder step (down true/false, checked against seed 001 §4 and, when
 * given, against the expected `level`), the subscription dates and a new password (the account's
 * sessions end). Nothing changes unless every check passes.
 */
export async function updateUser(ctx: AppContext, request: FastifyRequest, actor: Actor, id: number, body: AdminUserBody): Promise<AdminUser> {
  const target = await loadTarget(ctx, id);
  const pair = { actor, target };
  if (!manages(pair)) throw new HttpError(403, 'admin.users.not-allowed');
  const changes: UserChanges = {};
  let action = 'user.update';
  const detail: Record<string, unknown> = {};
  if (body.down !== undefined) {
    const allowed = body.down ? canDemote(pair) : canPromote(pair);
    const next = step(target.level, body.down);
    if (!allowed || !next) throw new HttpError(403, 'admin.users.not-allowed');
    if (body.level !== undefined && body.level !== next) throw new HttpError(409, 'admin.users.level-changed');
    changes.level = next;
    action = body.down ? 'user.demote' : 'user.promote';
    Object.assign(detail, { from: target.level, to: next });
  }
  const end = storedDate(body.end_subscription, '23:59:59.999');
  const paid = storedDate(body.last_payment, '12:00:00.000');
  if (end !== undefined) changes.end_subscription = detail.end_subscription = end;
  if (paid !== undefined) changes.last_payment = detail.last_payment = paid;
  if (body.password) {
    changes.password_hash = await hashPassword(body.password);
    detail.password_changed = true;
  }
  if (Object.keys(changes).length === 0) return presentAdminUser(target, actor);
  await adminUsersRepo.update(ctx.db, id, changes);
  await auditAdminAction(ctx.db, request, { action, target: `user:${id}`, detail });
  return presentAdminUser(await loadTarget(ctx, id), actor);
}

/** DELETE user?id=: the account with every record and file it owns (purge contract); sessions go with it. */
export async function deleteUser(ctx: AppContext, request: FastifyRequest, actor: Actor, id: number): Promise<void> {
  const target = await loadTarget(ctx, id);
  if (!manages({ actor, target })) throw new HttpError(403, 'admin.users.not-allowed');
  const removed = await purgeUser(ctx, id);
  await auditAdminAction(ctx.db, request, { action: 'user.delete', target: `user:${id}`, detail: { email: target.email, level: target.level, removed } });
}
