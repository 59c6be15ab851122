import type { Migration } from './helpers.ts';

/**
 * The risk board sums each athlete's daily loads (RPE x minutes) over the last months and finds
 * each athlete's first day of data, for a whole group at once. With only (athlete_id, date) and
 * (user_id, date) indexes, SQLite picked the coach's (user_id, date) index and read every entry's
 * row for both queries. This index leads with the coach (every query is scoped by the owner), then
 * the athlete and the day, the order they group by, and holds the two columns summed, so both are
 * answered from the index alone. The (athlete_id, date) index stays: the athlete's foreign key
 * cascade and the one-athlete reads use it.
 */
export const loadBoardIndex: Migration = {
  name: '0040_load_board_index',
  async up(db) {
    await db.schema.createIndex('load_entries_user_athlete_day_idx').on('load_entries').columns(['user_id', 'athlete_id', 'date', 'rpe', 'minutes']).execute();
  },
};
