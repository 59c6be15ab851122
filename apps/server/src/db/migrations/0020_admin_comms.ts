import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/**
 * Admin clubs and bulk mail (seed 001 §2 Admin):
 * - teams.pending: a club an admin created waits (1) until its leader accepts the invitation;
 *   existing clubs are active (0);
 * - team_invites: single-use, expiring invitation keys (only their SHA-256 hash is stored);
 * - mail_batches / mail_recipients: one bulk e-mail and its per-recipient result, sent by a
 *   background worker (the attachment waits in storage until the batch is done).
 */
export const adminComms: Migration = {
  name: '0020_admin_comms',
  async up(db, dialect) {
    await db.schema.alterTable('teams').addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0)).execute();

    await baseColumns(db.schema.createTable('team_invites'), dialect)
      .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('accepted_at', 'text')
      .execute();
    await db.schema.createIndex('team_invites_team_idx').on('team_invites').column('team_id').execute();

    await baseColumns(db.schema.createTable('mail_batches'), dialect)
      .addColumn('admin_id', 'integer', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('attachment_key', 'text')
      .addColumn('attachment_name', 'text')
      .addColumn('attachment_mime', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('sending'))
      .execute();

    await baseColumns(db.schema.createTable('mail_recipients'), dialect)
      .addColumn('batch_id', 'integer', (c) => c.notNull().references('mail_batches.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('error', 'text')
      .execute();
    await db.schema.createIndex('mail_recipients_batch_idx').on('mail_recipients').columns(['batch_id', 'id']).execute();
    await db.schema.createIndex('mail_recipients_status_idx').on('mail_recipients').column('status').execute();
  },
};
