/** How the data table reads a column for search and sort. */
export interface RowReader<T> {
  key: string;
  /** The value sorted on; defaults to `row[key]`. */
  sortValue?: (row: T) => string | number | null | undefined;
  /** The text searched; defaults to the sort value. `false` leaves the column out of the search. */
  searchValue?: ((row: T) => string) | false;
}

/** Sort order of a table. */
export interface TableSort {
  key: string;
  direction: 'asc' | 'desc';
}

/** Lower case without accents, so "sao" finds "São" and "acao" finds "Ação". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

function sortValueOf<T>(row: T, reader: RowReader<T>): string | number | null | undefined {
  if (reader.sortValue) return reader.sortValue(row);
  const raw = (row as Record<string, unknown>)[reader.key];
  return typeof raw === 'number' || typeof raw === 'string' ? raw : raw == null ? null : String(raw);
}

/** Rows whose searched columns contain every word of the query (accents and case ignored). */
export function searchRows<T>(rows: readonly T[], readers: readonly RowReader<T>[], query: string): T[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = searchable(
      readers
        .filter((r) => r.searchValue !== false)
        .map((r) => (r.searchValue ? r.searchValue(row) : String(sortValueOf(row, r) ?? '')))
        .join(' '),
    );
    return words.every((w) => text.includes(w));
  });
}

/**
 * One collator per language, made on the first comparison of two texts: making one loads the
 * language's collation rules, tens of milliseconds on a slow phone, which a list of one row (or a
 * first load's list) never needs.
 */
const collators = new Map<string, Intl.Collator>();
function collator(language: string): Intl.Collator {
  let made = collators.get(language);
  if (!made) collators.set(language, (made = new Intl.Collator(language, { numeric: true, sensitivity: 'base' })));
  return made;
}

/** Rows sorted by one column: numbers by value, text in the language's order with numbers inside text compared as numbers; empty values last. */
export function sortRows<T>(rows: readonly T[], readers: readonly RowReader<T>[], sort: TableSort | null, language = 'pt-BR'): T[] {
  const reader = sort ? readers.find((r) => r.key === sort.key) : undefined;
  if (!sort || !reader || rows.length < 2) return [...rows];
  const dir = sort.direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const va = sortValueOf(a, reader);
    const vb = sortValueOf(b, reader);
    const emptyA = va === null || va === undefined || va === '';
    const emptyB = vb === null || vb === undefined || vb === '';
    if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
    if (typeof va === 'number' && typeof vb === 'number') return (va - vb) * dir;
    return collator(language).compare(String(va), String(vb)) * dir;
  });
}

/** One page (1-based) of rows, with the page clamped to the last one. */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), page: current, pages };
}
