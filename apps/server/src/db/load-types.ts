import type { Generated } from 'kysely';
import type { LoadEntryKind } from '@prancheta/shared';

/** Columns every table has (as in types.ts). */
interface Base {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One session's load of an athlete (migration 0036): RPE (CR-10) x minutes. */
export interface LoadEntriesTable extends Base {
  /** The coach (owner of the athlete). */
  user_id: number;
  athlete_id: number;
  /** Day of the session, YYYY-MM-DD. */
  date: string;
  kind: LoadEntryKind;
  minutes: number;
  rpe: number;
  note: string;
  /** Where it came from, unique per athlete: 'mark:<id>', 'attendance:<kind>:<record>:<slot>', 'free:<random>'. */
  origin: string;
}

/** One daily wellness check-in (migration 0036): Hooper's four items, 1-7. */
export interface WellnessCheckinsTable extends Base {
  user_id: number;
  athlete_id: number;
  date: string;
  sleep: number;
  stress: number;
  fatigue: number;
  soreness: number;
  note: string;
  /** When a later check-in of the same day replaced this one (kept as history), or null. */
  replaced_at: string | null;
}

/** A coach's ACWR zone bounds, in hundredths (migration 0036). */
export interface LoadSettingsTable extends Base {
  user_id: number;
  acwr_low_pct: number;
  acwr_target_pct: number;
  acwr_caution_pct: number;
}
