/** localStorage key of the favourite colours (seed 000 §3: local storage keeps favourite colours). */
export const FAVOURITES_KEY = 'favorite_colors';

/** At most this many favourites are kept; the oldest drop off. */
export const FAVOURITES_MAX = 24;

const HEX = /^#[0-9a-f]{6}$/;

/** Normalises a colour to lower-case #rrggbb, or null when it is not one. */
export function normaliseHex(colour: string): string | null {
  let c = colour.trim().toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(c)) c = `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}`;
  return HEX.test(c) ? c : null;
}

/** Parses the stored list, dropping anything that is not a colour. */
export function parseFavourites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    const out: string[] = [];
    for (const item of list) {
      const c = typeof item === 'string' ? normaliseHex(item) : null;
      if (c && !out.includes(c)) out.push(c);
    }
    return out.slice(-FAVOURITES_MAX);
  } catch {
    return [];
  }
}

/** Adds a colour at the end (no duplicates, capped). */
export function addFavourite(list: readonly string[], colour: string): string[] {
  const c = normaliseHex(colour);
  if (!c || list.includes(c)) return [...list];
  return [...list, c].slice(-FAVOURITES_MAX);
}

/** Removes a colour. */
export function removeFavourite(list: readonly string[], colour: string): string[] {
  const c = normaliseHex(colour);
  return list.filter((x) => x !== c);
}
