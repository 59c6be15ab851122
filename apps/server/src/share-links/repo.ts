import type { Insertable, Selectable } from 'kysely';
import type { ShareKind } from '@prancheta/shared';
import type { Actor } from '../access/actor.ts';
import { shareLinksPolicy } from '../access/policies.ts';
import type { Db } from '../db/index.ts';
import type { ShareLinksTable } from '../db/types.ts';

/** A share link row. */
export type ShareLinkRow = Selectable<ShareLinksTable>;

/** The kinds stored in one table: a formations row is shared as 'formation' or 'video'. */
const KINDS_OF_TABLE: Record<ShareKind, ShareKind[]> = {
  treino: ['treino'],
  formation: ['formation', 'video'],
  video: ['formation', 'video'],
  fitnes: ['fitnes'],
  semana: ['semana'],
};

/** Owner reads and revocations go through shareLinksPolicy; visitors find a link by its token hash only. */
export const shareLinksRepo = {
  /** The actor's links of one record that are not revoked, newest first. */
  listOfRecord(db: Db, actor: Actor, kind: ShareKind, recordId: number): Promise<ShareLinkRow[]> {
    return db
      .selectFrom('share_links')
      .selectAll()
      .where(shareLinksPolicy.ownedBy(actor))
      .where('kind', '=', kind)
      .where('record_id', '=', recordId)
      .where('revoked_at', 'is', null)
      .orderBy('id', 'desc')
      .execute();
  },

  async insert(db: Db, values: Insertable<ShareLinksTable>): Promise<number> {
    return (await db.insertInto('share_links').values(values).returning('id').executeTakeFirstOrThrow()).id;
  },

  async find(db: Db, actor: Actor, id: number): Promise<ShareLinkRow | null> {
    return (await db.selectFrom('share_links').selectAll().where('id', '=', id).where(shareLinksPolicy.ownedBy(actor)).executeTakeFirst()) ?? null;
  },

  /** Marks a link of the actor revoked; answers false when there was none to revoke. */
  async revoke(db: Db, actor: Actor, id: number, at: string): Promise<boolean> {
    const res = await db.updateTable('share_links').set({ revoked_at: at, updated_at: at }).where('id', '=', id).where('revoked_at', 'is', null).where(shareLinksPolicy.ownedBy(actor)).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },

  /** The live link of a token hash (not revoked, not expired at `now`), or null. */
  async live(db: Db, tokenHash: string, now: string): Promise<ShareLinkRow | null> {
    return (
      (await db
        .selectFrom('share_links')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .executeTakeFirst()) ?? null
    );
  },

  /** The newest live link of a record (what a PDF's QR code points at), or null. */
  async newestLive(db: Db, actor: Actor, kinds: ShareKind[], recordId: number, now: string): Promise<ShareLinkRow | null> {
    return (
      (await db
        .selectFrom('share_links')
        .selectAll()
        .where(shareLinksPolicy.ownedBy(actor))
        .where('kind', 'in', kinds)
        .where('record_id', '=', recordId)
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .orderBy('id', 'desc')
        .executeTakeFirst()) ?? null
    );
  },

  /** Counts the actor's live links of a record (a record holds at most SHARE_MAX_LINKS_PER_RECORD). */
  async countLive(db: Db, actor: Actor, kind: ShareKind, recordId: number, now: string): Promise<number> {
    const row = await db
      .selectFrom('share_links')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(shareLinksPolicy.ownedBy(actor))
      .where('kind', '=', kind)
      .where('record_id', '=', recordId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** Deletes every link of a record (called when the record is deleted; formations cover both their kinds). */
  async deleteOfRecord(db: Db, kind: ShareKind, recordId: number): Promise<void> {
    await db.deleteFrom('share_links').where('kind', 'in', KINDS_OF_TABLE[kind]).where('record_id', '=', recordId).execute();
  },

  /** Deletes every link of a user (account purge). */
  async deleteOfUser(db: Db, actor: Actor): Promise<number> {
    const res = await db.deleteFrom('share_links').where(shareLinksPolicy.ownedBy(actor)).executeTakeFirst();
    return Number(res.numDeletedRows);
  },

  /** Deletes revoked links and links expired before the cut-off (the retention job's housekeeping). */
  async deleteDeadBefore(db: Db, cutoff: string): Promise<number> {
    const res = await db
      .deleteFrom('share_links')
      .where((eb) => eb.or([eb('revoked_at', '<', cutoff), eb('expires_at', '<', cutoff)]))
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};
