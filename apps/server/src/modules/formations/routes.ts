import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formationAnswer, formationList, formationSaved, idParams, translate } from '@prancheta/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import { sendStoredFile } from '../../http/files.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import { presentFormation } from './present.ts';
import { formationsRepo } from './repo.ts';
import { formationForm, removeFormation, saveFormation } from './service.ts';

const MIME_BY_EXT: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', bmp: 'image/bmp', webm: 'video/webm', mp4: 'video/mp4' };

const extOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

function mimeOf(key: string): string {
  return MIME_BY_EXT[extOf(key)] ?? 'application/octet-stream';
}

/** Formation CRUD, media and drafts (seed 000 §7: formactions, formactionimg, formactionlogo). */
export async function formationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };

  // Opening, reading its files and saving: the owner or an invited club member (drawing together).
  const load = async (request: FastifyRequest, id: number) => {
    const row = await formationsRepo.findCoeditable(ctx.db, actorOf(request), id);
    if (!row) throw notFound('formations.not-found');
    return row;
  };
  // Deleting: the owner only.
  const loadOwned = async (request: FastifyRequest, id: number) => {
    const row = await formationsRepo.find(ctx.db, actorOf(request), id);
    if (!row) throw notFound('formations.not-found');
    return row;
  };

  const save = async (request: FastifyRequest, reply: FastifyReply, id: number | null) => {
    const actor = actorOf(request);
    const existing = id === null ? null : await load(request, id);
    const form = await parseForm(request, formationForm(ctx, actor, existing));
    const saved = await withForm(form, (f) => saveFormation(ctx, actor, f, existing));
    return reply.status(200).send({ formacao: { id: saved } });
  };

  api.get(
    '/formactions',
    { config: guard, schema: { tags: ['formations'], querystring: z.object({ type: z.enum(['image', 'video']).optional() }), response: { 200: formationList } } },
    async (request) => {
      const rows = await formationsRepo.list(ctx.db, actorOf(request), request.query.type);
      return { formacoes: rows.map(presentFormation) };
    },
  );

  api.get('/formactions/:id', { config: guard, schema: { tags: ['formations'], params: idParams, response: { 200: formationAnswer } } }, async (request) => {
    return { formacao: presentFormation(await load(request, request.params.id)) };
  });

  api.get(
    '/formactions/editable/:id',
    { config: guard, schema: { tags: ['formations'], params: idParams, querystring: z.object({ key_time: z.string().optional() }) } },
    async (request, reply) => {
      const row = await load(request, request.params.id);
      return sendStoredFile(request, reply, ctx.storage, row.draft_key, { mime: 'application/gzip', filename: `draft-${row.id}.json.gz` });
    },
  );

  api.post('/formactions', { config: guard, schema: { tags: ['formations'], consumes: ['multipart/form-data'], response: { 200: formationSaved } } }, async (request, reply) =>
    save(request, reply, null),
  );

  api.post(
    '/formactions/:id',
    { config: guard, schema: { tags: ['formations'], params: idParams, consumes: ['multipart/form-data'], response: { 200: formationSaved } } },
    async (request, reply) => save(request, reply, request.params.id),
  );

  api.delete('/formactions/:id', { config: guard, schema: { tags: ['formations'], params: idParams } }, async (request) => {
    const row = await loadOwned(request, request.params.id);
    await removeFormation(ctx, actorOf(request), row);
    return { message: translate(requestLanguage(request), 'formations.deleted') };
  });

  api.get(
    '/formactionimg/:id',
    { config: guard, schema: { tags: ['formations'], params: idParams, querystring: z.object({ key_time: z.string().optional() }) } },
    async (request, reply) => {
      const row = await load(request, request.params.id);
      const key = row.type === 'video' ? row.file_key : row.img_key;
      // A video is webm or MP4: the stored key keeps the extension of the type detected on upload.
      const ext = key ? extOf(key) : row.type === 'video' ? 'webm' : 'png';
      return sendStoredFile(request, reply, ctx.storage, key, { mime: key ? mimeOf(key) : 'application/octet-stream', filename: `formacao-${row.id}.${ext}` });
    },
  );

  api.get(
    '/formactionlogo/:id',
    { config: guard, schema: { tags: ['formations'], params: idParams, querystring: z.object({ key_time: z.string().optional() }) } },
    async (request, reply) => {
      const row = await load(request, request.params.id);
      return sendStoredFile(request, reply, ctx.storage, row.logo_key, { mime: row.logo_key ? mimeOf(row.logo_key) : 'application/octet-stream' });
    },
  );
}
