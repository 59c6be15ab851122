import { hexColour } from '@prancheta/shared';

/** A colour pair [background, text]. */
export type ColourPair = [string, string];

/**
 * Parses a stored colours JSON column over defaults; malformed entries are ignored so one bad
 * value never breaks a page or a print.
 */
export function parseColours(json: string, defaults: Record<string, readonly [string, string]>): Record<string, ColourPair> {
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
