import type { AthleteImportRow } from '@prancheta/shared';

/** What identifies a person on a roster: name with birth date, and e-mail. */
export interface PersonFacts {
  name: string;
  birth_date: string | null;
  email: string;
}

/** A name as spreadsheets and people vary it: case, accents and runs of spaces do not count. */
function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The keys a person is found by: name with birth date (no date matches no date), and the e-mail when there is one. */
function keysOf(p: PersonFacts): string[] {
  const keys = [`n:${nameKey(p.name)}|${p.birth_date ?? ''}`];
  const email = p.email.trim().toLowerCase();
  if (email !== '') keys.push(`e:${email}`);
  return keys;
}

/**
 * Marks each valid row that repeats a roster athlete or an earlier valid row of the file (same name
 * and birth date, or same e-mail); the first row of a repeated person stays unmarked. Refused rows
 * are never imported, so they are not marked and nothing is a duplicate of them.
 */
export function markDuplicates(rows: AthleteImportRow[], roster: PersonFacts[]): AthleteImportRow[] {
  const known = new Map<string, AthleteImportRow['duplicate']>();
  for (const a of roster) for (const k of keysOf(a)) if (!known.has(k)) known.set(k, { in: 'roster', name: a.name });
  return rows.map((row) => {
    if (Object.keys(row.errors).length > 0) return { ...row, duplicate: null };
    const keys = keysOf(row);
    const duplicate = keys.map((k) => known.get(k)).find((d) => d !== undefined) ?? null;
    for (const k of keys) if (!known.has(k)) known.set(k, { in: 'file', line: row.line });
    return { ...row, duplicate };
  });
}

/** The rows an import stores: valid ones, and duplicates only when asked to. */
export function rowsToStore(rows: AthleteImportRow[], includeDuplicates: boolean): AthleteImportRow[] {
  return rows.filter((r) => Object.keys(r.errors).length === 0 && (includeDuplicates || r.duplicate === null));
}
