/*
 * The tables whose changes the database counts (data_versions, kept by triggers). Migrations
 * 0024 and 0025 create the triggers from these lists and db/data-versions.ts reads the counters,
 * so the lists must keep the values those migrations were released with: a new counted table is
 * a new migration with a list of its own here.
 */

/** Tables whose rows the database itself counts changes of, per owner (migration 0024). */
export const VERSIONED_TABLES = ['treinos'] as const;

/** Owned tables counted per owner from migration 0025 on (the same triggers as 0024's). */
export const VERSIONED_OWNED_TABLES_0025 = ['notification_dismissals'] as const;

/**
 * Tables everyone reads (no owner): one counter for the whole table, kept under owner 0, which
 * no user has (ids start at 1).
 */
export const GLOBAL_VERSIONED_TABLES = ['notifications'] as const;

/** The owner id of the counters of GLOBAL_VERSIONED_TABLES. */
export const GLOBAL_VERSION_OWNER = 0;

/**
 * From migration 0026: the tables of clubs (`teams`) and their members (`team_users`), whose
 * changes together bump one global counter, CLUB_VERSION. The session lookup reads it, so each
 * user's clubs are read again only after a change in some club (plugins/auth.ts).
 */
export const CLUB_TABLES_0028 = ['teams', 'team_users'] as const;

/** The name of the counter of CLUB_TABLES_0028 (owner GLOBAL_VERSION_OWNER). */
export const CLUB_VERSION = 'clubs';

/**
 * From migration 0043: the owned tables the training-load risk board is built from (its athletes,
 * their load entries and check-ins, the coach's ACWR zones), counted per owner with the triggers
 * of 0024, so a board cached against the four counters is rebuilt after any change to them.
 */
export const VERSIONED_OWNED_TABLES_0043 = ['athletes', 'load_entries', 'wellness_checkins', 'load_settings'] as const;
