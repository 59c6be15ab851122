import type { Language } from '@prancheta/shared';
import type { Translations } from '../db/seeds.ts';

function parse<F extends string>(json: string): Translations<F> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Translations<F>) : {};
  } catch {
    return {};
  }
}

/**
 * The texts of a row with per-language `translations` (JSON) in the asked language: each field
 * in that language when given and not blank, else the row's own (pt-br) column.
 */
export function localized<F extends string>(row: Record<F, string> & { translations: string }, lang: Language, fields: readonly F[]): Record<F, string> {
  const texts: Partial<Record<F, string>> = parse<F>(row.translations)[lang] ?? {};
  const out = {} as Record<F, string>;
  for (const f of fields) {
    const text = texts[f];
    out[f] = typeof text === 'string' && text.trim() ? text : row[f];
  }
  return out;
}
