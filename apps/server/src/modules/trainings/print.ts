import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { renderPdf } from '../../pdf/render.ts';
import { exercisesRepo } from './exercises/repo.ts';
import { printIds, printLanguage } from '../../print/query.ts';
import type { Query } from '../../print/query.ts';
import { trainingPdf } from './print-sheet.ts';
import { trainingsRepo } from './repo.ts';
import { shareQrBlock } from '../../share-links/qr.ts';

/** Most exercises one print may hold. */
const MAX_PRINT_ITEMS = 100;

/** True for postwork=1 / true / on. */
function flag(v: string | string[] | undefined): boolean {
  const s = (Array.isArray(v) ? v[0] : v)?.trim().toLowerCase();
  return s === '1' || s === 'true' || s === 'on' || s === 'yes';
}

/** GET /api/print/ex?treino=&exs[]=&lang=&postwork=&token=: the training sheet as an A4 PDF. */
export async function trainingPrintRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/print/ex', { config: { access: access.print, rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags: ['print'] } }, async (request, reply) => {
    const actor = actorOf(request);
    const query = request.query as Query;
    const treinoIds = printIds(query, 'treino');
    if (!treinoIds || treinoIds.length !== 1) throw new HttpError(422, 'validation.general', {}, { treino: ['validation.required'] });
    const training = await trainingsRepo.find(ctx.db, actor, treinoIds[0]!);
    if (!training) throw notFound('treinos.not-found');
    const ids = printIds(query, 'exs');
    if (ids === null) throw new HttpError(422, 'validation.general', {}, { exs: ['validation.invalid'] });
    const withPostwork = flag(query.postwork);
    if ((ids.length === 0 && !withPostwork) || ids.length > MAX_PRINT_ITEMS) throw new HttpError(422, 'print.nothing-selected', {}, { exs: ['print.nothing-selected'] });
    const rows = await exercisesRepo.findMany(ctx.db, actor, training.id, ids);
    if (rows.length !== ids.length) throw notFound('exercices.not-found');
    const lang = printLanguage(query);
    const qr = await shareQrBlock(ctx, actor, 'treino', training.id, lang);
    const pdf = await renderPdf(await trainingPdf(ctx.storage, training, rows, lang, withPostwork, qr));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="treino-${training.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
