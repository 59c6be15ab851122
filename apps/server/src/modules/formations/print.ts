import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLanguage } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound, paymentRequired } from '../../http/errors.ts';
import { renderPdf } from '../../pdf/render.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { subscriptionActive, userForToken } from '../../plugins/auth.ts';
import { formationsPdf } from './print-sheet.ts';
import { formationsRepo } from './repo.ts';

type Query = Record<string, string | string[] | undefined>;

/** Most records one print may hold. */
const MAX_PRINT_ITEMS = 100;

function values(v: string | string[] | undefined): string[] {
  if (v === undefined) return [];
  return (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(','));
}

/**
 * The ids of a print query in any of the shapes browsers produce: exs[]=1&exs[]=2, exs[0]=1,
 * exs=1&exs=2 or exs=1,2. Answers null when one of them is not a positive integer.
 */
export function printIds(query: Query, name: string): number[] | null {
  const raw: string[] = [];
  const re = new RegExp(`^${name}(\\[\\d*\\])?$`);
  for (const [key, value] of Object.entries(query)) if (re.test(key)) raw.push(...values(value));
  const ids: number[] = [];
  for (const r of raw) {
    const v = r.trim();
    if (!/^\d{1,10}$/.test(v) || Number(v) === 0) return null;
    if (!ids.includes(Number(v))) ids.push(Number(v));
  }
  return ids;
}

/** The print language from `lang` (pt, es, en or a full code; default pt-br). */
export function printLanguage(query: Query): Language {
  return pickLanguage(values(query.lang)[0] ?? 'pt');
}

/**
 * The user behind a print link: only a short-lived print token (query `token` or `auth_token`)
 * opens it, never a session token, and the subscription must be active.
 */
export async function printUser(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const query = request.query as Query;
  const token = values(query.token)[0] ?? values(query.auth_token)[0];
  const user = token ? await userForToken(ctx.db, token, 'print') : null;
  if (!user) throw new HttpError(401, 'print.token-invalid');
  if (!subscriptionActive(user)) throw paymentRequired();
  return user;
}

/** GET /api/print/fr: the selected formations as an A4 PDF. */
export async function formationPrintRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/print/fr', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags: ['print'] } }, async (request, reply) => {
    const user = await printUser(ctx, request);
    const query = request.query as Query;
    const ids = printIds(query, 'exs');
    if (ids === null) throw new HttpError(422, 'validation.general', {}, { exs: ['validation.invalid'] });
    if (ids.length === 0 || ids.length > MAX_PRINT_ITEMS) throw new HttpError(422, 'print.nothing-selected', {}, { exs: ['print.nothing-selected'] });
    const rows = await formationsRepo.findMany(ctx.db, user.id, ids);
    if (rows.length !== ids.length) throw notFound('formations.not-found');
    const pdf = await renderPdf(await formationsPdf(ctx.storage, rows, printLanguage(query)));
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="formacoes.pdf"')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
