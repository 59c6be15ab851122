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
