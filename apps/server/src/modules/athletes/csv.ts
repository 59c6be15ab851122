import type { Language } from '@prancheta/shared';

/**
 * CSV text in and out (RFC 4180: quoted fields, doubled quotes, CRLF or LF). The delimiter of an
 * import is guessed from its header line (`;` as spreadsheets write it in Brazil, or `,`).
 */
export function parseCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.slice(0, src.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A leading character a spreadsheet would read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when it holds a delimiter, quote or line break; a leading = + - @ is neutralised (spreadsheet formulas). */
export function csvField(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A cell as it was before csvField neutralised it: the apostrophe before a formula start goes. */
export function unneutralised(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * The list separator spreadsheets of each language expect: where the decimal separator is a comma
 * (Brazil, Spain) Excel opens a `;` CSV in columns and puts a `,` one all in column A.
 */
const DELIMITERS: Record<Language, ';' | ','> = { 'pt-br': ';', 'es-es': ';', 'en-us': ',' };

/** A CSV document for the spreadsheets of `lang`: its list separator, UTF-8 with BOM so they read accents. */
export function toCsv(header: string[], rows: (string | number | null)[][], lang: Language): string {
  const delimiter = DELIMITERS[lang];
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvField).join(delimiter)).join('\r\n')}\r\n`;
}
