import type { AdminTeamCreate, AdminTeamUpdate } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../uploads/multipart.ts';
import { storeRecord } from '../../uploads/store-record.ts';
import { lifecycles } from '../lifecycles.ts';
import { issueInvite } from './invites.ts';

/** Storage area of club images (shared with the clubs module: `teams/<teamId>/image-*.png`). */
const TEAMS_AREA = 'teams';

/**
 * POST admin/teams: a pending club led by an existing user, its image, and an invitation key for
 * the leader. The leader's account is not changed in any way. A failure removes what was written.
 */
export async function createTeam(ctx: AppContext, values: AdminTeamCreate, leaderId: number, image: UploadedFile): Promise<{ id: number; key: string; expiresAt: string }> {
  const row = await ctx.db
    .insertInto('teams')
    .values({
      name: values.team,
      location: values.location,
      image: null,
      leader_id: leaderId,
      max_users: values.max_users,
      max_categories: values.max_categories,
      end_subscription: values.end_subscription,
      pending: 1,
      ...stamps(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    await storeRecord(ctx, {
      area: TEAMS_AREA,
      userId: row.id,
      files: { image: { upload: image } },
      async write(trx, keys) {
        await trx.updateTable('teams').set({ image: keys.image ?? null }).where('id', '=', row.id).execute();
      },
    });
    const invite = await issueInvite(ctx.db, row.id, leaderId);
    return { id: row.id, ...invite };
  } catch (err) {
    await deleteTeam(ctx, row.id).catch(() => undefined);
    throw err;
  }
}

/** PUT admin/teams/{id}: name, location, limits and end of subscription (the leader stays). */
export async function updateTeam(ctx: AppContext, id: number, values: AdminTeamUpdate): Promise<void> {
  const r = await ctx.db
    .updateTable('teams')
    .set({ name: values.team, location: values.location, max_users: values.max_users, max_categories: values.max_categories, end_subscription: values.end_subscription, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw notFound('teams.not-found');
}

/**
 * DELETE admin/teams/{id}: every module's purgeClub removes the club's records and files first
 * (club files, image, library links; members' own trainings become personal again), then the
 * row goes with its members, categories and invitations (cascade).
 */
export async function deleteTeam(ctx: AppContext, id: number): Promise<void> {
  for (const lifecycle of lifecycles) await lifecycle.purgeClub(ctx, id);
  await ctx.db.deleteFrom('teams').where('id', '=', id).execute();
}
