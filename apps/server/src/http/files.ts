import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../storage/storage.ts';
import { notFound } from './errors.ts';

/** Options of one file answer. */
export interface SendFileOptions {
  /** Content-Type of the answer. */
  mime: string;
  /** Suggested download name (Content-Disposition: inline; filename=...). */
  filename?: string;
}

/** A parsed single byte range, inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses a Range header for a file of `size` bytes. Answers null when there is no usable range
 * (absent, multi-range, not bytes: send the whole file) and 'unsatisfiable' for a 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, from, to] = m;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends a stored file with Content-Type, a weak ETag (size + mtime; 304 on If-None-Match) and
 * byte-range support (206 partial content, 416 when out of range), so browsers can seek in videos.
 * Answers 404 when the key is missing.
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, storage: Storage, key: string | null, options: SendFileOptions): Promise<FastifyReply> {
  const st = key ? await storage.stat(key) : null;
  if (!key || !st) throw notFound();
  const etag = `W/"${st.size.toString(16)}-${st.mtime.getTime().toString(16)}"`;
  reply.header('etag', etag);
  reply.header('accept-ranges', 'bytes');
  reply.header('cache-control', 'private, no-cache');
  reply.header('last-modified', st.mtime.toUTCString());
  if (options.filename) reply.header('content-disposition', `inline; filename="${options.filename.replace(/[^\w.-]/g, '_')}"`);

  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag)) {
    return reply.status(304).send();
  }

  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== etag ? undefined : request.headers.range;
  const range = parseRange(rangeHeader, st.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${st.size}`);
    return reply.status(416).send();
  }
  reply.type(options.mime);
  if (!range) {
    reply.header('content-length', st.size);
    return reply.status(200).send(storage.stream(key));
  }
  reply.header('content-range', `bytes ${range.start}-${range.end}/${st.size}`);
  reply.header('content-length', range.end - range.start + 1);
  return reply.status(206).send(storage.stream(key, range));
}
