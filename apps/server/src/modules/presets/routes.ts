import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, messageAnswer, presetInput, presetListAnswer, presetQuery, presetSavedAnswer, translate } from '@prancheta/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import { stamps } from '../../db/index.ts';
import { withOwnerLock } from '../../db/owner-lock.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { FormInvalid, notFound } from '../../http/errors.ts';
import type { FormIssue } from '../../http/errors.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { sportById } from '../sports/surface.ts';
import { presentPreset } from './present.ts';
import { presetsRepo } from './repo.ts';

/** Most personal presets one coach keeps. */
export const PRESETS_PER_USER = 200;

/** The refusal of a preset past PRESETS_PER_USER, on the name field. */
const limitIssue: FormIssue = { code: 'custom', message: 'presets.limit', path: ['name'] };

/** Personal formation presets: list (by sport), save, delete. Owner only; 404 for anyone else's. */
export async function presetRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };
  const tags = ['presets'];

  api.get('/presets', { config: guard, schema: { tags, querystring: presetQuery, response: { 200: presetListAnswer } } }, async (request) => {
    const rows = await presetsRepo.list(ctx.db, actorOf(request), request.query.esporte);
    return { presets: rows.map(presentPreset) };
  });

  api.post('/presets', { config: guard, schema: { tags, body: z.unknown(), response: { 200: presetSavedAnswer } } }, async (request) => {
    const user = actorOf(request);
    const form = await parseForm(request, {
      fields: presetInput,
      tmpDir: uploadTmpDir(ctx),
      missingKey: 'validation.general',
      check: async (_raw, values) => {
        const issues = [];
        if (values && !sportById(values.sport_id)) issues.push({ code: 'custom' as const, message: 'validation.invalid', path: ['sport_id'] });
        if (values && (await presetsRepo.list(ctx.db, user)).length >= PRESETS_PER_USER) issues.push(limitIssue);
        return issues;
      },
    });
    // Counted again with the user locked, in the transaction that adds the preset: parallel saves never pass the limit.
    const id = await withForm(form, (f) =>
      withOwnerLock(ctx.db, 'users', user.id, async (trx) => {
        if ((await presetsRepo.list(trx, user)).length >= PRESETS_PER_USER) throw new FormInvalid([limitIssue], 'validation.general');
        return presetsRepo.insert(trx, { user_id: user.id, sport_id: f.values.sport_id, name: f.values.name, spots: JSON.stringify(f.values.spots), ...stamps() });
      }),
    );
    const row = await presetsRepo.find(ctx.db, user, id);
    if (!row) throw notFound('presets.not-found');
    return { preset: presentPreset(row) };
  });

  api.delete('/presets/:id', { config: guard, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const removed = await presetsRepo.deleteById(ctx.db, actorOf(request), request.params.id);
    if (removed === 0) throw notFound('presets.not-found');
    return { message: translate(requestLanguage(request), 'presets.deleted') };
  });
}
