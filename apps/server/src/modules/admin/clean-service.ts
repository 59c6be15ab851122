import type { CleanAnswer } from '@prancheta/shared';
import type { FastifyRequest } from 'fastify';
import { systemActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { auditAdminAction } from '../../audit/admin-audit.ts';
import { purgeInBatches } from '../../lifecycle/contract.ts';
import { removeTeamFile, teamFilesInTrash } from '../clubs/surface.ts';
import { adminTrashRepo } from './repo.ts';

const cleanUp = systemActor('admin trash clean-up: club files of deleted categories');

/**
 * GET admin/clean (seed 001 §3 Trash item): club training files whose category was deleted
 * (category, club, sender, sent at) and subscriptions of inactive accounts: paying accounts whose
 * end of subscription has passed (user, end_subscription).
 */
export async function listTrash(ctx: AppContext): Promise<CleanAnswer> {
  const files = await adminTrashRepo.trashedTeamFiles(ctx.db);
  const subs = await adminTrashRepo.endedSubscriptions(ctx.db);
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
  const subs = await adminTrashRepo.clearEndedSubscriptions(ctx.db);
  await auditAdminAction(ctx.db, request, { action: 'trash.clean', detail: { treinos, subs } });
  return { treinos, subs };
}
