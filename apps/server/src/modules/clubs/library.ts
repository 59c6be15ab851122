import type { LibraryItem, LibraryKind } from '@prancheta/shared';
import type { Actor, UserActor } from '../../access/actor.ts';
import { formationsPolicy, trainingsPolicy } from '../../access/policies.ts';
import type { AppContext } from '../../context.ts';
import { stamps } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import { newFileKey } from '../../uploads/store-record.ts';
import { FORMATIONS_AREA } from '../formations/surface.ts';
import { duplicateTraining, findTraining } from '../trainings/surface.ts';
import { libraryRepo, teamsRepo } from './repo.ts';

/**
 * The club drill library: the leader shares own trainings, formations and videos with the club;
 * members (and the leader) browse them and copy one into their own material. A shared training is
 * readable by members through trainingsPolicy (read-only); formations and videos are only copied.
 */

/** Items shared by the clubs of the actor (records deleted since are left out). */
export async function libraryItems(ctx: AppContext, actor: UserActor): Promise<LibraryItem[]> {
  const base = libraryRepo.visible(ctx.db, actor);
  const trainings = await base
    .innerJoin('treinos', 'treinos.id', 'team_library.record_id')
    .where('team_library.kind', '=', 'treino')
    .select(['team_library.kind', 'team_library.record_id', 'team_library.created_at', 'teams.id as team_id', 'teams.name as team_name', 'treinos.metodologia as t1', 'treinos.data as t2'])
    .execute();
  const formations = await base
    .innerJoin('formactions', 'formactions.id', 'team_library.record_id')
    .where('team_library.kind', 'in', ['formation', 'video'])
    .whereRef('formactions.type', '=', (eb) => eb.case().when('team_library.kind', '=', 'video').then('video').else('image').end())
    .select(['team_library.kind', 'team_library.record_id', 'team_library.created_at', 'teams.id as team_id', 'teams.name as team_name', 'formactions.descricao as t1', 'formactions.data as t2'])
    .execute();
  return [...trainings, ...formations]
    .map((r) => ({ kind: r.kind, id: r.record_id, title: r.t1.slice(0, 120), date: r.t2 ?? '', team: { id: r.team_id, name: r.team_name }, created_at: r.created_at }))
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
}

/** True when the actor owns the record (a leader shares only own material). */
async function ownsRecord(ctx: AppContext, actor: Actor, kind: LibraryKind, id: number): Promise<boolean> {
  if (kind === 'treino') return Boolean(await ctx.db.selectFrom('treinos').select('id').where('id', '=', id).where(trainingsPolicy.ownedBy(actor)).executeTakeFirst());
  return Boolean(
    await ctx.db
      .selectFrom('formactions')
      .select('id')
      .where('id', '=', id)
      .where('type', '=', kind === 'video' ? 'video' : 'image')
      .where(formationsPolicy.ownedBy(actor))
      .executeTakeFirst(),
  );
}

/** PUT teamlibrary/{kind}/{id}: the leader shares or unshares one of their records; answers whether it is now shared. */
export async function toggleLibraryItem(ctx: AppContext, actor: UserActor, kind: LibraryKind, id: number): Promise<boolean> {
  const team = await teamsRepo.led(ctx.db, actor);
  if (!team || !(await ownsRecord(ctx, actor, kind, id))) throw notFound('teams.library-not-found');
  const existing = await libraryRepo.entry(ctx.db, actor, team.id, kind, id);
  if (existing !== null) {
    await libraryRepo.deleteById(ctx.db, actor, existing);
    return false;
  }
  await libraryRepo.insert(ctx.db, { team_id: team.id, kind, record_id: id, ...stamps() });
  return true;
}

/** POST teamlibrary/{kind}/{id}/copy: a copy of a shared record, with its files, becomes the actor's own. Answers the new id. */
export async function copyLibraryItem(ctx: AppContext, actor: UserActor, kind: LibraryKind, id: number, copyMark: string): Promise<number> {
  if (!(await libraryRepo.shares(ctx.db, actor, kind, id))) throw notFound('teams.library-not-found');
  if (kind === 'treino') {
    const row = await findTraining(ctx.db, actor, id);
    if (!row) throw notFound('teams.library-not-found');
    return duplicateTraining(ctx, actor, row, copyMark);
  }
  // The library check above is the authorization: read the shared formation itself.
  const row = await ctx.db
    .selectFrom('formactions')
    .selectAll()
    .where('id', '=', id)
    .where('type', '=', kind === 'video' ? 'video' : 'image')
    .executeTakeFirst();
  if (!row) throw notFound('teams.library-not-found');
  const written: string[] = [];
  const copyKey = async (key: string | null, kindName: string): Promise<string | null> => {
    if (!key || !(await ctx.storage.exists(key))) return null;
    const next = newFileKey(FORMATIONS_AREA, actor.id, kindName, key.slice(key.indexOf('.', key.lastIndexOf('/')) + 1));
    await ctx.storage.copy(key, next);
    written.push(next);
    return next;
  };
  try {
    const { id: _id, created_at: _c, updated_at: _u, user_id: _owner, ...rest } = row;
    const keys = { img_key: await copyKey(row.img_key, 'img'), file_key: await copyKey(row.file_key, 'file'), logo_key: await copyKey(row.logo_key, 'logo'), draft_key: await copyKey(row.draft_key, 'draft') };
    const inserted = await ctx.db
      .insertInto('formactions')
      .values({ ...rest, ...keys, user_id: actor.id, category_id: null, is_example: 0, ...stamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  } catch (err) {
    for (const key of written) await ctx.storage.delete(key).catch(() => undefined);
    throw err;
  }
}
