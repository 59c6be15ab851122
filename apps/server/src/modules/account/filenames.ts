/** Longest title part of an entry name (characters). */
const MAX_TITLE = 60;

/**
 * A title as a safe file-name part: accents dropped, anything but letters, digits, dot, dash and
 * underscore turned into '-', no leading dots (so no '..', no hidden files), at most 60 characters.
 */
export function safeNamePart(text: string): string {
  const ascii = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const cleaned = ascii
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, MAX_TITLE)
    .replace(/[.-]+$/g, '');
  return cleaned;
}

/** A file extension from a storage key (`formactions/3/file-ab.webm` -> `webm`), or the fallback. */
export function extensionOf(key: string, fallback: string): string {
  const m = /\.([A-Za-z0-9]{1,5})$/.exec(key);
  return m ? m[1]!.toLowerCase() : fallback;
}

/**
 * Names of the entries of one archive: `folder/<id>-<title>.<ext>`, sanitised, each unique (a
 * repeated name gets `-2`, `-3`...). The folder and extension are ours, never the client's.
 */
export class EntryNames {
  private readonly used = new Set<string>();

  /** The entry name of a record with this id and title. */
  name(folder: string, id: number, title: string, ext: string): string {
    const part = safeNamePart(title);
    const base = `${folder}/${id}${part ? `-${part}` : ''}`;
    let name = `${base}.${ext}`;
    for (let n = 2; this.used.has(name.toLowerCase()); n++) name = `${base}-${n}.${ext}`;
    this.used.add(name.toLowerCase());
    return name;
  }
}
