import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, translate } from '@prancheta/shared';
import { playFileName, playImported } from '@prancheta/shared/playfile/index.ts';
import { z } from 'zod';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { playFileRule } from '../../uploads/rules.ts';
import { PLAY_FIELD, buildPlayFile, importPlayFile, readPlayFile } from './playfile.ts';
import { formationsRepo } from './repo.ts';

/**
 * Play files: GET formactions/{id}/playfile downloads one of my formations or videos as
 * a `.prancheta` file; POST formactions/import (multipart `file`) stores one as a new formation of
 * mine. Both need an active subscription, as creating a formation does.
 */
export async function playFileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };

  api.get('/formactions/:id/playfile', { config: guard, schema: { tags: ['formations'], params: idParams } }, async (request, reply) => {
    const actor = actorOf(request);
    const row = await formationsRepo.find(ctx.db, actor, request.params.id);
    if (!row) throw notFound('formations.not-found');
    const file = await buildPlayFile(ctx, actor, row);
    return reply
      .header('content-disposition', `attachment; filename="${playFileName(row.clube, row.id)}"`)
      .header('cache-control', 'private, no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(file));
  });

  api.post('/formactions/import', { config: guard, schema: { tags: ['formations'], consumes: ['multipart/form-data'], response: { 200: playImported } } }, async (request) => {
    const actor = actorOf(request);
    const form = await parseForm(request, {
      fields: z.object({}),
      files: { [PLAY_FIELD]: playFileRule },
      requiredFiles: [PLAY_FIELD],
      missingKey: 'playfile.required',
      tmpDir: uploadTmpDir(ctx),
    });
    const lang = requestLanguage(request);
    const saved = await withForm(form, async (f) => importPlayFile(ctx, actor, readPlayFile((await f.files[PLAY_FIELD]!.read()).toString('utf8')), lang));
    return { formacao: saved, message: translate(lang, 'playfile.imported') };
  });
}
