import { isDbId, pickLanguage } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';

/** A parsed query string: one value or several per name. */
export type Query = Record<string, string | string[] | undefined>;

/** Every value of one query parameter, comma-separated lists split. */
export function queryValues(v: string | string[] | undefined): string[] {
  if (v === undefined) return [];
  return (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(','));
}

/**
 * The ids of a print query in any of the shapes browsers produce: exs[]=1&exs[]=2, exs[0]=1,
 * exs=1&exs=2 or exs=1,2. Answers null when one of them is not an id (a positive integer up to
 * DB_ID_MAX).
 */
export function printIds(query: Query, name: string): number[] | null {
  const raw: string[] = [];
  const re = new RegExp(`^${name}(\\[\\d*\\])?$`);
  for (const [key, value] of Object.entries(query)) if (re.test(key)) raw.push(...queryValues(value));
  const ids: number[] = [];
  for (const r of raw) {
    const v = r.trim();
    if (!/^\d+$/.test(v) || !isDbId(Number(v))) return null;
    if (!ids.includes(Number(v))) ids.push(Number(v));
  }
  return ids;
}

/** The print language from `lang` (pt, es, en or a full code; default pt-br). */
export function printLanguage(query: Query): Language {
  return pickLanguage(queryValues(query.lang)[0] ?? 'pt');
}
