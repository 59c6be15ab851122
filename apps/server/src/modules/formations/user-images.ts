import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, translate, userImageList, userImageSaved } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { stamps } from '../../db/index.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { sendStoredFile } from '../../http/files.ts';
import { readMultipart } from '../../http/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { UserImageRow } from './repo.ts';
import { userImagesRepo } from './repo.ts';
import { smallImageRule } from './uploads.ts';

function presentUserImage(row: UserImageRow): { id: number; url: string } {
  return { id: row.id, url: `/api/user-images/${row.id}` };
}

/** The editor's personal images (seed 000 §5: png/jpeg/bmp, max 3 MB). */
export async function userImageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = ctx.guards.subscription;
  const tmpDir = path.join(ctx.config.dataDir, 'tmp');

  api.get('/user-images', { preHandler: guard, schema: { tags: ['user-images'], response: { 200: userImageList } } }, async (request) => {
    const rows = await userImagesRepo.list(ctx.db, currentUser(request).id);
    return { images: rows.map(presentUserImage) };
  });

  api.post('/user-images', { preHandler: guard, schema: { tags: ['user-images'], consumes: ['multipart/form-data'], response: { 200: userImageSaved } } }, async (request) => {
    const user = currentUser(request);
    const body = await readMultipart(request, { tmpDir, files: { image: smallImageRule } });
    try {
      const file = body.files.image;
      if (!file) throw new HttpError(422, 'upload.required', {}, { image: ['upload.required'] });
      const key = `user-images/${user.id}/${randomBytes(8).toString('hex')}.${file.ext}`;
      await body.commit(file, ctx.storage, key);
      try {
        const id = await userImagesRepo.insert(ctx.db, { user_id: user.id, file_key: key, mime: file.mime, size: file.size, ...stamps() });
        return { image: { id, url: `/api/user-images/${id}` } };
      } catch (err) {
        await ctx.storage.delete(key);
        throw err;
      }
    } finally {
      await body.dispose();
    }
  });

  api.get('/user-images/:id', { preHandler: guard, schema: { tags: ['user-images'], params: idParams } }, async (request, reply) => {
    const row = await userImagesRepo.find(ctx.db, currentUser(request).id, request.params.id);
    if (!row) throw notFound('upload.not-found');
    return sendStoredFile(request, reply, ctx.storage, row.file_key, { mime: row.mime });
  });

  api.delete('/user-images/:id', { preHandler: guard, schema: { tags: ['user-images'], params: idParams } }, async (request) => {
    const user = currentUser(request);
    const row = await userImagesRepo.find(ctx.db, user.id, request.params.id);
    if (!row) throw notFound('upload.not-found');
    await userImagesRepo.delete(ctx.db, user.id, row.id);
    await ctx.storage.delete(row.file_key);
    return { message: translate(requestLanguage(request), 'upload.deleted') };
  });
}
