import { baseName, isUnsafeNameChar, LIMITS, mediaName, userGifName } from '@prancheta/shared';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import type { Library } from './library.ts';
import { joinPath } from './library.ts';
import { cleanPath } from './params.ts';
import type { NamedUpload } from './uploads.ts';

const locks = new Map<string, Promise<unknown>>();

/** Runs fn after every earlier call with the same key has finished (count checks stay exact). */
async function serialised<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const before = locks.get(key) ?? Promise.resolve();
  const run = before.then(fn, fn);
  const tail = run.catch(() => undefined);
  locks.set(key, tail);
  try {
    return await run;
  } finally {
    if (locks.get(key) === tail) locks.delete(key);
  }
}

function refuseNoFiles(uploads: NamedUpload[]): void {
  if (uploads.length === 0) throw invalid({ images: ['gifs.no-files'] }, 'gifs.no-files');
}

/** Validates each upload's name with schema; 422 naming every bad one (nothing stored). */
function checkNames(uploads: NamedUpload[], name: (u: NamedUpload) => string, schema: typeof mediaName): string[] {
  const errors: Record<string, string[]> = {};
  const names = uploads.map((u) => {
    const r = schema.safeParse(name(u));
    if (!r.success) errors[`images[${u.key}]`] = [r.error.issues[0]!.message];
    return r.success ? r.data : '';
  });
  const keys = Object.values(errors);
  if (keys.length > 0) throw invalid(errors, keys[0]![0]!);
  return names;
}

/**
 * Moves every accepted upload into folder under its final name. If one move fails, the files this
 * call had added are removed again, so a request stores all of its files or none.
 */
async function placeAll(lib: Library, folder: string, uploads: NamedUpload[], names: string[]): Promise<string[]> {
  const placed: string[] = [];
  try {
    for (let i = 0; i < uploads.length; i++) placed.push(await lib.place(folder, names[i]!, uploads[i]!.file.tmpPath));
  } catch (err) {
    await Promise.all(placed.map((p) => lib.remove(p)));
    throw err;
  }
  return placed;
}

/** An existing folder of a library from a client path: 400 on traversal, 404 when missing. */
export async function existingFolder(lib: Library, raw: string): Promise<string> {
  const folder = cleanPath(raw);
  if (folder !== '' && !lib.resolve(folder)) throw new HttpError(400, 'errors.bad-request');
  if (!(await lib.isDir(folder))) throw notFound('gifs.not-found');
  return folder;
}

/**
 * A coach's gifs (seed 001 §5): each name typed, ending in .gif (my-gifs.onlygifs), content GIF
 * (checked by the reader: my-gifs.not-gif), and existing plus new at most 50 (my-gifs.maxfiles). Same name replaces.
 */
export async function saveUserGifs(lib: Library, folder: string, uploads: NamedUpload[]): Promise<void> {
  refuseNoFiles(uploads);
  const names = checkNames(uploads, (u) => u.key, userGifName);
  await serialised(`user-gifs:${folder}`, async () => {
    const existing = new Set((await lib.list(folder)).filter((i) => i.type === 'image').map((i) => i.name.toLowerCase()));
    const added = new Set(names.map((n) => n.toLowerCase()).filter((n) => !existing.has(n)));
    if (existing.size + added.size > LIMITS.gifs.maxUserGifs) {
      throw new HttpError(422, 'my-gifs.maxfiles', { max: LIMITS.gifs.maxUserGifs }, { images: ['my-gifs.maxfiles'] });
    }
    await placeAll(lib, folder, uploads, names);
  });
}

/** Admin gifs: typed names (an extension typed by habit is dropped), saved with the content's own (.gif/.webp). */
export async function saveAdminGifs(lib: Library, folder: string, uploads: NamedUpload[]): Promise<void> {
  refuseNoFiles(uploads);
  const names = checkNames(uploads, (u) => u.key.trim().replace(/\.(gif|webp)$/i, ''), mediaName);
  await placeAll(lib, folder, uploads, names.map((n, i) => `${n}.${uploads[i]!.file.ext}`));
}

/** A safe file name from a client's file name ("../x?.png" -> "x_"), without extension. */
function safeBase(fileName: string): string {
  const base = baseName(fileName.split(/[\\/]/).pop() ?? '')
    .split('')
    .map((c) => (isUnsafeNameChar(c) ? '_' : c))
    .join('')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, LIMITS.media.nameMax - 10);
  return base || 'imagem';
}

/** Admin general files: each keeps its file name (made safe); a taken name gets " (2)", " (3)"... */
export async function saveFiles(lib: Library, folder: string, uploads: NamedUpload[]): Promise<void> {
  refuseNoFiles(uploads);
  const taken = new Set((await lib.list(folder)).map((i) => i.name.toLowerCase()));
  const names = uploads.map((u) => {
    const base = safeBase(u.file.filename);
    let name = `${base}.${u.file.ext}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n}).${u.file.ext}`;
    taken.add(name.toLowerCase());
    return name;
  });
  await placeAll(lib, folder, uploads, names);
}

/**
 * Deletes images (and, when allowed, empty folders) by path. Every path is checked first: a path
 * outside the root is 400, a missing one 404, a folder with content 422 gifs.folder-not-empty;
 * only then is anything deleted.
 */
export async function deletePaths(lib: Library, rawPaths: string[], options: { folders: boolean; within?: (path: string) => boolean }): Promise<number> {
  if (rawPaths.length === 0) throw invalid({ paths: ['validation.required'] }, 'validation.required');
  const paths = rawPaths.map(cleanPath);
  for (const p of paths) {
    if (p === '' || !lib.resolve(p) || (options.within && !options.within(p))) throw notFound('gifs.not-found');
    const isDir = await lib.isDir(p);
    if (isDir && !options.folders) throw notFound('gifs.not-found');
    if (!isDir && !(await lib.stat(p))) throw notFound('gifs.not-found');
    if (isDir && (await lib.list(p)).length > 0) throw invalid({ paths: ['gifs.folder-not-empty'] }, 'gifs.folder-not-empty');
  }
  let removed = 0;
  for (const p of paths) if ((await lib.remove(p)) === 'ok') removed += 1;
  return removed;
}

/** Creates a folder (POST admin/gifs/mkdir); 422 on the name when it is taken. */
export async function makeFolder(lib: Library, parentRaw: string, name: string): Promise<string> {
  const parent = await existingFolder(lib, parentRaw);
  if (!(await lib.mkdir(parent, name))) throw invalid({ name: ['gifs.folder-exists'] }, 'gifs.folder-exists');
  return joinPath(parent, name);
}
