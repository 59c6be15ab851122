import { z } from 'zod';
import { LIMITS } from '../limits.ts';

/** One tile of a library listing (seed 001 §3 "File entry"): a folder or an image. */
export const fileEntry = z.object({
  type: z.enum(['dir', 'image']),
  name: z.string(),
  /** Path relative to the library root ("Core/Prancha.gif"), what the calls take back. */
  path: z.string(),
  /** Where the image is fetched ('' for folders). */
  url: z.string(),
});
export type FileEntry = z.infer<typeof fileEntry>;

/** GET files, admin/files, admin/gifs, user-gifs. */
export const filesAnswer = z.object({ files: z.array(fileEntry) });
export type FilesAnswer = z.infer<typeof filesAnswer>;

/** GET admin/users-gifs?email=: the coach found and their gifs. */
export const usersGifsAnswer = z.object({ user: z.object({ id: z.number(), name: z.string() }), files: z.array(fileEntry) });
export type UsersGifsAnswer = z.infer<typeof usersGifsAnswer>;

/** A folder path inside a library ('' is the root). */
export const libraryPath = z.string().max(LIMITS.media.pathMax).default('');

/** GET files?path=&q= (q searches gif names under path, accents and case ignored). */
export const libraryQuery = z.object({ path: libraryPath, q: z.string().trim().max(LIMITS.media.nameMax).optional() });
export type LibraryQuery = z.infer<typeof libraryQuery>;

/** GET fitnesgif?path= (frame=1 answers the representative still frame as PNG). */
export const gifFileQuery = z.object({ path: z.string().min(1).max(LIMITS.media.pathMax), frame: z.enum(['1']).optional() });

/** GET admin/users-gifs?email=. */
export const usersGifsQuery = z.object({ email: z.string().trim().toLowerCase().email({ message: 'validation.email' }) });

const PATH_CHARS = '/\\:*?"<>|[]';

/** True for a character a file or folder name may not hold (path separators, wildcards, brackets, control characters). */
export function isUnsafeNameChar(c: string): boolean {
  return c.charCodeAt(0) < 32 || PATH_CHARS.includes(c);
}

/** A folder or file name typed by an admin or coach: required, no path characters, not "." or "..". */
export const mediaName = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(LIMITS.media.nameMax, { message: 'validation.max' })
  .refine((s) => ![...s].some(isUnsafeNameChar) && !s.startsWith('.'), { message: 'gifs.name-invalid' });

/** POST admin/gifs/mkdir JSON {name, path}. */
export const mkdirBody = z.object({ name: mediaName, path: libraryPath });
export type MkdirBody = z.infer<typeof mkdirBody>;

/** Name of a coach's gif: the rules of mediaName, and it must end in .gif (my-gifs.onlygifs). */
export const userGifName = mediaName.refine((s) => /\.gif$/i.test(s), { message: 'my-gifs.onlygifs' });

/** The file name without its extension, the default of an editable upload name. */
export function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}
