import type { FastifyInstance, FastifyReply } from 'fastify';
import { anamneseFields, dbId, PARQ_QUESTIONS, sessionMarkFields, translate } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import type { z } from 'zod';
import { userActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage, validationAnswer } from '../../http/error-handler.ts';
import { HttpError } from '../../http/errors.ts';
import { resolveStudentToken } from '../athletes/surface.ts';
import { findSheet } from '../fitness/surface.ts';
import { gonePage, html, pageDocument } from '../share/surface.ts';
import { markDone, saveAnamnese } from './service.ts';
import { studentFormPath } from './student-html.ts';

/** Posts per visitor address and minute. */
const POST_LIMIT = { max: 20, timeWindow: '1 minute' };
/** Largest form body: five texts of 2,000 characters, percent-encoded. */
const BODY_LIMIT = 64 * 1024;

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
}

/** A refused field's name as the form shows it. */
function fieldLabel(lang: Language, field: string): string {
  if (field.startsWith('parq')) return 'PAR-Q';
  if (field === 'effort') return translate(lang, 'assess.effort');
  if (field === 'minutes') return translate(lang, 'student-load.minutes');
  const key = `assess.an.${field}`;
  return translate(lang, key) !== key ? translate(lang, key) : field;
}

/** The page answered to a refused form: each field's message, nothing stored, a way back. */
function refusedPage(lang: Language, token: string, errors: Record<string, string[]>): string {
  const t = (k: string) => translate(lang, k);
  const items = Object.entries(errors).flatMap(([field, list]) =>
    list.map(
      (m) => html`<li><strong>${fieldLabel(lang, field)}</strong>: ${m}</li>`,
    ),
  );
  return pageDocument(
    lang,
    translate(lang, 'student.kind'),
    { title: t('validation.general'), description: '', url: null, image: null },
    html`<section class="gone" data-testid="student-refused">
      <h1>${t('validation.general')}</h1>
      <ul>
        ${items}
      </ul>
      <p><a href="${`/aluno/${encodeURIComponent(token)}`}">${t('assess.back-to-page')}</a></p>
    </section>`,
  );
}

/** `parq[q1]=true` flat form fields as the schema's nested `parq` object. */
function anamneseInput(body: Record<string, string>): Record<string, unknown> {
  const parq: Record<string, string> = {};
  for (const q of PARQ_QUESTIONS) if (body[`parq[${q}]`] !== undefined) parq[q] = body[`parq[${q}]`]!;
  return { ...body, parq };
}

/**
 * The student page's plain HTML forms (no script needed, CSP form-action 'self'): the anamnese
 * and "mark as done". Accepted: 303 back to the page with a notice; refused: 422 with each field's
 * message and nothing stored; a dead link: the "link unavailable" page.
 */
export async function studentFormRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const send = (reply: FastifyReply, status: number, page: string) => noStore(reply).status(status).type('text/html; charset=utf-8').send(page);
    const refuse = <S extends z.ZodType>(lang: Language, token: string, reply: FastifyReply, result: z.ZodSafeParseError<z.output<S>>) =>
      send(reply, 422, refusedPage(lang, token, validationAnswer(lang, result.error.issues as never).errors));

    scope.post<{ Params: { token: string }; Body: Record<string, string> }>('/aluno/:token/anamnese', { config: { rateLimit: POST_LIMIT } }, async (request, reply) => {
      const lang = requestLanguage(request);
      const found = await resolveStudentToken(ctx, request.params.token);
      if (!found) return send(reply, 404, gonePage(lang));
      const parsed = anamneseFields.safeParse(anamneseInput(request.body ?? {}));
      if (!parsed.success) return refuse(lang, request.params.token, reply, parsed);
      await saveAnamnese(ctx, userActor({ id: found.coachId, level: 'user' }), found.athlete.id, parsed.data, 'student');
      return noStore(reply).redirect(`${studentFormPath(request.params.token, '').slice(0, -1)}?ok=anamnese#anamnese`, 303);
    });

    scope.post<{ Params: { token: string; id: string }; Body: Record<string, string> }>(
      '/aluno/:token/fitnes/:id/feito',
      { config: { rateLimit: POST_LIMIT } },
      async (request, reply) => {
        const lang = requestLanguage(request);
        const found = await resolveStudentToken(ctx, request.params.token);
        const id = dbId.safeParse(request.params.id);
        if (!found || !id.success) return send(reply, 404, gonePage(lang));
        const coach = userActor({ id: found.coachId, level: 'user' });
        const sheet = await findSheet(ctx.db, coach, id.data);
        if (!sheet || sheet.user_id !== coach.id || sheet.athlete_id !== found.athlete.id) return send(reply, 404, gonePage(lang));
        const parsed = sessionMarkFields.safeParse(request.body ?? {});
        if (!parsed.success) return refuse(lang, request.params.token, reply, parsed);
        try {
          await markDone(ctx, coach, found.athlete.id, sheet.id, parsed.data);
        } catch (err) {
          if (err instanceof HttpError && err.statusCode === 422)
            return send(reply, 422, refusedPage(lang, request.params.token, { effort: [translate(lang, err.key, err.params)] }));
          throw err;
        }
        return noStore(reply).redirect(`${studentFormPath(request.params.token, '').slice(0, -1)}?ok=done#feito`, 303);
      },
    );
  });
}
