import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acwrZoneFields, dbId, idParams, isIsoDay, loadEntryFields, translate } from '@prancheta/shared';
import { z } from 'zod';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { categoryOfUser } from '../../clubs/categories.ts';
import { todayOf } from '../../today.ts';
import { loadBoardVersion } from '../../db/data-versions.ts';
import { AnswerCache, sendCachedAnswer } from '../../http/answer-cache.ts';
import { ownAthlete, setWellnessOn, toCsv } from '../athletes/surface.ts';
import { entryLoad } from './figures.ts';
import { boardAthletes, loadRepo, settingsRepo } from './repo.ts';
import { boardOf, figuresOf, zonesOf } from './service.ts';

const day = z.string().refine(isIsoDay, { message: 'validation.invalid' });
/** A period of figures: up to about a year and a month. */
const period = z
  .object({ from: day, to: day })
  .refine((p) => p.from <= p.to, { message: 'presencas.period-invalid', path: ['to'] })
  .refine((p) => (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 <= 400, { message: 'presencas.period-too-long', path: ['to'] });
/** Bytes of serialised boards kept (a board of 40 athletes is about 30 kB). */
const BOARD_CACHE_BYTES = 8 * 1024 * 1024;
const boardQuery = z.object({ today: day.optional(), group: z.string().max(100).optional(), category: dbId.optional() });

/**
 * Training load and wellness for the coach: an athlete's figures over a period, adding, correcting
 * and removing entries (the attendance module records the session RPE), the risk board, the ACWR zones,
 * the wellness check-in switch, and a CSV of the raw entries.
 */
export async function loadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };
  const tags = ['load'];
  const msg = (request: FastifyRequest, key: string) => translate(requestLanguage(request), key);

  api.get('/carga/atletas/:id', { config: guard, schema: { tags, params: idParams, querystring: period } }, async (request) => {
    const athlete = await ownAthlete(ctx, request, request.params.id);
    const actor = actorOf(request);
    const figures = await figuresOf(ctx.db, actor, athlete.id, request.query.from, request.query.to);
    const entries = (await loadRepo.ofAthletes(ctx.db, actor, [athlete.id], request.query.from)).filter((e) => e.date <= request.query.to);
    return {
      ...figures,
      entries: entries.map((e) => ({ id: e.id, date: e.date, kind: e.kind, minutes: e.minutes, rpe: e.rpe, load: entryLoad(e), note: e.note, origin: e.origin.split(':')[0] })),
      wellness_on: athlete.wellness_on === 1,
    };
  });

  api.post('/carga/atletas/:id/registros', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const athlete = await ownAthlete(ctx, request, request.params.id);
    const form = await parseForm(request, { fields: loadEntryFields, tmpDir: uploadTmpDir(ctx) });
    const id = await withForm(form, (f) => loadRepo.upsert(ctx.db, actorOf(request), { athlete_id: athlete.id, ...f.values, origin: `free:${randomUUID()}` }));
    return { registro: { id }, message: msg(request, 'load.saved') };
  });

  api.post('/carga/registros/:id', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const entry = await loadRepo.find(ctx.db, actor, request.params.id);
    if (!entry) throw notFound('load.not-found');
    const form = await parseForm(request, { fields: loadEntryFields, tmpDir: uploadTmpDir(ctx) });
    await withForm(form, (f) => loadRepo.update(ctx.db, actor, entry.id, f.values));
    return { registro: { id: entry.id }, message: msg(request, 'load.saved') };
  });

  api.delete('/carga/registros/:id', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const entry = await loadRepo.find(ctx.db, actor, request.params.id);
    if (!entry) throw notFound('load.not-found');
    await loadRepo.remove(ctx.db, actor, entry.id);
    return { message: msg(request, 'load.deleted') };
  });

  // The board of each coach, filter and day, serialised, valid while the coach's athletes, load
  // entries, check-ins and zones are unchanged (their counters, migration 0043).
  const boards = new AnswerCache(BOARD_CACHE_BYTES);
  api.get('/carga/painel', { config: guard, schema: { tags, querystring: boardQuery } }, async (request, reply) => {
    const actor = actorOf(request);
    const { group, category } = request.query;
    if (category !== undefined && !(await categoryOfUser(ctx.db, actor, category))) throw notFound('load.category-not-found');
    // The browser sends its own day; without it, the app's time zone.
    const today = request.query.today ?? todayOf(ctx);
    reply.header('cache-control', 'private, no-cache');
    const build = async () => {
      const athletes = await boardAthletes(ctx.db, actor, { group, category });
      return { today, zones: await zonesOf(ctx.db, actor), atletas: await boardOf(ctx.db, actor, athletes, today) };
    };
    if (actor.kind !== 'user') return build();
    // Read before the rows: a change in between leaves a body newer than its version, never older.
    const version = await loadBoardVersion(ctx.db, actor.id);
    const key = JSON.stringify([actor.id, group ?? null, category ?? null, today]);
    return sendCachedAnswer(reply, boards, key, version, build);
  });

  api.get('/carga/zonas', { config: guard, schema: { tags } }, async (request) => ({ zones: await zonesOf(ctx.db, actorOf(request)) }));

  api.post('/carga/zonas', { config: guard, schema: { tags } }, async (request) => {
    const actor = actorOf(request);
    const form = await parseForm(request, { fields: acwrZoneFields, tmpDir: uploadTmpDir(ctx) });
    await withForm(form, (f) => settingsRepo.setZones(ctx.db, actor, f.values));
    return { zones: await zonesOf(ctx.db, actor), message: msg(request, 'load.saved') };
  });

  api.post('/carga/atletas/:id/bem-estar', { config: guard, schema: { tags, params: idParams, body: z.object({ on: z.boolean() }) } }, async (request) => {
    const athlete = await ownAthlete(ctx, request, request.params.id);
    await setWellnessOn(ctx.db, actorOf(request), request.body.on, { id: athlete.id });
    return { wellness_on: request.body.on, message: msg(request, 'load.saved') };
  });

  // The check-in switch of a whole roster group or club category at once (neither: every athlete).
  const groupSwitch = z.object({ on: z.boolean(), group: z.string().max(100).optional(), category: dbId.optional() });
  api.post('/carga/bem-estar', { config: guard, schema: { tags, body: groupSwitch } }, async (request) => {
    const actor = actorOf(request);
    const { on, group, category } = request.body;
    if (category !== undefined && !(await categoryOfUser(ctx.db, actor, category))) throw notFound('load.category-not-found');
    const changed = await setWellnessOn(ctx.db, actor, on, { group, category });
    return { wellness_on: on, changed, message: translate(requestLanguage(request), 'load.wellness-group-done', { count: changed }) };
  });

  api.get('/carga/export', { config: guard, schema: { tags, querystring: period } }, async (request, reply) => {
    const l = requestLanguage(request);
    const { from, to } = request.query;
    const rows = await loadRepo.inPeriod(ctx.db, actorOf(request), from, to);
    const header = ['date', 'athlete', 'group', 'kind', 'minutes', 'rpe', 'load', 'note'].map((c) => translate(l, `load.csv.${c}`));
    const body = rows.map((r) => [r.date, r.name, r.group_label, translate(l, `load.kind.${r.kind}`), String(r.minutes), String(r.rpe), String(entryLoad(r)), r.note]);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${translate(l, 'load.csv.filename')}-${from}-${to}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(toCsv(header, body, l));
  });
}
