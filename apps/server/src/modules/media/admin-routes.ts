import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { filesAnswer, gifFileQuery, LIMITS, mkdirBody, translate, usersGifsAnswer, usersGifsQuery } from '@prancheta/shared';
import { z } from 'zod';
import { access } from '../../access/route-access.ts';
import { auditAdminAction } from '../../audit/admin-audit.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import type { FileRule } from '../../uploads/multipart.ts';
import { boundedImage } from '../../uploads/rules.ts';
import { userGifRule } from './coach-routes.ts';
import type { Library } from './library.ts';
import { listParam } from './params.ts';
import { mediaUrls, presentEntry } from './present.ts';
import { gifOwnersRepo } from './repo.ts';
import type { MediaRoots } from './roots.ts';
import { userFolder } from './roots.ts';
import { sendLibraryImage } from './send.ts';
import { deletePaths, existingFolder, makeFolder, saveAdminGifs, saveFiles, saveUserGifs } from './service.ts';
import type { NamedUpload } from './uploads.ts';
import { readNamedUploads } from './uploads.ts';

const message = z.object({ message: z.string() });
const folderQuery = z.object({ path: z.string().max(LIMITS.media.pathMax).default('') });
const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** Admin gif uploads: GIF or WEBP by content (RIFF....WEBP), at most 2 MB, within the image bounds. */
const adminGifRule = { maxBytes: LIMITS.gifs.maxBytes, types: LIMITS.media.adminGifTypes, tooBigKey: 'gifs.too-large', badTypeKey: 'gifs.only-gifs', check: boundedImage };
/** General files: png, jpeg, gif or webp by content, at most 3 MB, within the image bounds. */
const fileRule = { maxBytes: LIMITS.media.filesMaxBytes, types: LIMITS.media.fileTypes, tooBigKey: 'upload.too-large', badTypeKey: 'files.only-images', check: boundedImage };

/** One admin folder library and how its calls differ. */
interface FolderLibrarySpec {
  name: 'files' | 'gifs';
  lib: Library;
  url: (path: string) => string;
  rule: FileRule;
  maxFiles: number;
  save: (lib: Library, folder: string, uploads: NamedUpload[]) => Promise<void>;
  addedKey: string;
  deleteParam: string;
}

/** "user_{id}" (a coach's folder) to the id, or null. */
function userIdOf(folder: string): number | null {
  const m = new RegExp(`^${LIMITS.media.userFolderPrefix}(\\d{1,12})$`).exec(folder);
  return m ? Number(m[1]) : null;
}

/** True for "user_{id}/{file}" (exactly one folder level, a coach's folder). */
function inUserFolder(p: string): boolean {
  const parts = p.split('/');
  return parts.length === 2 && userIdOf(parts[0]!) !== null;
}

/**
 * The admin's side (seed 001 §7 Admin): general files, the gif library (folders, uploads, deletes)
 * and any coach's gifs found by e-mail. Every route is refused (403) below admin on the server.
 */
