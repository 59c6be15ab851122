import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/**
 * Read-only share links. The visitor's token is never stored: `token_hash` (SHA-256,
 * unique) finds the link, `token_nonce` lets the server re-derive the token with its own key
 * (share-links/token.ts) so the owner can copy it again and PDFs can print its QR code.
 * record_id names a row of the table `kind` designates (no foreign key: several tables); the
 * record's own removal deletes its links.
 */
export const shareLinks: Migration = {
  name: '0021_share_links',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('share_links'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('token_nonce', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('share_links_record_idx').on('share_links').columns(['kind', 'record_id']).execute();
    await db.schema.createIndex('share_links_user_idx').on('share_links').column('user_id').execute();
  },
};
