import type { Insertable, Selectable } from 'kysely';
import type { Actor } from '../../access/actor.ts';
import { calendarFeedsPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import type { CalendarFeedsTable } from '../../db/types.ts';

export type CalendarFeedRow = Selectable<CalendarFeedsTable>;

/** The coach's feeds through calendarFeedsPolicy; calendar apps find a feed by its token hash only. */
export const calendarFeedsRepo = {
  async live(db: Db, actor: Actor): Promise<CalendarFeedRow | null> {
    return (await db.selectFrom('calendar_feeds').selectAll().where(calendarFeedsPolicy.ownedBy(actor)).where('revoked_at', 'is', null).orderBy('id', 'desc').executeTakeFirst()) ?? null;
  },
  async insert(db: Db, values: Insertable<CalendarFeedsTable>): Promise<number> {
    return (await db.insertInto('calendar_feeds').values(values).returning('id').executeTakeFirstOrThrow()).id;
  },
  /** In one transaction: revokes the actor's live feeds and stores `values` as the one live feed; answers it. */
  replace(db: Db, actor: Actor, values: Insertable<CalendarFeedsTable>, at: string): Promise<CalendarFeedRow> {
    return db.transaction().execute(async (trx) => {
      await calendarFeedsRepo.revokeAll(trx, actor, at);
      await calendarFeedsRepo.insert(trx, values);
      return (await calendarFeedsRepo.live(trx, actor))!;
    });
  },
  /** Revokes every live feed of the actor; answers how many. */
  async revokeAll(db: Db, actor: Actor, at: string): Promise<number> {
    const res = await db.updateTable('calendar_feeds').set({ revoked_at: at, updated_at: at }).where(calendarFeedsPolicy.ownedBy(actor)).where('revoked_at', 'is', null).executeTakeFirst();
    return Number(res.numUpdatedRows);
  },
  /** The live feed of a token hash with its coach's name and app language (null when none was recorded). */
  async byTokenHash(db: Db, tokenHash: string): Promise<(CalendarFeedRow & { name: string; language: string | null }) | null> {
    return (
      (await db
        .selectFrom('calendar_feeds')
        .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
        .leftJoin('user_preferences', 'user_preferences.user_id', 'calendar_feeds.user_id')
        .selectAll('calendar_feeds')
        .select(['users.name', 'user_preferences.language'])
        .where('calendar_feeds.token_hash', '=', tokenHash)
        .where('calendar_feeds.revoked_at', 'is', null)
        .executeTakeFirst()) ?? null
    );
  },
  async deleteOfUser(db: Db, actor: Actor): Promise<number> {
    const res = await db.deleteFrom('calendar_feeds').where(calendarFeedsPolicy.ownedBy(actor)).executeTakeFirst();
    return Number(res.numDeletedRows);
  },
  async deleteRevokedBefore(db: Db, cutoff: string): Promise<number> {
    const res = await db.deleteFrom('calendar_feeds').where('revoked_at', '<', cutoff).executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};
