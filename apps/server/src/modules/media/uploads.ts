import type { FastifyRequest } from 'fastify';
import type { FileRule, UploadedFile } from '../../uploads/multipart.ts';
import { readMultipart } from '../../uploads/multipart.ts';

/** One uploaded file of an `images[...]` family with the text inside its brackets. */
export interface NamedUpload {
  /** What the client put between the brackets: a typed name ("Agachamento") or an index ("0"). */
  key: string;
  file: UploadedFile;
}

/** The files and text fields of one media upload; dispose() removes every temporary file. */
export interface NamedUploads {
  uploads: NamedUpload[];
  fields: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * Reads `images[...]` files (seed 001 §7: images[name] / images[index]) checked by content while
 * streaming. The one place media routes touch the multipart reader, so a shared form pipeline can
 * replace it without changing the routes. Refusals (size, type, too many) throw a 422 that stores nothing.
 */
export async function readNamedUploads(request: FastifyRequest, options: { tmpDir: string; rule: FileRule; maxFiles: number }): Promise<NamedUploads> {
  const body = await readMultipart(request, { tmpDir: options.tmpDir, files: { 'images[]': options.rule }, maxFiles: options.maxFiles, tooManyKey: 'upload.too-many' });
  const uploads: NamedUpload[] = [];
  for (const [field, file] of Object.entries(body.files)) {
    const m = /^images\[([^\]]*)\]$/.exec(field);
    if (m) uploads.push({ key: m[1]!, file });
  }
  return { uploads, fields: body.fields, dispose: body.dispose };
}
