/** One row of a bench module's result table (column -> value). */
export type BenchRow = Record<string, string | number>;

/** What one bench module measured: a table plus free-form notes. Measured, never asserted. */
export interface BenchResult {
  rows: BenchRow[];
  notes?: string[];
}

/** A bench module: bench/run.ts runs each and writes bench/results/<name>.json. */
export interface BenchModule {
  name: string;
  description: string;
  run(): Promise<BenchResult>;
}
