import type { Kysely } from 'kysely';
import type { Migration } from './helpers.ts';
import { DEFAULT_PLANS, WELCOME_NOTIFICATION } from '../seeds.ts';

/** Gives the rows seeded in Portuguese only (before this migration) their translations. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped schema
export async function translateSeededRows(db: Kysely<any>): Promise<void> {
  for (const plan of DEFAULT_PLANS) {
    await db.updateTable('plans').set({ translations: JSON.stringify(plan.translations) }).where('title', '=', plan.title).where('short_desc', '=', plan.short_desc).where('translations', '=', '{}').execute();
  }
  await db
    .updateTable('notifications')
    .set({ translations: JSON.stringify(WELCOME_NOTIFICATION.translations) })
    .where('title', '=', WELCOME_NOTIFICATION.title)
    .where('message', '=', WELCOME_NOTIFICATION.message)
    .where('translations', '=', '{}')
    .execute();
}

/**
 * Per-language texts of plans and notifications: a JSON `translations` column beside the pt-br
 * columns (which stay the fallback), shaped for admins writing the three languages later.
 */
export const translations: Migration = {
  name: '0012_translations',
  async up(db) {
    for (const table of ['plans', 'notifications']) {
      await db.schema.alterTable(table).addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}')).execute();
    }
    await translateSeededRows(db);
  },
};
