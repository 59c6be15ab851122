import type { CleanAnswer } from '@prancheta/shared';
import type { FastifyRequest } from 'fastify';
import { systemActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../db/index.ts';
import { auditAdminAction } from '../../audit/admin-audit.ts';
import { purgeInBatches } from '../../lifecycle/contract.ts';
import { removeTeamFile, teamFilesInTrash } from '../clubs/surface.ts';

const cleanUp = systemActor('admin trash clean-up: club files of deleted categories');
/** Levels whose access depends on a subscription (admins and masters always have access). */
const PAYING_LEVELS = ['user', 'mod'] as const;

/**
 * GET admin/clean (seed 001 §3 Trash item): club training files whose category was deleted
 * (category, club, sender, sent at) and subscriptions of inactive accounts: paying accounts whose
 * end of subscription has passed (user, end_subscription).
 */
export async function listTrash(ctx: AppContext): Promise<CleanAnswer> {
  const files = await ctx.db
    .selectFrom('team_files')
    .innerJoin('teams', 'teams.id', 'team_files.team_id')
    .leftJoin('users', 'users.id', 'team_files.user_id')
    .select(['team_files.id', 'team_files.categoria', 'team_files.created_at', 'teams.name as team_name', 'users.name as user_name'])
    .where('team_files.category_id', 'is', null)
    .orderBy('team_files.id')
    .execute();
  const subs = await ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'end_subscription'])
    .where('end_subscription', 'is not', null)
    .where('end_subscription', '<', nowIso())
    .where('level', 'in', PAYING_LEVELS)
    .orderBy('end_subscription')
    .orderBy('id')
    .execute();
  return {
    treinos: files.map((f) => ({ id: f.id, category: f.categoria, team: f.team_name, user: f.user_name === null ? null : { name: f.user_name }, created_at: f.created_at })),
    subs: subs.map((s) => ({ id: s.id, user: { name: s.name, email: s.email }, end_subscription: s.end_subscription! })),
  };
}

/**
 * DELETE admin/clean: deletes the trashed club files with their stored files, and removes the
 * ended subscriptions (end and last payment cleared; the account, its records and its payment
 * history stay). Answers how many of each went.
 */
export async function emptyTrash(ctx: AppContext, request: FastifyRequest): Promise<{ treinos: number; subs: number }> {
  const treinos = await purgeInBatches(() => teamFilesInTrash(ctx.db, cleanUp), (row) => removeTeamFile(ctx, cleanUp, row));
  const cleared = await ctx.db
    .updateTable('users')
    .set({ end_subscription: null, last_payment: null, updated_at: nowIso() })
    .where('end_subscription', 'is not', null)
    .where('end_subscription', '<', nowIso())
    .where('level', 'in', PAYING_LEVELS)
    .executeTakeFirst();
  const subs = Number(cleared.numUpdatedRows);
  await auditAdminAction(ctx.db, request, { action: 'trash.clean', detail: { treinos, subs } });
  return { treinos, subs };
}
