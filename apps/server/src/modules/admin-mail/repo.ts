import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import { nowIso, stamps } from '../../db/index.ts';
import type { MailBatchesTable } from '../../db/types.ts';

/** A bulk e-mail batch as stored. */
export type MailBatchRow = Selectable<MailBatchesTable>;
/** A recipient the worker has claimed. */
export type ClaimedRecipient = { id: number; batch_id: number; email: string };

/**
 * Bulk e-mail batches and their recipients (admins only, checked by the routes; the worker and
 * the retention run as the system). Recipients go 'pending' → 'sending' (claimed) → 'sent' or
 * 'failed'; a batch is 'sending' until none is left to send, then 'done'.
 */
export const mailBatchesRepo = {
  /** Stores a batch and one pending recipient per address; answers the batch's id. */
  async insert(db: Db, batch: Omit<Insertable<MailBatchesTable>, 'created_at' | 'updated_at'>, emails: string[]): Promise<number> {
    const row = await db
      .insertInto('mail_batches')
      .values({ ...batch, ...stamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('mail_recipients').values(emails.map((email) => ({ batch_id: row.id, email, error: null, ...stamps() }))).execute();
    return row.id;
  },

  async find(db: Db, id: number): Promise<MailBatchRow | null> {
    return (await db.selectFrom('mail_batches').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  },

  /** A batch's recipients with their results, in the order they were chosen. */
  recipients(db: Db, batchId: number): Promise<{ email: string; status: string; error: string | null }[]> {
    return db.selectFrom('mail_recipients').select(['email', 'status', 'error']).where('batch_id', '=', batchId).orderBy('id').execute();
  },

  /** Claims the oldest pending recipient (a conditional update, so two workers never claim the same one); null when none is pending. */
  async claimNext(db: Db): Promise<ClaimedRecipient | null> {
    for (;;) {
      const next = await db.selectFrom('mail_recipients').select(['id', 'batch_id', 'email']).where('status', '=', 'pending').orderBy('id').limit(1).executeTakeFirst();
      if (!next) return null;
      const r = await db.updateTable('mail_recipients').set({ status: 'sending', updated_at: nowIso() }).where('id', '=', next.id).where('status', '=', 'pending').executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) return next;
    }
  },

  /** Records one recipient's result: sent, or failed with the reason. */
  async recordResult(db: Db, recipientId: number, result: { status: 'sent'; error: null } | { status: 'failed'; error: string }): Promise<void> {
    await db.updateTable('mail_recipients').set({ ...result, updated_at: nowIso() }).where('id', '=', recipientId).execute();
  },

  /** True while a recipient of the batch is pending or being sent. */
  async hasUnsent(db: Db, batchId: number): Promise<boolean> {
    return (await db.selectFrom('mail_recipients').select('id').where('batch_id', '=', batchId).where('status', 'in', ['pending', 'sending']).limit(1).executeTakeFirst()) !== undefined;
  },

  /** Marks a batch done, forgetting its attachment's key. */
  async markDone(db: Db, batchId: number): Promise<void> {
    await db.updateTable('mail_batches').set({ status: 'done', attachment_key: null, updated_at: nowIso() }).where('id', '=', batchId).execute();
  },

  /** Puts recipients left 'sending' since before the cut-off back to 'pending'; answers how many. */
  async requeueSendingBefore(db: Db, cutoff: string): Promise<number> {
    const r = await db.updateTable('mail_recipients').set({ status: 'pending', updated_at: nowIso() }).where('status', '=', 'sending').where('updated_at', '<', cutoff).executeTakeFirst();
    return Number(r.numUpdatedRows);
  },

  /** Recipients still to send (pending, or claimed and not yet recorded). */
  async unsentCount(db: Db): Promise<number> {
    const row = await db.selectFrom('mail_recipients').select((eb) => eb.fn.countAll<number>().as('n')).where('status', 'in', ['pending', 'sending']).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Done batches created before the cut-off (retention). */
  doneBefore(db: Db, cutoff: string): Promise<Pick<MailBatchRow, 'id' | 'attachment_key'>[]> {
    return db.selectFrom('mail_batches').select(['id', 'attachment_key']).where('created_at', '<', cutoff).where('status', '=', 'done').execute();
  },

  async deleteById(db: Db, id: number): Promise<void> {
    await db.deleteFrom('mail_batches').where('id', '=', id).execute();
  },
};
