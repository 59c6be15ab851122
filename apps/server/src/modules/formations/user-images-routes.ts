import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, translate, userImageList, userImageSaved } from '@prancheta/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { stamps } from '../../db/index.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import { sendStoredFile } from '../../http/files.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { storeRecord } from '../../uploads/store-record.ts';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { UserImageRow } from './repo.ts';
import { userImagesRepo } from './repo.ts';
import { smallImageRule } from '../../uploads/rules.ts';

/** Storage area of personal images (`user-images/<userId>/file-<random>.<ext>`). */
export const USER_IMAGES_AREA = 'user-images';

function presentUserImage(row: UserImageRow): { id: number; url: string } {
  return { id: row.id, url: `/api/user-images/${row.id}` };
}

/** The editor's personal images (seed 000 §5: png/jpeg/bmp, max 3 MB). */
export async function userImageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };

  api.get('/user-images', { config: guard, schema: { tags: ['user-images'], response: { 200: userImageList } } }, async (request) => {
    const rows = await userImagesRepo.list(ctx.db, actorOf(request));
    return { images: rows.map(presentUserImage) };
  });

  api.post('/user-images', { config: guard, schema: { tags: ['user-images'], consumes: ['multipart/form-data'], response: { 200: userImageSaved } } }, async (request) => {
    const user = actorOf(request);
    const form = await parseForm(request, {
      fields: z.object({}),
      files: { image: smallImageRule },
      requiredFiles: ['image'],
      missingKey: 'upload.required',
      tmpDir: uploadTmpDir(ctx),
    });
    const id = await withForm(form, (f) => {
      const file = f.files.image!;
      return storeRecord(ctx, {
        area: USER_IMAGES_AREA,
        userId: user.id,
        files: { file_key: { upload: file } },
        write: (trx, keys) => userImagesRepo.insert(trx, { user_id: user.id, file_key: keys.file_key!, mime: file.mime, size: file.size, ...stamps() }),
      });
    });
    return { image: { id, url: `/api/user-images/${id}` } };
  });

  api.get('/user-images/:id', { config: guard, schema: { tags: ['user-images'], params: idParams } }, async (request, reply) => {
    const row = await userImagesRepo.find(ctx.db, actorOf(request), request.params.id);
    if (!row) throw notFound('upload.not-found');
    return sendStoredFile(request, reply, ctx.storage, row.file_key, { mime: row.mime });
  });

  api.delete('/user-images/:id', { config: guard, schema: { tags: ['user-images'], params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const row = await userImagesRepo.find(ctx.db, actor, request.params.id);
    if (!row) throw notFound('upload.not-found');
    await userImagesRepo.deleteById(ctx.db, actor, row.id);
    await ctx.storage.delete(row.file_key);
    return { message: translate(requestLanguage(request), 'upload.deleted') };
  });
}
