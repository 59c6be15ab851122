import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAccountBody, downloadSummaryAnswer, messageAnswer, retentionAnswer, translate } from '@prancheta/shared';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { currentUser } from '../../plugins/auth.ts';
import { StorageUnavailable } from '../../storage/keys.ts';
import { mediaRoots } from '../media/surface.ts';
import { writeArchive } from './archive.ts';
import { deleteAccount } from './delete-account.ts';
import { accountRepo } from './repo.ts';
import { expiringRecords } from './retention-notice.ts';

/** A key never stored: reading its metadata shows whether storage answers, without writing. */
const STORAGE_PROBE_KEY = 'ready-probe/download';

/** Waits until a stream has bytes to read, has ended or was closed; rejects with its error if it fails first. */
function firstBytes(stream: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (err?: Error) => {
      stream.off('readable', ready);
      stream.off('end', ready);
      stream.off('close', ready);
      stream.off('error', settle);
      if (err) reject(err);
      else resolve();
    };
    const ready = () => settle();
    if (stream.errored) return reject(stream.errored);
    if (stream.readableLength > 0 || stream.readableEnded || stream.destroyed) return resolve();
    stream.once('readable', ready);
    stream.once('end', ready);
    stream.once('close', ready);
    stream.once('error', settle);
  });
}

/** The archive's file name: prancheta-YYYY-MM-DD.zip. */
function archiveName(now = new Date()): string {
  return `prancheta-${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * The coach's account as a whole:
 * - GET /api/user/download: a ZIP of all the coach's material, streamed as it is built;
 * - GET /api/user/download/summary: how many records it will hold;
 * - GET /api/user/retention: the records the retention job deletes within 14 days;
 * - DELETE /api/user/account: deletes the account (password confirmation).
 * Signed-in only, not subscription-gated: an expired coach still takes their material away.
 */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const roots = mediaRoots(ctx.config);
  const common = { tags: ['user'], security: [{ bearer: [] }] };

  api.get('/user/download/summary', { config: { access: access.auth }, schema: { ...common, response: { 200: downloadSummaryAnswer } } }, async (request) => {
    const records = await accountRepo.counts(ctx.db, actorOf(request));
    return { records, total: Object.values(records).reduce((a, b) => a + b, 0) };
  });

  api.get(
    '/user/download',
    { config: { access: access.auth, rateLimit: { max: 6, timeWindow: '1 minute' } }, schema: { ...common, produces: ['application/zip'] } },
    async (request, reply) => {
      const actor = actorOf(request);
      const lang = requestLanguage(request);
      // A storage that is down answers 503 (in the caller's language) before the ZIP answer starts.
      await ctx.storage.stat(STORAGE_PROBE_KEY);
      // Loaded on the first download, not at startup (it is one of the slower packages to load).
      const { ZipArchive } = await import('archiver');
      const archive = new ZipArchive({ zlib: { level: 6 }, highWaterMark: 1 << 16 });
      const gone = new AbortController();
      // The client cancelled or went away: stop rendering and reading files at the next entry.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) {
          gone.abort();
          archive.abort();
        }
      });
      writeArchive(ctx, archive, { actor, lang, roots, signal: gone.signal }).catch((err: unknown) => {
        if (gone.signal.aborted) return;
        // Once the answer has started, a failed archive cuts the connection: the client sees a
        // broken download, never an error body inside a ZIP answer.
        if (!(err instanceof StorageUnavailable)) request.log.error({ err }, 'archive failed');
        archive.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      // The answer's head goes out with the archive's first bytes: a failure before them is an
      // ordinary error answer (503 for storage).
      await firstBytes(archive);
      return reply.type('application/zip').header('content-disposition', `attachment; filename="${archiveName()}"`).header('cache-control', 'private, no-store').send(archive);
    },
  );

  api.get('/user/retention', { config: { access: access.auth }, schema: { ...common, response: { 200: retentionAnswer } } }, async (request) => {
    const actor = actorOf(request);
    // The home screen calls this on every visit: the language the coach uses is the one the
    // retention e-mail will speak.
    await accountRepo.rememberLanguage(ctx.db, actor, requestLanguage(request));
    const rows = await expiringRecords(ctx.db, actor, new Date());
    return { expiring: rows.map((r) => ({ kind: r.kind, id: r.id, title: r.title, deletes_at: r.deletes_at })) };
  });

  api.delete(
    '/user/account',
    { config: { access: access.auth, rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { ...common, body: deleteAccountBody, response: { 200: messageAnswer } } },
    async (request) => {
      await deleteAccount(ctx, currentUser(request), request.body.password);
      return { message: translate(requestLanguage(request), 'account.deleted') };
    },
  );
}
