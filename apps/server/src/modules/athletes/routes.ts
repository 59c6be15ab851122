import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  athleteAnswer,
  athleteImportAnswer,
  athleteImportInput,
  athleteInput,
  athleteList,
  athleteSaved,
  idParams,
  messageAnswer,
  studentLinkCreated,
  studentLinkInput,
  studentLinkList,
  translate,
} from '@prancheta/shared';
import { actorOf } from '../../access/actor.ts';
import type { UserActor } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../db/index.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { toCsv } from './csv.ts';
import { createStudentLink, presentStudentLink, revokeStudentLink } from './links.ts';
import { presentAthlete } from './present.ts';
import type { AthleteRow } from './repo.ts';
import { athletesRepo, studentLinksRepo } from './repo.ts';
import { importRows, parseImport, previewImport, removeAthlete, saveAthlete } from './service.ts';

/** Loads a roster entry of the caller, or 404 (another coach's athlete is never revealed). */
export async function ownAthlete(ctx: AppContext, request: FastifyRequest, id: number): Promise<AthleteRow> {
  const row = await athletesRepo.find(ctx.db, actorOf(request), id);
  if (!row) throw notFound('atletas.not-found');
  return row;
}

/** What the roster routes call beyond this module (given by index.ts, so these routes import no lifecycle). */
export interface AthleteRouteHooks {
  /** Purges what other modules keep of an athlete, with its files, before the athlete row goes. */
  beforeDelete(ctx: AppContext, actor: UserActor, athleteId: number): Promise<unknown>;
}

/**
 * The roster: list, create, read, update, delete, CSV import (preview first) and export,
 * and each athlete's private student links.
 */
export async function athleteRoutes(app: FastifyInstance, ctx: AppContext, hooks: AthleteRouteHooks): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };
  const tags = ['athletes'];
  const msg = (request: FastifyRequest, key: string, params: Record<string, string | number> = {}) => translate(requestLanguage(request), key, params);

  const one = async (request: FastifyRequest, id: number) => {
    const row = (await athletesRepo.list(ctx.db, actorOf(request))).find((r) => r.id === id);
    if (!row) throw notFound('atletas.not-found');
    return presentAthlete(row);
  };

  api.get('/atletas', { config: guard, schema: { tags, response: { 200: athleteList } } }, async (request) => ({ atletas: (await athletesRepo.list(ctx.db, actorOf(request))).map(presentAthlete) }));

  api.get('/atletas/export', { config: guard, schema: { tags } }, async (request, reply) => {
    const lang = requestLanguage(request);
    const rows = await athletesRepo.list(ctx.db, actorOf(request));
    const header = ['name', 'birth_date', 'email', 'phone', 'group', 'notes'].map((c) => translate(lang, `atletas.csv.${c}`));
    const csv = toCsv(
      header,
      rows.map((r) => [r.name, r.birth_date, r.email, r.phone, r.group_label, r.notes]),
      lang,
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${translate(lang, 'atletas.csv.filename')}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  api.get('/atletas/:id', { config: guard, schema: { tags, params: idParams, response: { 200: athleteAnswer } } }, async (request) => {
    await ownAthlete(ctx, request, request.params.id);
    return { atleta: await one(request, request.params.id) };
  });

  api.post('/atletas', { config: guard, schema: { tags, response: { 200: athleteSaved } } }, async (request) => {
    const form = await parseForm(request, { fields: athleteInput, tmpDir: uploadTmpDir(ctx) });
    const id = await withForm(form, (f) => saveAthlete(ctx, actorOf(request), f.values, null));
    return { atleta: { id }, message: msg(request, 'atletas.saved') };
  });

  api.post('/atletas/:id', { config: guard, schema: { tags, params: idParams, response: { 200: athleteSaved } } }, async (request) => {
    const existing = await ownAthlete(ctx, request, request.params.id);
    const form = await parseForm(request, { fields: athleteInput, tmpDir: uploadTmpDir(ctx) });
    const id = await withForm(form, (f) => saveAthlete(ctx, actorOf(request), f.values, existing));
    return { atleta: { id }, message: msg(request, 'atletas.saved') };
  });

  api.delete('/atletas/:id', { config: guard, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const athlete = await ownAthlete(ctx, request, request.params.id);
    // What other modules keep of the athlete goes first, with its files (assessments' photos).
    await hooks.beforeDelete(ctx, actorOf(request), athlete.id);
    await removeAthlete(ctx, actorOf(request), athlete);
    return { message: msg(request, 'general.deleted') };
  });

  api.post('/atletas/import', { config: guard, schema: { tags, response: { 200: athleteImportAnswer } } }, async (request) => {
    const form = await parseForm(request, { fields: athleteImportInput, tmpDir: uploadTmpDir(ctx) });
    return withForm(form, async (f) => {
      const actor = actorOf(request);
      const parsed = parseImport(f.values.csv, requestLanguage(request));
      const { rows, imported } = f.values.dry_run ? { rows: await previewImport(ctx, actor, parsed), imported: 0 } : await importRows(ctx, actor, parsed, f.values.include_duplicates);
      const refused = rows.filter((r) => Object.keys(r.errors).length > 0).length;
      const duplicates = rows.filter((r) => r.duplicate !== null).length;
      const accepted = rows.length - refused - duplicates;
      const skipped = f.values.include_duplicates ? 0 : duplicates;
      const key = f.values.dry_run ? 'atletas.import-preview' : 'atletas.imported';
      return { rows, accepted, duplicates, refused, imported, message: msg(request, key, { accepted, refused, imported, skipped }) };
    });
  });

  // Student links: listing and revoking need only a session (a lapsed coach can still take a link back).
  api.get('/atletas/:id/links', { config: { access: access.auth }, schema: { tags, params: idParams, response: { 200: studentLinkList } } }, async (request) => {
    const athlete = await ownAthlete(ctx, request, request.params.id);
    const now = nowIso();
    return { links: (await studentLinksRepo.listOfAthlete(ctx.db, actorOf(request), athlete.id)).map((r) => presentStudentLink(ctx, r, now)) };
  });

  api.post('/atletas/:id/links', { config: guard, schema: { tags, params: idParams, response: { 200: studentLinkCreated } } }, async (request) => {
    const athlete = await ownAthlete(ctx, request, request.params.id);
    const form = await parseForm(request, { fields: studentLinkInput, tmpDir: uploadTmpDir(ctx) });
    const row = await withForm(form, (f) => createStudentLink(ctx, actorOf(request), athlete, f.values.expires_in_days));
    return { link: presentStudentLink(ctx, row, nowIso()), message: msg(request, 'atletas.link-created') };
  });

  api.delete('/atletas/links/:id', { config: { access: access.auth }, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    await revokeStudentLink(ctx, actorOf(request), request.params.id);
    return { message: msg(request, 'share.revoked') };
  });
}