export async function adminMediaRoutes(app: FastifyInstance, ctx: AppContext, roots: MediaRoots): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Declared access is enforced on request, before the body is parsed or anything validated.
  const guard = { access: access.level('admin', 'master') };
  const tmpDir = path.join(ctx.config.dataDir, 'tmp');
  const tags = ['admin-media'];
  const lang = requestLanguage;

  /** GET/POST/DELETE of one admin folder library (admin/files, admin/gifs). */
  const folderLibrary = (spec: FolderLibrarySpec) => {
    api.get(`/admin/${spec.name}`, { config: guard, schema: { tags, querystring: folderQuery, response: { 200: filesAnswer } } }, async (request) => {
      const folder = await existingFolder(spec.lib, request.query.path);
      return { files: (await spec.lib.list(folder)).map((i) => presentEntry(i, spec.url)) };
    });

    api.post(`/admin/${spec.name}`, { config: guard, schema: { tags, consumes: ['multipart/form-data'], response: { 200: message } } }, async (request) => {
      const body = await readNamedUploads(request, { tmpDir, rule: spec.rule, maxFiles: spec.maxFiles });
      try {
        const folder = await existingFolder(spec.lib, body.path);
        await spec.save(spec.lib, folder, body.uploads);
        await auditAdminAction(ctx.db, request, { action: `${spec.name}.upload`, target: `${spec.name}:${folder}`, detail: { names: body.uploads.map((u) => u.key) } });
      } finally {
        await body.dispose();
      }
      return { message: translate(lang(request), spec.addedKey) };
    });

    api.delete(`/admin/${spec.name}`, { config: guard, schema: { tags, querystring: listQuery, response: { 200: message } } }, async (request) => {
      const paths = listParam(request.query, spec.deleteParam);
      await deletePaths(spec.lib, paths, { folders: true });
      await auditAdminAction(ctx.db, request, { action: `${spec.name}.delete`, target: `${spec.name}:`, detail: { paths } });
      return { message: translate(lang(request), 'general.deleted') };
    });
  };

  // General files: POST {path, images[index]}, DELETE ?images[n]=.
  folderLibrary({ name: 'files', lib: roots.files, url: mediaUrls.file, rule: fileRule, maxFiles: LIMITS.media.filesMaxPerUpload, save: saveFiles, addedKey: 'files.added', deleteParam: 'images' });
  // The gif library: POST {path, images[name]}, DELETE ?paths[n]=.
  folderLibrary({ name: 'gifs', lib: roots.gifs, url: mediaUrls.gif, rule: adminGifRule, maxFiles: LIMITS.gifs.maxPerUpload, save: saveAdminGifs, addedKey: 'gifs.created', deleteParam: 'paths' });

  api.post('/admin/gifs/mkdir', { config: guard, schema: { tags, body: mkdirBody, response: { 200: message.extend({ path: z.string() }) } } }, async (request) => {
    const created = await makeFolder(roots.gifs, request.body.path, request.body.name);
    await auditAdminAction(ctx.db, request, { action: 'gifs.mkdir', target: `gifs:${created}` });
    return { message: translate(lang(request), 'gifs.folder-created'), path: created };
  });

  // Coaches' gifs.
  api.get('/admin/users-gifs', { config: guard, schema: { tags, querystring: usersGifsQuery, response: { 200: usersGifsAnswer, 404: message } } }, async (request) => {
    const user = await gifOwnersRepo.byEmail(ctx.db, request.query.email);
    if (!user) throw notFound('gifs.user-not-found');
    const items = await roots.userGifs.list(userFolder(user.id));
    return { user, files: items.filter((i) => i.type === 'image').map((i) => presentEntry(i, mediaUrls.usersGif)) };
  });

  api.get('/admin/users-gifs/download', { config: guard, schema: { tags, querystring: gifFileQuery } }, async (request, reply) => {
    if (!inUserFolder(request.query.path)) throw notFound('gifs.not-found');
    return sendLibraryImage(request, reply, roots.userGifs, request.query.path, { cache: 'private', frame: request.query.frame ? { cache: roots.frameCache } : undefined });
  });

  api.post('/admin/users-gifs', { config: guard, schema: { tags, consumes: ['multipart/form-data'], response: { 200: message } } }, async (request) => {
    const body = await readNamedUploads(request, { tmpDir, rule: userGifRule, maxFiles: LIMITS.gifs.maxPerUpload });
    try {
      const id = userIdOf(body.path);
      if (id === null || !(await gifOwnersRepo.byId(ctx.db, id))) throw notFound('gifs.user-not-found');
      await saveUserGifs(roots.userGifs, userFolder(id), body.uploads);
      await auditAdminAction(ctx.db, request, { action: 'users-gifs.upload', target: `user:${id}`, detail: { names: body.uploads.map((u) => u.key) } });
    } finally {
      await body.dispose();
    }
    return { message: translate(lang(request), 'gifs.created') };
  });

  api.delete('/admin/users-gifs', { config: guard, schema: { tags, querystring: listQuery, response: { 200: message } } }, async (request) => {
    const paths = listParam(request.query, 'paths');
    await deletePaths(roots.userGifs, paths, { folders: false, within: inUserFolder });
    await auditAdminAction(ctx.db, request, { action: 'users-gifs.delete', target: 'users-gifs:', detail: { paths } });
    return { message: translate(lang(request), 'general.deleted') };
  });
}
