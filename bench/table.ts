import type { BenchRow } from './types.ts';

/** Renders rows as a plain-text table with right-aligned numbers. */
export function formatTable(rows: BenchRow[]): string {
  if (rows.length === 0) return '(no rows)';
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  // A numeric column with any fraction shows every value with two decimals, so the column lines up.
  const fractional = new Set(columns.filter((c) => rows.some((r) => typeof r[c] === 'number' && !Number.isInteger(r[c]))));
  const format = (c: string, v: string | number | undefined) =>
    v === undefined ? '' : typeof v === 'number' ? (fractional.has(c) ? v.toFixed(2) : String(v)) : v;
  const cell = (v: string | number | undefined, c = '') => format(c, v);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c], c).length)));
  const line = (values: string[], numeric: boolean[]) => values.map((v, i) => (numeric[i] ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join('  ');
  const numeric = columns.map((c) => rows.every((r) => r[c] === undefined || typeof r[c] === 'number'));
  return [line(columns, numeric), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((r) => line(columns.map((c) => cell(r[c], c)), numeric))].join('\n');
}
