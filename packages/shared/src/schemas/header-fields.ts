import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { hexColour, text } from './common.ts';

/**
 * The header-label + colour-pair codec shared by every printable record (trainings, exercises,
 * formations, and the fitness/week sheets of seed 001): `h_*` labels of up to 20 characters and
 * colour pairs sent as `colors[part][0]` (background) / `colors[part][1]` (text) in a form, or as
 * `{ colors: { part: [background, text] } }` in JSON, stored as one JSON column.
 */

/** A colour pair [background, text]. */
export const colourPair = z.tuple([hexColour, hexColour]);
export type ColourPair = [string, string];

/** A renamed header label (`h_*`): optional, trimmed, at most 20 characters. */
export const headerLabel = text().trim().max(LIMITS.headerLabelMax, { message: 'validation.max' }).default('');

/** The colour pairs a form sent, and the parts whose pair was not two valid colours. */
export interface ColourPairsInput {
  pairs: Record<string, ColourPair>;
  invalid: string[];
}

function asPair(value: unknown): [unknown, unknown] | null {
  if (Array.isArray(value)) return [value[0], value[1]];
  if (value && typeof value === 'object') return [(value as Record<string, unknown>)['0'], (value as Record<string, unknown>)['1']];
  return null;
}

/**
 * Reads the colour pairs of a form body: flat multipart fields (`colors[header][0]`) or a nested
 * JSON object (`colors: { header: [bg, text] }`). Parts not in `parts` are ignored; a part whose
 * pair is not two valid colours is listed in `invalid` (field name `colors.<part>`). When the body
 * has the nested object, flat keys are ignored.
 */
export function readColourPairs(body: Record<string, unknown>, parts: readonly string[], name = 'colors'): ColourPairsInput {
  const raw: Record<string, [unknown, unknown]> = {};
  const nested = body[name];
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
    for (const [part, value] of Object.entries(nested as Record<string, unknown>)) raw[part] = asPair(value) ?? [undefined, undefined];
  }
  const re = new RegExp(`^${name}\\[([A-Za-z0-9_-]+)\\]\\[([01])\\]$`);
  // A JSON body's nested object wins; flat keys are the multipart shape.
  for (const [key, value] of nested && typeof nested === 'object' ? [] : Object.entries(body)) {
    const m = re.exec(key);
    if (!m) continue;
    const pair = (raw[m[1]!] ??= [undefined, undefined]);
    pair[Number(m[2])] = value;
  }
  const out: ColourPairsInput = { pairs: {}, invalid: [] };
  for (const [part, [bg, text]] of Object.entries(raw)) {
    if (!parts.includes(part)) continue;
    const a = typeof bg === 'string' ? bg.trim() : bg;
    const b = typeof text === 'string' ? text.trim() : text;
    if (hexColour.safeParse(a).success && hexColour.safeParse(b).success) out.pairs[part] = [a as string, b as string];
    else out.invalid.push(part);
  }
  return out;
}

/**
 * Parses a stored colours JSON column over defaults; malformed entries are ignored so one bad
 * value never breaks a page or a print.
 */
export function parseColourPairs(json: string, defaults: Record<string, readonly [string, string]>): Record<string, ColourPair> {
  const out: Record<string, ColourPair> = {};
  for (const [k, v] of Object.entries(defaults)) out[k] = [v[0], v[1]];
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (Array.isArray(v) && v.length === 2 && hexColour.safeParse(v[0]).success && hexColour.safeParse(v[1]).success) out[k] = [v[0] as string, v[1] as string];
    }
  } catch {
    // keep the defaults
  }
  return out;
}

/** The JSON stored in a colours column. */
export function serializeColourPairs(pairs: Record<string, ColourPair>): string {
  return JSON.stringify(pairs);
}

/** The form entries of colour pairs (`colors[part][0]`, `colors[part][1]`), for a FormData. */
export function colourPairEntries(pairs: Record<string, readonly [string, string]>, name = 'colors'): [string, string][] {
  return Object.entries(pairs).flatMap(([part, [bg, text]]) => [
    [`${name}[${part}][0]`, bg],
    [`${name}[${part}][1]`, text],
  ]);
}
