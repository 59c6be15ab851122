import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, messageAnswer, shareCreateInput, shareLinkCreated, shareLinkList, shareRecordQuery, translate } from '@prancheta/shared';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../db/index.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { presentLink } from '../../share-links/links.ts';
import { shareLinksRepo } from '../../share-links/repo.ts';
import { assertOwner, createLink, revokeLink } from './service.ts';
import { copyShared } from './copy.ts';
import { playImported, shareCopyInput } from '@prancheta/shared/playfile/index.ts';
import { parseForm } from '../../forms/parse-form.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';

/**
 * The owner's side of share links: list a record's links, create one (active subscription), revoke
 * one. Listing and revoking need only a session, so a coach whose subscription lapsed can still
 * take a link back.
 */
export async function shareRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['share'];

  api.get('/share', { config: { access: access.auth }, schema: { tags, querystring: shareRecordQuery, response: { 200: shareLinkList } } }, async (request) => {
    const actor = actorOf(request);
    const { kind, record_id } = request.query;
    await assertOwner(ctx, actor, kind, record_id);
    const now = nowIso();
    return { links: (await shareLinksRepo.listOfRecord(ctx.db, actor, kind, record_id)).map((row) => presentLink(ctx, row, now)) };
  });

  api.post('/share', { config: { access: access.subscription }, schema: { tags, body: shareCreateInput, response: { 200: shareLinkCreated } } }, async (request) => {
    const row = await createLink(ctx, actorOf(request), request.body);
    return { link: presentLink(ctx, row, nowIso()), message: translate(requestLanguage(request), 'share.created') };
  });

  api.delete('/share/:id', { config: { access: access.auth }, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    await revokeLink(ctx, actorOf(request), request.params.id);
    return { message: translate(requestLanguage(request), 'share.revoked') };
  });

  // "Save a copy to my formations" from a share page: the shared formation or video, as a play file, into the caller's own.
  api.post('/share/copy', { config: { access: access.subscription }, schema: { tags, response: { 200: playImported } } }, async (request) => {
    const form = await parseForm(request, { fields: shareCopyInput, tmpDir: uploadTmpDir(ctx), missingKey: 'validation.required' });
    const lang = requestLanguage(request);
    const saved = await copyShared(ctx, actorOf(request), form.values.token, lang);
    return { formacao: saved, message: translate(lang, 'playfile.copied') };
  });
}
