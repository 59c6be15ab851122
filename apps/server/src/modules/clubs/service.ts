import { CLUB_PLACEHOLDER } from '@prancheta/shared';
import { accessChanges } from '../../access/changes.ts';
import type { CategoryInput, ExportToClubInput, TeamFields } from '@prancheta/shared';
import { sql } from 'kysely';
import type { Actor, UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { withOwnerLock } from '../../db/owner-lock.ts';
import { FormInvalid, fieldIssue, notFound } from '../../http/errors.ts';
import type { FormIssue } from '../../http/errors.ts';
import type { Form } from '../../forms/parse-form.ts';
import { newFileKey, storeRecord } from '../../uploads/store-record.ts';
import { findFormation } from '../formations/surface.ts';
import type { CategoryRow, TeamFileRow, TeamRow } from './repo.ts';
import { categoriesRepo, libraryRepo, membersRepo, teamFilesRepo, teamsRepo } from './repo.ts';

/** Storage area of club images and club training files (`teams/<teamId>/...`). */
const TEAMS_AREA = 'teams';

/** Edits the led club's name, location and image (limits and subscription are the admins') from an accepted form. */
export async function saveTeam(ctx: AppContext, actor: UserActor, team: TeamRow, form: Form<TeamFields>): Promise<void> {
  const values = form.values;
  const image = form.files.image;
  await storeRecord(ctx, {
    area: TEAMS_AREA,
    userId: team.id,
    files: { image: image ? { upload: image } : undefined },
    previous: { image: team.image },
    async write(trx, keys) {
      await teamsRepo.update(trx, actor, team.id, { name: values.name, location: values.location, ...keys, updated_at: nowIso() });
    },
  });
}

/**
 * Detaches a member's records from a club: trainings and videos saved under its categories go back
 * to the member as personal records (the '----' placeholders get the club, teacher and category
 * names back). Files the member sent to the club stay: they belong to the club.
 */
async function releaseRecords(db: Db, actor: Actor, team: Pick<TeamRow, 'id' | 'name'>, filter: { userId?: number; categoryId?: number }): Promise<void> {
  const categoryIds = filter.categoryId !== undefined ? [filter.categoryId] : (await categoriesRepo.list(db, actor, team.id)).map((c) => c.id);
  if (categoryIds.length === 0) return;
  let trainings = db
    .updateTable('treinos')
    .set({
      clube: sql<string>`case when clube = ${CLUB_PLACEHOLDER} then ${team.name} else clube end`,
      professor: sql<string>`case when professor = ${CLUB_PLACEHOLDER} then coalesce((select users.name from users where users.id = treinos.user_id), professor) else professor end`,
      categoria: sql<string>`case when categoria = ${CLUB_PLACEHOLDER} then coalesce((select categories.name from categories where categories.id = treinos.category_id), categoria) else categoria end`,
      category_id: null,
      updated_at: nowIso(),
    })
    .where('category_id', 'in', categoryIds);
  if (filter.userId !== undefined) trainings = trainings.where('user_id', '=', filter.userId);
  await trainings.execute();
  let formations = db.updateTable('formactions').set({ category_id: null, updated_at: nowIso() }).where('category_id', 'in', categoryIds);
  if (filter.userId !== undefined) formations = formations.where('user_id', '=', filter.userId);
  await formations.execute();
}

/** Removes a member from a club (leaving or removal by the leader). */
async function removeMember(ctx: AppContext, actor: Actor, team: TeamRow, userId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await releaseRecords(trx, actor, team, { userId });
    await membersRepo.remove(trx, actor, team.id, userId);
  });
  // Open co-editing sockets of formations shared through this club are checked again now.
  accessChanges.emit();
}

/**
 * PUT team/users/{email}: the same call adds or removes (seed 001 §4). Answers 'self' for the
 * leader's own e-mail (nothing changes), throws 404 teams.notfound for an unknown e-mail and 422
 * when the club is full (max_users).
 */
export async function toggleMember(ctx: AppContext, actor: UserActor, team: TeamRow, email: string): Promise<'self' | 'added' | 'removed'> {
  const user = await ctx.db.selectFrom('users').select(['id']).where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (!user) throw notFound('teams.notfound');
  if (user.id === actor.id || user.id === team.leader_id) return 'self';
  if (await membersRepo.isMember(ctx.db, actor, team.id, user.id)) {
    await removeMember(ctx, actor, team, user.id);
    return 'removed';
  }
  // Counted with the club locked, in the transaction that adds the member: parallel adds never pass max_users.
  await withOwnerLock(ctx.db, 'teams', team.id, async (trx) => {
    if ((await membersRepo.count(trx, actor, team.id)) >= team.max_users) throw FormInvalid.of({ email: ['teams.max-users'] }, 'teams.max-users', { count: team.max_users });
    await trx
      .insertInto('team_users')
      .values({ team_id: team.id, user_id: user.id, ...stamps() })
      .onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing())
      .execute();
  });
  return 'added';
}

