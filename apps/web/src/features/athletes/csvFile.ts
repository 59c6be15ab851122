/** The text of a CSV file and the encoding it was read in, or `null` text when it is not readable text. */
export type DecodedCsv = { text: string; encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' } | { text: null };

/** Control characters no spreadsheet text holds (tab, line feed and carriage return aside): the mark of a binary file. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Windows-1252 bytes 0x80-0x9F (where it differs from ISO-8859-1); NUL (so: binary) for the five it leaves
 * undefined. Decoded here rather than by TextDecoder, which some runtimes answer with ISO-8859-1.
 */
const CP1252_HIGH = '€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ';

function fromCp1252(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
  return out;
}

function decode(bytes: Uint8Array, encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'): DecodedCsv {
  let text: string;
  try {
    // The decoder drops a byte-order mark; fatal: a byte sequence invalid in the encoding throws.
    text = encoding === 'windows-1252' ? fromCp1252(bytes) : new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return { text: null };
  }
  return BINARY.test(text) ? { text: null } : { text, encoding };
}

/**
 * Reads the bytes of a CSV file as spreadsheets save it: UTF-8 with or without a byte-order mark,
 * UTF-16 with one ("Unicode text"), or else Windows-1252 — what Excel writes for "CSV (separado
 * por vírgulas)" on a Brazilian or Spanish Windows, a superset of ISO-8859-1. Text that is valid
 * UTF-8 is read as UTF-8 (accented Windows-1252 text practically never is). A workbook or other
 * binary file (control characters, bytes Windows-1252 leaves undefined) is not readable text.
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decode(bytes, 'utf-8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode(bytes, 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode(bytes, 'utf-16be');
  const utf8 = decode(bytes, 'utf-8');
  return utf8.text !== null ? utf8 : decode(bytes, 'windows-1252');
}
