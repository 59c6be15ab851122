import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '@prancheta/shared';
import type { AppContext } from '../../../context.ts';
import { requestLanguage } from '../../../http/error-handler.ts';
import { sendStoredFile } from '../../../http/files.ts';
import { mediaRoots, sendLibraryImage } from '../../media/surface.ts';
import { shareUrl } from '../../../share-links/links.ts';
import { sharedByToken as sharedOf } from '../records.ts';
import { sharedFile } from './files.ts';
import { gonePage, pageDocument, SHARE_SCRIPT_PATH } from './layout.ts';
import { SHARE_ENHANCE_JS } from './enhance.ts';
import { sharedView } from './views.ts';

/**
 * Lookups per visitor address and minute. A token has 256 random bits, so guessing is hopeless
 * anyway; the limit keeps a scan from costing us a database query per try. Files get a higher
 * one: a page loads a dozen drawings and a video seeks with several range requests.
 */
const PAGE_LIMIT = { max: 60, timeWindow: '1 minute' };
const FILE_LIMIT = { max: 600, timeWindow: '1 minute' };

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
}

/**
 * The public side of share links, outside /api (a page a phone opens, not an API call):
 * GET /s/<token> is the server-rendered page (Open Graph tags included, so apps that run no script
 * show a preview), GET /s/<token>/f/<name> one of the shared record's files, /s/share.js the page's
 * small script. Any failure answers the same 404 page in the visitor's language.
 */
export async function sharePageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const roots = mediaRoots(ctx.config);

  const gone = (request: FastifyRequest, reply: FastifyReply) => noStore(reply).status(404).type('text/html; charset=utf-8').send(gonePage(requestLanguage(request)));

  app.get(SHARE_SCRIPT_PATH, async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SHARE_ENHANCE_JS));

  app.get<{ Params: { token: string } }>('/s/:token', { config: { rateLimit: PAGE_LIMIT } }, async (request, reply) => {
    const shared = await sharedOf(ctx, request.params.token);
    if (!shared) return gone(request, reply);
    const lang = requestLanguage(request);
    const base = shareUrl(ctx, request.params.token);
    const copyUrl = shared.kind === 'formation' || shared.kind === 'video' ? `/copiar/${encodeURIComponent(request.params.token)}` : null;
    const view = sharedView(shared.record, lang, (name) => `/s/${request.params.token}/f/${name}`, copyUrl);
    const kindLabel = shared.kind === 'fitnes' && shared.record.kind === 'fitnes' && shared.record.row.is_video === 1 ? translate(lang, 'fitnes.video-session') : translate(lang, `share.page.kind.${shared.kind}`);
    const page = pageDocument(lang, kindLabel, { title: view.title, description: view.description, url: base, image: view.image ? `${base}/f/${view.image}` : null }, view.body);
    return noStore(reply).header('vary', 'accept-language').type('text/html; charset=utf-8').send(page);
  });

  app.get<{ Params: { token: string; name: string } }>('/s/:token/f/:name', { config: { rateLimit: FILE_LIMIT } }, async (request, reply) => {
    const shared = await sharedOf(ctx, request.params.token);
    const file = shared ? sharedFile(shared.record, roots, request.params.name) : null;
    if (!file) return gone(request, reply);
    noStore(reply);
    if ('library' in file) {
      return sendLibraryImage(request, reply, file.library, file.path, { cache: 'private' });
    }
    return sendStoredFile(request, reply, ctx.storage, file.store, { mime: file.mime, filename: file.name });
  });
}
