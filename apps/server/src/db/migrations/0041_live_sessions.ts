import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/**
 * Live presenting sessions, kept in the database so a session survives an instance restart and is
 * known to every instance. Only the token's hash is stored (unique); `code` is looked up among
 * open sessions only (an ended session's code may come back later).
 */
export const liveSessions: Migration = {
  name: '0041_live_sessions',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('live_sessions'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer')
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('token_nonce', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text')
      .execute();
    await db.schema.createIndex('live_sessions_code_idx').on('live_sessions').columns(['code', 'expires_at']).execute();
    await db.schema.createIndex('live_sessions_user_idx').on('live_sessions').columns(['user_id', 'kind', 'record_id']).execute();
  },
};
