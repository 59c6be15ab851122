import type { FastifyInstance } from 'fastify';
import type { ReactElement } from 'react';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { renderPdf } from '../../pdf/render.ts';
import { printIds, printLanguage } from '../../print/query.ts';
import type { Query } from '../../print/query.ts';
import { formationsPdf } from './print-sheet.ts';
import { formationsRepo } from './repo.ts';
import { shareQrBlock } from '../../share-links/qr.ts';

/** Most records one print may hold. */
const MAX_PRINT_ITEMS = 100;

/** GET /api/print/fr: the selected formations as an A4 PDF. */
export async function formationPrintRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/print/fr', { config: { access: access.print, rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags: ['print'] } }, async (request, reply) => {
    const query = request.query as Query;
    const ids = printIds(query, 'exs');
    if (ids === null) throw new HttpError(422, 'validation.general', {}, { exs: ['validation.invalid'] });
    if (ids.length === 0 || ids.length > MAX_PRINT_ITEMS) throw new HttpError(422, 'print.nothing-selected', {}, { exs: ['print.nothing-selected'] });
    const rows = await formationsRepo.findMany(ctx.db, actorOf(request), ids);
    if (rows.length !== ids.length) throw notFound('formations.not-found');
    const lang = printLanguage(query);
    const qrs = new Map<number, ReactElement>();
    for (const row of rows) {
      const qr = await shareQrBlock(ctx, actorOf(request), row.type === 'video' ? 'video' : 'formation', row.id, lang);
      if (qr) qrs.set(row.id, qr);
    }
    const pdf = await renderPdf(await formationsPdf(ctx.storage, rows, lang, qrs));
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="formacoes.pdf"')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
