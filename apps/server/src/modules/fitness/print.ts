import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { renderPdf } from '../../pdf/render.ts';
import { printIds, printLanguage, queryValues } from '../../print/query.ts';
import type { Query } from '../../print/query.ts';
import type { MediaRoots } from '../media/surface.ts';
import { prepareExercises, sheetPdf } from './print-sheet.ts';
import { exercisesRepo, printLayoutRepo, sheetsRepo } from './repo.ts';
import { shareQrBlock } from '../../share-links/qr.ts';

const MAX_PRINT_ITEMS = 100;

/**
 * GET /api/print/fitnes?fitnes=&exs[n]=&lang=&postwork=1&layout=&token=: a sheet as an A4 PDF (like print/ex).
 * layout=standard|compact; without it, the layout the coach chose last (standard for a new coach).
 */
export async function fitnessPrintRoutes(app: FastifyInstance, ctx: AppContext, roots: MediaRoots): Promise<void> {
  app.get('/print/fitnes', { config: { access: access.print, rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags: ['print'] } }, async (request, reply) => {
    const actor = actorOf(request);
    const query = request.query as Query;
    const sheetIds = printIds(query, 'fitnes');
    if (!sheetIds || sheetIds.length !== 1) throw new HttpError(422, 'validation.general', {}, { fitnes: ['validation.required'] });
    const sheet = await sheetsRepo.find(ctx.db, actor, sheetIds[0]!);
    if (!sheet) throw notFound('fitnes.not-found');
    const ids = printIds(query, 'exs');
    if (ids === null) throw new HttpError(422, 'validation.general', {}, { exs: ['validation.invalid'] });
    const postwork = ['1', 'true', 'on'].includes(queryValues(query.postwork)[0]?.trim().toLowerCase() ?? '');
    if ((ids.length === 0 && !postwork) || ids.length > MAX_PRINT_ITEMS) throw new HttpError(422, 'print.nothing-selected', {}, { exs: ['print.nothing-selected'] });
    const all = await exercisesRepo.ofSheet(ctx.db, actor, sheet.id);
    const byId = new Map(all.filter((r) => r.parent_id === null).map((r) => [r.id, r]));
    const rows = ids.map((id) => byId.get(id));
    if (rows.some((r) => r === undefined)) throw notFound('fitnes.exercise-not-found');
    const children = new Map(all.filter((r) => r.parent_id !== null).map((r) => [r.parent_id!, r]));
    const images = await exercisesRepo.images(ctx.db, actor, ids);
    const prepared = await prepareExercises(ctx.db, actor, ctx.storage, roots, sheet, rows as NonNullable<(typeof rows)[number]>[], children, images);
    const layoutParam = queryValues(query.layout)[0]?.trim().toLowerCase();
    if (layoutParam !== undefined && layoutParam !== '' && layoutParam !== 'standard' && layoutParam !== 'compact') throw new HttpError(422, 'validation.general', {}, { layout: ['validation.invalid'] });
    const compact = layoutParam ? layoutParam === 'compact' : (await printLayoutRepo.get(ctx.db, actor)) === 'compact';
    const lang = printLanguage(query);
    const qr = await shareQrBlock(ctx, actor, 'fitnes', sheet.id, lang);
    const pdf = await renderPdf(await sheetPdf(ctx.storage, sheet, prepared, lang, postwork, qr, compact));
    return reply.type('application/pdf').header('content-disposition', `inline; filename="fitnes-${sheet.id}.pdf"`).header('cache-control', 'private, no-store').send(pdf);
  });
}
