import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FileEntry } from '@prancheta/shared';
import { filesAnswer, gifFileQuery, LIMITS, libraryQuery, STARTER_GIF_KEYS, LANGUAGES, translate } from '@prancheta/shared';
import { z } from 'zod';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { withOwnerLock } from '../../db/owner-lock.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { boundedImage } from '../../uploads/rules.ts';
import type { LibraryItem } from './library.ts';
import { listParam } from './params.ts';
import { mediaUrls, presentEntry } from './present.ts';
import type { MediaRoots } from './roots.ts';
import { userFolder } from './roots.ts';
import { sendLibraryImage } from './send.ts';
import { deletePaths, existingFolder, saveUserGifs } from './service.ts';
import { readNamedUploads } from './uploads.ts';

const message = z.object({ message: z.string() });
const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const SEARCH_LIMIT = 200;

/** Lower case without accents, for searching "elevacao" or "Elevação" alike. */
function fold(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Search also finds starter gifs by their translated names ("squat" finds Agachamento.gif). */
function matcher(q: string): (name: string) => boolean {
  const needle = fold(q);
  return (name) => {
    const base = name.replace(/\.(gif|webp)$/i, '');
    const key = STARTER_GIF_KEYS[base];
    const labels = key ? LANGUAGES.map((l) => translate(l, key)) : [];
    return [base, ...labels].some((label) => fold(label).includes(needle));
  };
}

/** A coach's gifs as entries (path user_{id}/name, as the admin's calls name them). */
function ownGifs(items: LibraryItem[]): FileEntry[] {
  return items.filter((i) => i.type === 'image').map((i) => presentEntry(i, () => mediaUrls.ownGif(i.name)));
}

/** A coach's own gif path: "name.gif" or "user_{own id}/name.gif"; another coach's folder is 404. */
function ownGifPath(userId: number, raw: string): string {
  const own = userFolder(userId);
  const parts = raw.replace(/^\/+/, '').split('/');
  if (parts.length === 1) return `${own}/${parts[0]}`;
  if (parts.length === 2 && parts[0] === own) return `${own}/${parts[1]}`;
  throw notFound('gifs.not-found');
}

/**
 * The coach's side of the media library (seed 001 §7): browse and search the gif library, fetch a
 * gif (or its still frame), and keep up to 50 own gifs under user_{id}.
 */
export async function coachMediaRoutes(app: FastifyInstance, ctx: AppContext, roots: MediaRoots): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Declared access is enforced on request, before the body is parsed or anything validated.
  const guard = { access: access.subscription };
  const tmpDir = path.join(ctx.config.dataDir, 'tmp');
  const tags = ['media'];

  api.get('/files', { config: guard, schema: { tags, querystring: libraryQuery, response: { 200: filesAnswer, 400: message, 404: message } } }, async (request) => {
    const folder = await existingFolder(roots.gifs, request.query.path);
    const q = request.query.q;
    const items = q ? await roots.gifs.search(folder, matcher(q), SEARCH_LIMIT) : await roots.gifs.list(folder);
    return { files: items.map((i) => presentEntry(i, mediaUrls.gif)) };
  });

  // Public like the elements artwork: <img> tags cannot send a bearer header, and the library holds
  // no personal data. frame=1 answers the cached representative frame (print, light thumbnails).
  api.get('/fitnesgif', { config: { access: access.public }, schema: { tags, querystring: gifFileQuery } }, async (request, reply) =>
    sendLibraryImage(request, reply, roots.gifs, request.query.path, { cache: 'public', frame: request.query.frame ? { cache: roots.frameCache } : undefined }),
  );

  api.get('/user-gifs', { config: guard, schema: { tags, response: { 200: filesAnswer } } }, async (request) => {
    const folder = userFolder(currentUser(request).id);
    const items = await roots.userGifs.list(folder);
    return { files: ownGifs(items) };
  });

  api.post('/user-gifs', { config: guard, schema: { tags, consumes: ['multipart/form-data'], response: { 200: message.extend(filesAnswer.shape) } } }, async (request) => {
    const user = currentUser(request);
    const folder = userFolder(user.id);
    const body = await readNamedUploads(request, { tmpDir, rule: userGifRule, maxFiles: LIMITS.gifs.maxPerUpload });
    try {
      // saveUserGifs counts exactly within this process (one save per folder at a time); on
      // PostgreSQL, where several instances may share the files, the coach's row is locked too.
      const save = () => saveUserGifs(roots.userGifs, folder, body.uploads);
      await (ctx.dialect === 'postgres' ? withOwnerLock(ctx.db, 'users', user.id, save) : save());
    } finally {
      await body.dispose();
    }
    const items = await roots.userGifs.list(folder);
    return {
      message: translate(requestLanguage(request), 'gifs.created'),
      files: ownGifs(items),
    };
  });

  api.delete('/user-gifs', { config: guard, schema: { tags, querystring: listQuery, response: { 200: message } } }, async (request) => {
    const user = currentUser(request);
    const names = listParam(request.query, 'names');
    await deletePaths(roots.userGifs, names.map((n) => ownGifPath(user.id, n)), { folders: false });
    return { message: translate(requestLanguage(request), 'my-gifs.deleted') };
  });

  api.get('/user-gifs/download', { config: guard, schema: { tags, querystring: gifFileQuery } }, async (request, reply) => {
    const p = ownGifPath(currentUser(request).id, request.query.path);
    return sendLibraryImage(request, reply, roots.userGifs, p, { cache: 'private', frame: request.query.frame ? { cache: roots.frameCache } : undefined });
  });
}

/** A coach's gif: GIF content (GIF87a/GIF89a), at most 2 MB, within the image bounds. */
export const userGifRule = { maxBytes: LIMITS.gifs.maxBytes, types: LIMITS.media.userGifTypes, tooBigKey: 'gifs.too-large', badTypeKey: 'my-gifs.not-gif', check: boundedImage };