/** DELETE teams/{id}: a member leaves a club; 404 when the caller is not a member of it. */
export async function leaveClub(ctx: AppContext, actor: UserActor, teamId: number): Promise<void> {
  const team = await teamsRepo.visible(ctx.db, actor, teamId);
  if (!team || !(await membersRepo.isMember(ctx.db, actor, teamId, actor.id))) throw notFound('teams.not-found');
  await removeMember(ctx, actor, team, actor.id);
}

/** POST team/categories (an accepted form): refused (nothing stored) past max_categories. */
export async function createCategory(ctx: AppContext, actor: Actor, team: TeamRow, values: CategoryInput): Promise<number> {
  return withOwnerLock(ctx.db, 'teams', team.id, async (trx) => {
    if ((await categoriesRepo.count(trx, actor, team.id)) >= team.max_categories)
      throw FormInvalid.of({ name: ['teams.max-categories'] }, 'teams.max-categories', { count: team.max_categories });
    return categoriesRepo.insert(trx, { team_id: team.id, name: values.name, description: values.description, ...stamps() });
  });
}

/** PUT team/categories/{id} (an accepted form). */
export async function updateCategory(ctx: AppContext, actor: UserActor, category: CategoryRow, values: CategoryInput): Promise<void> {
  await categoriesRepo.update(ctx.db, actor, category.id, { name: values.name, description: values.description, updated_at: nowIso() });
}

/** Deletes a club file row and its stored files. */
export async function removeTeamFile(ctx: AppContext, actor: Actor, row: Pick<TeamFileRow, 'id' | 'file_key' | 'img_key'>): Promise<void> {
  await teamFilesRepo.deleteById(ctx.db, actor, row.id);
  for (const key of [row.file_key, row.img_key]) if (key) await ctx.storage.delete(key);
}

/**
 * DELETE team/categories/{id}: the category's club files leave the club for the admin trash (seed
 * 001 §3 Trash item; GET/DELETE admin/clean removes them with their stored files, retention after
 * 6 months); members' trainings and videos become personal again.
 */
export async function removeCategory(ctx: AppContext, actor: Actor, team: TeamRow, category: CategoryRow): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await teamFilesRepo.toTrash(trx, actor, category.id);
    await releaseRecords(trx, actor, team, { categoryId: category.id });
    await categoriesRepo.deleteById(trx, actor, category.id);
  });
}

/**
 * POST teamtreinos: copies one of the caller's video formations into a club category as a club
 * training file (the club keeps it even if the member deletes the video or leaves). Team,
 * category and date are required (seed 000 §5); a refused export stores nothing.
 */
export async function exportVideo(ctx: AppContext, actor: UserActor, input: ExportToClubInput): Promise<number> {
  const issues: FormIssue[] = [];
  const video = await findFormation(ctx.db, actor, input.id);
  if (!video || video.user_id !== actor.id || video.type !== 'video' || !video.file_key) issues.push(fieldIssue('id', 'teams.video-invalid'));
  const category = await categoriesRepo.find(ctx.db, actor, input.category_id, 'visible');
  if (!category) issues.push(fieldIssue('category_id', 'formations.category-invalid'));
  else if (input.team_id !== undefined && input.team_id !== category.team_id) issues.push(fieldIssue('team_id', 'formations.category-invalid'));
  if (issues.length > 0 || !video || !category || !video.file_key) throw new FormInvalid(issues);
  const team = await teamsRepo.visible(ctx.db, actor, category.team_id);
  if (!team) throw notFound('teams.not-found');
  const owner = await ctx.db.selectFrom('users').select('name').where('id', '=', actor.id).executeTakeFirstOrThrow();
  // The copy keeps the video's type (webm or MP4, detected on upload).
  const key = newFileKey(TEAMS_AREA, team.id, 'file', video.file_key.slice(video.file_key.lastIndexOf('.') + 1) === 'mp4' ? 'mp4' : 'webm');
  await ctx.storage.copy(video.file_key, key);
  try {
    return await teamFilesRepo.insert(ctx.db, {
      team_id: team.id,
      category_id: category.id,
      user_id: actor.id,
      type: 'video',
      file_key: key,
      img_key: null,
      data: input.data,
      professor: video.professor === CLUB_PLACEHOLDER || video.professor === '' ? owner.name : video.professor,
      clube: team.name,
      categoria: category.name,
      local: video.local,
      descricao: video.descricao,
      ...stamps(),
    });
  } catch (err) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** Every club file, record link and image of a club (club deletion by an admin). */
export async function purgeClubRecords(ctx: AppContext, clubId: number, actor: Actor): Promise<number> {
  let removed = 0;
  for (;;) {
    const files = await teamFilesRepo.ofTeam(ctx.db, actor, clubId);
    if (files.length === 0) break;
    for (const f of files) {
      await removeTeamFile(ctx, actor, f);
      removed += 1;
    }
  }
  const team = await teamsRepo.visible(ctx.db, actor, clubId);
  if (!team) return removed;
  await ctx.db.transaction().execute(async (trx) => {
    await releaseRecords(trx, actor, team, {});
    await libraryRepo.deleteOfTeam(trx, actor, clubId);
    await teamsRepo.update(trx, actor, clubId, { image: null, updated_at: nowIso() });
  });
  if (team.image) await ctx.storage.delete(team.image);
  return removed;
}
