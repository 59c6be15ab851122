import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseForm } from '../../forms/parse-form.ts';
import type { FileRule, UploadedFile } from '../../uploads/multipart.ts';

/** One uploaded file of an `images[...]` family with the text inside its brackets. */
export interface NamedUpload {
  /** What the client put between the brackets: a typed name ("Agachamento") or an index ("0"). */
  key: string;
  file: UploadedFile;
}

/** The files and the folder of one media upload; dispose() removes every temporary file. */
export interface NamedUploads {
  uploads: NamedUpload[];
  /** The folder field (`path`), as sent ('' when absent). */
  path: string;
  dispose(): Promise<void>;
}

/** The text of a media upload form: the target folder. */
const uploadFields = z.object({ path: z.string({ message: 'validation.invalid' }).default('') });

/**
 * Reads `images[...]` files (seed 001 §7: images[name] / images[index]) through the shared form
 * pipeline, checked by content while streaming. Refusals (size, type, too many) throw a 422 that
 * stores nothing.
 */
export async function readNamedUploads(request: FastifyRequest, options: { tmpDir: string; rule: FileRule; maxFiles: number }): Promise<NamedUploads> {
  const form = await parseForm(request, { fields: uploadFields, files: { 'images[]': options.rule }, maxFiles: options.maxFiles, tooManyKey: 'upload.too-many', tmpDir: options.tmpDir });
  const uploads: NamedUpload[] = [];
  for (const [field, file] of Object.entries(form.files)) {
    const m = /^images\[([^\]]*)\]$/.exec(field);
    if (m) uploads.push({ key: m[1]!, file });
  }
  return { uploads, path: form.values.path, dispose: form.dispose };
}
