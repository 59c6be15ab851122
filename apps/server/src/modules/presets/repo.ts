import type { Insertable, Selectable } from 'kysely';
import type { Actor } from '../../access/actor.ts';
import { formationPresetsPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import type { FormationPresetsTable } from '../../db/types.ts';

/** A personal preset row. */
export type PresetRow = Selectable<FormationPresetsTable>;

/** Personal formation presets; every read and delete filters by formationPresetsPolicy. */
export const presetsRepo = {
  list(db: Db, actor: Actor, sportId?: number): Promise<PresetRow[]> {
    let q = db.selectFrom('formation_presets').selectAll().where(formationPresetsPolicy.visibleTo(actor));
    if (sportId !== undefined) q = q.where('sport_id', '=', sportId);
    return q.orderBy('name').orderBy('id').execute();
  },
  /** One page of a user's presets (keyset on id), for the account archive. */
  page(db: Db, actor: Actor, afterId: number, limit: number): Promise<PresetRow[]> {
    return db.selectFrom('formation_presets').selectAll().where(formationPresetsPolicy.ownedBy(actor)).where('id', '>', afterId).orderBy('id').limit(limit).execute();
  },
  async find(db: Db, actor: Actor, id: number): Promise<PresetRow | null> {
    return (await db.selectFrom('formation_presets').selectAll().where('id', '=', id).where(formationPresetsPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },
  async insert(db: Db, values: Insertable<FormationPresetsTable>): Promise<number> {
    const row = await db.insertInto('formation_presets').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },
  async deleteById(db: Db, actor: Actor, id: number): Promise<number> {
    const res = await db.deleteFrom('formation_presets').where('id', '=', id).where(formationPresetsPolicy.ownedBy(actor)).executeTakeFirst();
    return Number(res.numDeletedRows);
  },
  async deleteOfUser(db: Db, actor: Actor): Promise<number> {
    const res = await db.deleteFrom('formation_presets').where(formationPresetsPolicy.ownedBy(actor)).executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};
