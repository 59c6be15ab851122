import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attendanceMarkInput,
  attendancePeriod,
  attendanceRates,
  attendanceSessionList,
  attendanceSessionQuery,
  attendanceSheet,
  dbId,
  isIsoDay,
  messageAnswer,
  minutesField,
  rpeField,
  translate,
} from '@prancheta/shared';
import { z } from 'zod';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { fieldIssue } from '../../http/errors.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { findAthletes, toCsv } from '../athletes/surface.ts';
import { attendanceOrigin, recordLoadEntry, sessionLoads } from '../load/surface.ts';
import { ratesOf } from './rates.ts';
import { attendanceRepo } from './repo.ts';
import { findSession, sessionsInPeriod } from './sessions.ts';

/**
 * Attendance: the sessions of a period, one session's marks, marking an athlete
 * present / absent / excused, rates per athlete and group over a period, and a CSV export.
 */
export async function attendanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };
  const tags = ['attendance'];
  const lang = (request: FastifyRequest) => requestLanguage(request);

  api.get('/presencas/sessoes', { config: guard, schema: { tags, querystring: attendancePeriod, response: { 200: attendanceSessionList } } }, async (request) => {
    const actor = actorOf(request);
    const { from, to } = request.query;
    const sessions = await sessionsInPeriod(ctx, actor, from, to, lang(request));
    const counts = await attendanceRepo.countsBySession(ctx.db, actor, from, to);
    return { sessions: sessions.map((s) => ({ ...s, marked: counts.get(`${s.kind}:${s.record_id}:${s.slot}`) ?? 0 })) };
  });

  api.get('/presencas', { config: guard, schema: { tags, querystring: attendanceSessionQuery, response: { 200: attendanceSheet } } }, async (request) => {
    const actor = actorOf(request);
    const session = await findSession(ctx, actor, request.query, lang(request));
    const rows = await attendanceRepo.ofSession(ctx.db, actor, request.query);
    const loads = await sessionLoads(ctx.db, actor, request.query);
    return { session: { ...session, marked: rows.length }, marks: Object.fromEntries(rows.map((r) => [String(r.athlete_id), r.status])), loads };
  });

  api.post('/presencas', { config: guard, schema: { tags, response: { 200: messageAnswer } } }, async (request) => {
    const actor = actorOf(request);
    const form = await parseForm(request, {
      fields: attendanceMarkInput,
      tmpDir: uploadTmpDir(ctx),
      async check(_raw, v) {
        return v && (await findAthletes(ctx.db, actor, [v.athlete_id])).length === 0 ? [fieldIssue('athlete_id', 'atletas.athlete-invalid')] : [];
      },
    });
    return withForm(form, async (f) => {
      const key = { kind: f.values.kind, record_id: f.values.record_id, slot: f.values.slot };
      const session = await findSession(ctx, actor, key, lang(request));
      await attendanceRepo.setMark(ctx.db, actor, key, f.values.athlete_id, session.date, f.values.status);
      return { message: translate(lang(request), 'presencas.saved') };
    });
  });

  api.get('/presencas/taxas', { config: guard, schema: { tags, querystring: attendancePeriod, response: { 200: attendanceRates } } }, async (request) => {
    const marks = await attendanceRepo.inPeriod(ctx.db, actorOf(request), request.query.from, request.query.to);
    return ratesOf(marks, translate(lang(request), 'presencas.no-group'));
  });

  api.get('/presencas/export', { config: guard, schema: { tags, querystring: attendancePeriod } }, async (request, reply) => {
    const l = lang(request);
    const actor = actorOf(request);
    const { from, to } = request.query;
    const marks = await attendanceRepo.inPeriod(ctx.db, actor, from, to);
    const titles = new Map((await sessionsInPeriod(ctx, actor, from, to, l)).map((s) => [`${s.kind}:${s.record_id}:${s.slot}`, s]));
    const header = ['date', 'time', 'session', 'athlete', 'group', 'status'].map((c) => translate(l, `presencas.csv.${c}`));
    const rows = marks.map((m) => {
      const s = titles.get(`${m.kind}:${m.record_id}:${m.slot}`);
      return [m.date, s?.time ?? '', s?.title ?? translate(l, 'presencas.session-gone'), m.name, m.group_label, translate(l, `presencas.status.${m.status}`)];
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${translate(l, 'presencas.csv.filename')}-${from}-${to}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(toCsv(header, rows, l));
  });

  // The session RPE of an athlete marked present, recorded as a training-load entry: one per athlete
  // and session (sent again, it is corrected).
  const attendanceLoad = attendanceSessionQuery.extend({
    athlete_id: dbId,
    rpe: rpeField,
    minutes: minutesField,
    date: z.string().refine(isIsoDay, { message: 'validation.invalid' }),
  });
  api.post('/presencas/carga', { config: guard, schema: { tags: [...tags, 'load'] } }, async (request) => {
    const actor = actorOf(request);
    const form = await parseForm(request, {
      fields: attendanceLoad,
      tmpDir: uploadTmpDir(ctx),
      async check(_raw, v) {
        return v && (await findAthletes(ctx.db, actor, [v.athlete_id])).length === 0 ? [fieldIssue('athlete_id', 'atletas.athlete-invalid')] : [];
      },
    });
    // The session must be one of the coach's (their training with a date or a filled cell of their
    // weekly sheet): another's, or one that does not exist, answers 404 and stores nothing.
    const id = await withForm(form, async (f) => {
      await findSession(ctx, actor, { kind: f.values.kind, record_id: f.values.record_id, slot: f.values.slot }, lang(request));
      return recordLoadEntry(ctx.db, actor, {
        athlete_id: f.values.athlete_id,
        date: f.values.date,
        kind: 'session',
        minutes: f.values.minutes,
        rpe: f.values.rpe,
        note: '',
        origin: attendanceOrigin(f.values),
      });
    });
    return { registro: { id }, message: translate(lang(request), 'load.saved') };
  });
}
