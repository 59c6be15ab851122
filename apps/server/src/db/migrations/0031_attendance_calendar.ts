import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/**
 * Attendance and calendar feeds.
 * - attendance: one mark per athlete and session. A session is a dated training (`kind` 'treino',
 *   slot '') or a cell of a weekly sheet (`kind` 'semana', slot 'segundaM'...); `date` is the day
 *   it happened, kept with the mark so rates over a period survive the session's own deletion.
 * - calendar_feeds: a coach's private iCal address (token hashed like share links, revocable).
 */
export const attendanceCalendar: Migration = {
  name: '0031_attendance_calendar',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('attendance'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('athlete_id', 'integer', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('slot', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addUniqueConstraint('attendance_mark_unique', ['athlete_id', 'kind', 'record_id', 'slot'])
      .execute();
    await db.schema.createIndex('attendance_session_idx').on('attendance').columns(['user_id', 'kind', 'record_id', 'slot']).execute();
    await db.schema.createIndex('attendance_date_idx').on('attendance').columns(['user_id', 'date']).execute();

    await baseColumns(db.schema.createTable('calendar_feeds'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('token_nonce', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('calendar_feeds_user_idx').on('calendar_feeds').column('user_id').execute();
  },
};
