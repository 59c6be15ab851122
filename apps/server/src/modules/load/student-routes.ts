import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addDays, translate, wellnessFields } from '@prancheta/shared';
import { z } from 'zod';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { HttpError } from '../../http/errors.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { todayOf } from '../../today.ts';
import { studentOfToken } from '../athletes/surface.ts';
import { wellnessRepo } from './repo.ts';
import { figuresOf } from './service.ts';

const READ_LIMIT = { max: 60, timeWindow: '1 minute' };
const WRITE_LIMIT = { max: 20, timeWindow: '1 minute' };
const tokenParams = z.object({ token: z.string().max(200) });
/** How far back the student's own history goes. */
const STUDENT_HISTORY_DAYS = 90;

/** The live link of a token (its coach and athlete), or 404 "link unavailable" (the athletes module's one helper). */
const studentOf = studentOfToken;

/**
 * The student page's part of training load (public, by the private link's token): their own load
 * and wellness history, and the daily wellness check-in when their coach turned it on. Every query
 * is scoped by the link's coach AND athlete.
 */
export async function studentLoadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['student-page'];
  const msg = (request: FastifyRequest, key: string) => translate(requestLanguage(request), key);

  api.get(
    '/aluno/:token/carga',
    {
      config: { access: access.public, rateLimit: READ_LIMIT },
      schema: {
        tags,
        params: tokenParams,
        querystring: z.object({
          today: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/)
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      const { coach, athlete } = await studentOf(ctx, request.params.token);
      // The student's browser sends its own day; without it, the app's time zone (never UTC's day).
      const today = request.query.today ?? todayOf(ctx);
      const figures = await figuresOf(ctx.db, coach, athlete.id, addDays(today, -STUDENT_HISTORY_DAYS + 1), today);
      reply.header('cache-control', 'private, no-store');
      return {
        wellness_on: athlete.wellness_on === 1,
        checked_in_today: figures.wellness.some((w) => w.date === today),
        weeks: figures.weeks,
        days: figures.days.map((d) => ({ date: d.date, load: d.load })),
        wellness: figures.wellness.map((w) => ({ date: w.date, sleep: w.sleep, stress: w.stress, fatigue: w.fatigue, soreness: w.soreness, index: w.index })),
      };
    },
  );

  api.post('/aluno/:token/bem-estar', { config: { access: access.public, rateLimit: WRITE_LIMIT }, schema: { tags, params: tokenParams } }, async (request) => {
    const { coach, athlete } = await studentOf(ctx, request.params.token);
    if (athlete.wellness_on !== 1) throw new HttpError(403, 'load.wellness-off');
    const form = await parseForm(request, { fields: wellnessFields, tmpDir: uploadTmpDir(ctx) });
    const id = await withForm(form, (f) => {
      const { date, ...items } = f.values;
      return wellnessRepo.checkIn(ctx.db, coach, { athlete_id: athlete.id, date: date ?? todayOf(ctx), ...items });
    });
    return { checkin: { id }, message: msg(request, 'load.checked-in') };
  });
}
