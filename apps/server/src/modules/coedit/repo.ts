import type { Actor } from '../../access/actor.ts';
import { clubMatesOf } from '../../access/clubs.ts';
import { coeditorsPolicy, formationsPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import { nowIso, stamps } from '../../db/index.ts';

/** A formation as co-editing needs it. */
export interface CoeditFormation {
  id: number;
  user_id: number;
  type: 'image' | 'video';
  descricao: string;
}

/** A person: an invited coeditor or a club mate who may be invited. */
export interface Person {
  id: number;
  name: string;
}

/** Invitations, the people who may be invited and the stored Yjs state of formations drawn together. */
export const coeditRepo = {
  /** The formation when the actor may draw it (owner or invited club member), else null. */
  async coeditable(db: Db, actor: Actor, formationId: number): Promise<CoeditFormation | null> {
    return (
      (await db
        .selectFrom('formactions')
        .select(['id', 'user_id', 'type', 'descricao'])
        .where('id', '=', formationId)
        .where(formationsPolicy.coeditableBy(actor))
        .executeTakeFirst()) ?? null
    );
  },

  /** The formation when the actor owns it (invitations are managed by the owner), else null. */
  async owned(db: Db, actor: Actor, formationId: number): Promise<CoeditFormation | null> {
    return (
      (await db.selectFrom('formactions').select(['id', 'user_id', 'type', 'descricao']).where('id', '=', formationId).where(formationsPolicy.ownedBy(actor)).executeTakeFirst()) ??
      null
    );
  },

  /** The invited people of a formation, by name. */
  invited(db: Db, actor: Actor, formationId: number): Promise<Person[]> {
    return db
      .selectFrom('formation_coeditors')
      .innerJoin('users', 'users.id', 'formation_coeditors.user_id')
      .select(['users.id', 'users.name'])
      .where('formation_coeditors.formation_id', '=', formationId)
      .where(coeditorsPolicy.visibleTo(actor))
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
  },

  /** The club mates of the owner (members and leaders of the owner's active clubs), the owner left out. */
  clubMates(db: Db, ownerId: number): Promise<Person[]> {
    return db
      .selectFrom('users')
      .select(['users.id', 'users.name'])
      .where('users.id', 'in', (eb) => clubMatesOf(eb, ownerId))
      .where('users.id', '<>', ownerId)
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
  },

  /** Whether the user shares an active club with the owner. */
  async isClubMate(db: Db, ownerId: number, userId: number): Promise<boolean> {
    if (ownerId === userId) return false;
    return Boolean(
      await db
        .selectFrom('users')
        .select('users.id')
        .where('users.id', '=', userId)
        .where('users.id', 'in', (eb) => clubMatesOf(eb, ownerId))
        .executeTakeFirst(),
    );
  },

  async invite(db: Db, formation: CoeditFormation, userId: number): Promise<void> {
    await db
      .insertInto('formation_coeditors')
      .values({ formation_id: formation.id, owner_id: formation.user_id, user_id: userId, ...stamps() })
      .onConflict((oc) => oc.columns(['formation_id', 'user_id']).doNothing())
      .execute();
  },

  async revoke(db: Db, actor: Actor, formationId: number, userId: number): Promise<number> {
    const res = await db
      .deleteFrom('formation_coeditors')
      .where('formation_id', '=', formationId)
      .where('user_id', '=', userId)
      .where(coeditorsPolicy.ownedBy(actor))
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  },

  /** Formations shared with the actor (invited, still a club mate of the owner), newest first. */
  sharedWith(db: Db, actor: Actor & { kind: 'user' }): Promise<Array<CoeditFormation & { owner_name: string; updated_at: string }>> {
    return db
      .selectFrom('formactions')
      .innerJoin('users', 'users.id', 'formactions.user_id')
      .select(['formactions.id', 'formactions.user_id', 'formactions.type', 'formactions.descricao', 'formactions.updated_at', 'users.name as owner_name'])
      .where('formactions.user_id', '<>', actor.id)
      .where(formationsPolicy.coeditableBy(actor))
      .orderBy('formactions.updated_at', 'desc')
      .orderBy('formactions.id', 'desc')
      .execute();
  },

  /** Invitations of a user (as owner or as invited): removed with the account. */
  async deleteOfUser(db: Db, userId: number): Promise<number> {
    const res = await db
      .deleteFrom('formation_coeditors')
      .where((eb) => eb.or([eb('owner_id', '=', userId), eb('user_id', '=', userId)]))
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  },

  /** The stored Yjs state of a formation (base64 decoded), or null. */
  async loadState(db: Db, formationId: number): Promise<Uint8Array | null> {
    const row = await db.selectFrom('formation_ydocs').select('state').where('formation_id', '=', formationId).executeTakeFirst();
    return row ? new Uint8Array(Buffer.from(row.state, 'base64')) : null;
  },

  /** Stores the Yjs state of a formation (one row per formation); nothing when the formation is gone. */
  async saveState(db: Db, formationId: number, state: Uint8Array): Promise<void> {
    const encoded = Buffer.from(state).toString('base64');
    const exists = await db.selectFrom('formactions').select('id').where('id', '=', formationId).executeTakeFirst();
    if (!exists) return;
    await db
      .insertInto('formation_ydocs')
      .values({ formation_id: formationId, state: encoded, ...stamps() })
      .onConflict((oc) => oc.column('formation_id').doUpdateSet({ state: encoded, updated_at: nowIso() }))
      .execute();
  },
};
