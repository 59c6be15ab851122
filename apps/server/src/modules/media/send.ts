import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { representativeFrame } from './frame.ts';
import type { Library } from './library.ts';
import { cleanPath } from './params.ts';

const MIME: Record<string, string> = { gif: 'image/gif', webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

export interface SendImageOptions {
  /** 'public' for the shared library (cached by browsers and proxies), 'private' for a coach's own gifs. */
  cache: 'public' | 'private';
  /** Answer the representative still frame (PNG) instead of the animation. */
  frame?: { cache: Storage };
  /** Suggested download name. */
  downloadName?: string;
}

/** Sends one image of a library with its type, an ETag (304 on a match) and nosniff; 404 when missing. */
export async function sendLibraryImage(request: FastifyRequest, reply: FastifyReply, lib: Library, rawPath: string, options: SendImageOptions): Promise<FastifyReply> {
  const relative = cleanPath(rawPath);
  const st = await lib.stat(relative);
  if (!st) throw notFound('gifs.not-found');
  const mime = options.frame ? 'image/png' : (MIME[path.extname(relative).slice(1).toLowerCase()] ?? 'application/octet-stream');
  const etag = `W/"${options.frame ? 'f' : ''}${st.size.toString(16)}-${st.mtime.getTime().toString(16)}"`;
  reply
    .header('etag', etag)
    .header('cache-control', options.cache === 'public' ? 'public, max-age=3600' : 'private, no-cache')
    .header('x-content-type-options', 'nosniff');
  if (options.downloadName) reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  if (options.frame) {
    const { png } = await representativeFrame(await lib.read(relative), options.frame.cache);
    return reply.type(mime).header('content-length', png.length).send(png);
  }
  return reply.type(mime).header('content-length', st.size).send(lib.stream(relative));
}
