import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '@prancheta/shared';
import { translate, wellnessFields } from '@prancheta/shared';
import { userActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage, validationAnswer } from '../../http/error-handler.ts';
import { todayOf } from '../../today.ts';
import { resolveStudentToken } from '../athletes/surface.ts';
import { gonePage, html, pageDocument } from '../share/surface.ts';
import { wellnessRepo } from './repo.ts';
import { WELLNESS_NOTICE } from './student-html.ts';

/** Posts per visitor address and minute. */
const POST_LIMIT = { max: 20, timeWindow: '1 minute' };
/** Largest form body: four digits and a note of 500 characters, percent-encoded. */
const BODY_LIMIT = 8 * 1024;

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
}

/** A refused field's name as the form shows it. */
function fieldLabel(lang: Language, field: string): string {
  const key = field === 'note' ? 'student-load.note' : `load.wellness.${field}`;
  const label = translate(lang, key);
  return label === key ? field : label;
}

/** The page answered to a refused check-in: each field's message, nothing stored, a way back. */
function refusedPage(lang: Language, token: string, errors: Record<string, string[]>): string {
  const t = (k: string) => translate(lang, k);
  return pageDocument(
    lang,
    t('student.kind'),
    { title: t('validation.general'), description: '', url: null, image: null },
    html`<section class="gone" data-testid="student-refused">
      <h1>${t('validation.general')}</h1>
      <ul>
        ${Object.entries(errors).flatMap(([field, list]) => list.map((m) => html`<li data-testid="refused-${field}"><strong>${fieldLabel(lang, field)}</strong>: ${m}</li>`))}
      </ul>
      <p><a href="${`/aluno/${encodeURIComponent(token)}#bem-estar`}">${t('student-load.back')}</a></p>
    </section>`,
  );
}

/**
 * The student page's check-in as a plain HTML form (no script needed, CSP form-action 'self'), the
 * same check-in as POST /api/aluno/:token/bem-estar: accepted, 303 back to the page with the
 * thank-you; refused, 422 with each field's message; check-in off, 403; a dead link, the "link
 * unavailable" page.
 */
export async function studentLoadFormRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const send = (reply: FastifyReply, status: number, page: string) => noStore(reply).status(status).type('text/html; charset=utf-8').send(page);

    scope.post<{ Params: { token: string }; Body: Record<string, string> }>('/aluno/:token/bem-estar', { config: { rateLimit: POST_LIMIT } }, async (request, reply) => {
      const lang = requestLanguage(request);
      const { token } = request.params;
      const found = await resolveStudentToken(ctx, token);
      if (!found) return send(reply, 404, gonePage(lang));
      if (found.athlete.wellness_on !== 1) return send(reply, 403, refusedPage(lang, token, { form: [translate(lang, 'load.wellness-off')] }));
      // The day is always today in the app's time zone here: the page's form has no date.
      const parsed = wellnessFields.safeParse({ ...(request.body ?? {}), date: undefined });
      if (!parsed.success) return send(reply, 422, refusedPage(lang, token, validationAnswer(lang, parsed.error.issues as never).errors));
      const { date: _date, ...items } = parsed.data;
      await wellnessRepo.checkIn(ctx.db, userActor({ id: found.coachId, level: 'user' }), { athlete_id: found.athlete.id, date: todayOf(ctx), ...items });
      return noStore(reply).redirect(`/aluno/${encodeURIComponent(token)}?ok=${WELLNESS_NOTICE}#bem-estar`, 303);
    });
  });
}
