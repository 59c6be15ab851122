import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { renderPdf } from '../../pdf/render.ts';
import { printIds, printLanguage } from '../../print/query.ts';
import type { Query } from '../../print/query.ts';
import { linkedTrainingIds, presentWeek } from './present.ts';
import { weeksRepo } from './repo.ts';
import { shareQrBlock } from '../../share-links/qr.ts';
import { weekImage, weekPdf } from './print-sheet.ts';

/**
 * GET /api/print/week?id=&token=&lang= (also /api/print/week/{id}): the weekly sheet as an A4
 * landscape PDF (seed 001 §7: print page for /week/{id} with auth_token, lang, id). Opened only
 * with a short-lived print token.
 */
export async function weekPrintRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = actorOf(request);
    const query = request.query as Query;
    const fromPath = (request.params as { id?: string }).id;
    const ids = printIds(fromPath === undefined ? query : { ...query, id: fromPath }, 'id');
    if (!ids || ids.length !== 1) throw new HttpError(422, 'validation.general', {}, { id: ['validation.required'] });
    const row = await weeksRepo.find(ctx.db, actor, ids[0]!);
    if (!row) throw notFound('semana.not-found');
    const lang = printLanguage(query);
    const week = presentWeek(row, await weeksRepo.linkableTrainings(ctx.db, actor, linkedTrainingIds(row)), lang);
    const qr = await shareQrBlock(ctx, actor, 'semana', row.id, lang);
    const pdf = await renderPdf(weekPdf(week, await weekImage(ctx.storage, row.img_key), lang, qr));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="semana-${row.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  };
  const config = { access: access.print, rateLimit: { max: 30, timeWindow: '1 minute' } };
  app.get('/print/week', { config, schema: { tags: ['print'] } }, handler);
  app.get('/print/week/:id', { config, schema: { tags: ['print'] } }, handler);
}
