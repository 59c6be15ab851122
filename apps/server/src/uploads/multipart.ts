import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { AppContext } from '../context.ts';
import { badRequest, FormInvalid, HttpError } from '../http/errors.ts';

/** Where uploads wait while they stream in and are checked (`DATA_DIR/tmp`, swept at start). */
export function uploadTmpDir(ctx: Pick<AppContext, 'config'>): string {
  return path.join(ctx.config.dataDir, 'tmp');
}

/** Why a content check refused a file: an i18n key, or a key with its message parameters. */
export type FileProblem = string | { key: string; params?: Record<string, string | number> };

/** What one file field accepts. The type is decided by the file's content, never by its name. */
export interface FileRule {
  /** Largest accepted size in bytes, enforced while the bytes stream in. */
  maxBytes: number;
  /** Accepted MIME types as detected from magic bytes (e.g. 'image/png', 'video/webm'). */
  types: readonly string[];
  /** i18n key of the message when the file is too big (params: max in MB). */
  tooBigKey?: string;
  /** i18n key of the message when the content is not an accepted type. */
  badTypeKey?: string;
  /** i18n key of the message when the file is empty (0 bytes); default 'validation.required'. */
  emptyKey?: string;
  /**
   * Extra content check run after the type matched (dimensions, doctype...). Return an i18n key
   * (with parameters if its message has any) to refuse the file, or null to accept it.
   */
  check?: (file: UploadedFile) => Promise<FileProblem | null>;
  /**
   * Type of a text format the magic bytes cannot tell (a JSON document), read from the temp file's
   * first bytes when file-type finds nothing; null when it is not that format.
   */
  sniff?: (tmpPath: string) => Promise<{ mime: string; ext: string } | null>;
}

/** A received file, held in a temporary file until the caller commits it to storage. */
export interface UploadedFile {
  field: string;
  filename: string;
  /** MIME type detected from the content (not the one the client claimed). */
  mime: string;
  /** Extension matching the detected type ('png', 'webm'...). */
  ext: string;
  size: number;
  tmpPath: string;
  /** Reads the whole file into memory (for small files: drafts, logos). */
  read(): Promise<Buffer>;
}

/** Text fields (raw names, e.g. 'colors[header][0]') and accepted files of one request. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
  /** Removes every temporary file. Always call it (finally). */
  dispose(): Promise<void>;
}

export interface ReadMultipartOptions {
  /**
   * Rules per accepted file field; files in other fields are drained and ignored. A key ending in
   * `[]` ("images[]") is a family: it matches every bracketed field of that name ("images[0]",
   * "images[Agachamento]"), each kept under its own field name.
   */
  files: Record<string, FileRule>;
  /** Most file parts accepted in one request (files of ruled fields); more answer 422 tooManyKey. */
  maxFiles?: number;
  /** i18n key of the message past maxFiles (params: max). */
  tooManyKey?: string;
  /** Folder for temporary files (defaults to the OS temp dir). */
  tmpDir?: string;
}

/**
 * Streams a file part to tmpPath, counting bytes. Past maxBytes it stops writing, discards the
 * rest of the part (so the request keeps flowing) and answers 'too-large'.
 */
async function receive(source: NodeJS.ReadableStream & AsyncIterable<Buffer>, tmpPath: string, maxBytes: number): Promise<number | 'too-large'> {
  const out = fs.createWriteStream(tmpPath);
  let size = 0;
  let tooLarge = false;
  try {
    for await (const chunk of source) {
      size += chunk.length;
      if (tooLarge) continue;
      if (size > maxBytes) {
        tooLarge = true;
        continue;
      }
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } catch (err) {
    if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') {
      out.destroy();
      throw err;
    }
    tooLarge = true;
  }
  out.end();
  await finished(out);
  if ((source as { truncated?: boolean }).truncated) tooLarge = true;
  return tooLarge ? 'too-large' : size;
}

function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  stream.resume();
  await new Promise<void>((resolve) => {
    stream.on('end', resolve);
    stream.on('error', () => resolve());
  });
}

/** Codes of @fastify/multipart for a body over its part, file or field count. */
const TOO_MANY = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_REQ_FILE_TOO_LARGE']);

/**
 * Consumes what is left of a refused request body, so the answer goes out on a connection that
 * stays usable (keep-alive) instead of one waiting for bytes nobody reads. Gives up after a while
 * on a client that never finishes sending.
 */
async function drainRequest(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 10_000);
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}

/**
 * The answer for a multipart the parser refused: 413 for too many parts, files or fields, 400 for
 * a malformed body (no boundary, cut short); our own HttpErrors pass through. The rest of the body
 * is drained first. None of these is a server fault, so none is logged with a stack.
 */
async function refusedMultipart(request: FastifyRequest, err: unknown): Promise<unknown> {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code ?? '';
  const status = (err as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 500) return err;
  await drainRequest(request);
  if (TOO_MANY.has(code) || status === 413) return new HttpError(413, 'errors.file-too-large');
  return badRequest();
}

/** The rule of a file field: its own, or its family's ("images[]" for "images[x]"). */
function ruleFor(rules: Record<string, FileRule>, field: string): FileRule | undefined {
  if (rules[field]) return rules[field];
  const m = /^([A-Za-z0-9_-]+)\[[^\]]*\]$/.exec(field);
  return m ? rules[`${m[1]}[]`] : undefined;
}

/**
 * The checks of a received file (already within maxBytes, not empty): its type by content (magic
 * bytes, else the rule's sniff), then the rule's content check. Answers the accepted file or why
 * it is refused.
 */
async function checkReceived(rule: FileRule, received: Pick<UploadedFile, 'field' | 'filename' | 'size' | 'tmpPath'>): Promise<{ file: UploadedFile } | { problem: FileProblem }> {
  const detected = (await fileTypeFromFile(received.tmpPath)) ?? (rule.sniff ? await rule.sniff(received.tmpPath) : null);
  if (!detected || !rule.types.includes(detected.mime)) return { problem: rule.badTypeKey ?? 'upload.type-not-allowed' };
  const file: UploadedFile = { ...received, mime: detected.mime, ext: detected.ext, read: () => fsp.readFile(received.tmpPath) };
  const problem = rule.check ? await rule.check(file) : null;
  return problem ? { problem } : { file };
}

/** A file that arrived inside another one (an image embedded in a play file), written to a temp file while it is checked. */
export interface EmbeddedFile {
  file: UploadedFile;
  /** Removes the temporary file. Always call it (finally). */
  dispose(): Promise<void>;
}

/**
 * Checks bytes that arrived inside another upload (base64 in a JSON document) exactly like an
 * uploaded file of `rule`: size, type by content, content check (images decoded within bounds). The
 * bytes wait in a temp file under tmpDir; answers the file (dispose it) or why it is refused.
 */
export async function acceptEmbedded(bytes: Buffer, rule: FileRule, options: { tmpDir: string; field: string }): Promise<EmbeddedFile | { problem: FileProblem }> {
  if (bytes.length === 0) return { problem: rule.emptyKey ?? 'validation.required' };
  if (bytes.length > rule.maxBytes) return { problem: { key: rule.tooBigKey ?? 'upload.too-large', params: { max: megabytes(rule.maxBytes) } } };
  await fsp.mkdir(options.tmpDir, { recursive: true });
  const tmpPath = path.join(options.tmpDir, `embedded-${randomBytes(8).toString('hex')}.part`);
  const dispose = () => fsp.rm(tmpPath, { force: true });
  try {
    await fsp.writeFile(tmpPath, bytes);
    const checked = await checkReceived(rule, { field: options.field, filename: options.field, size: bytes.length, tmpPath });
    if ('problem' in checked) {
      await dispose();
      return checked;
    }
    return { file: checked.file, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

/**
 * Reads a multipart request: text fields plus files checked against rules (size while streaming,
 * type by magic bytes, optional content check). Files wait in temporary files; nothing reaches
 * storage until the caller commits, so a refused request stores nothing. Throws a 422 FormInvalid
 * naming every refused file field (after cleaning up); the caller must call dispose() otherwise.
 */
export async function readMultipart(request: FastifyRequest, options: ReadMultipartOptions): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest();
  const tmpDir = options.tmpDir ?? os.tmpdir();
  await fsp.mkdir(tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const temps: string[] = [];
  const errors: Record<string, string[]> = {};
  const params: Record<string, string | number> = {};
  const largest = Math.max(1, ...Object.values(options.files).map((r) => r.maxBytes));
  let fileCount = 0;

  const dispose = async (): Promise<void> => {
    await Promise.all(temps.map((t) => fsp.rm(t, { force: true })));
  };

  // throwFileSizeLimit (read by @fastify/multipart, missing from its parts() type): our own count
  // answers the per-field 422 instead of the plugin's 413.
  const partsOptions = { limits: { fileSize: largest + 1 }, throwFileSizeLimit: false };
  // The parser ends quietly on a body cut short; the closing boundary at its end tells them apart.
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  const closing = boundary ? `--${boundary[1] ?? boundary[2]}--` : null;
  let tail = '';
  const keepTail = (chunk: Buffer) => {
    tail = (tail + chunk.toString('latin1')).slice(-((closing?.length ?? 0) + 64));
  };
  request.raw.on('data', keepTail);
  try {
    for await (const part of request.parts(partsOptions)) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        continue;
      }
      const rule = ruleFor(options.files, part.fieldname);
      if (!rule || errors[part.fieldname]) {
        await drain(part.file);
        continue;
      }
      fileCount += 1;
      if (options.maxFiles !== undefined && fileCount > options.maxFiles) {
        errors._files = [options.tooManyKey ?? 'upload.too-many'];
        params.max = options.maxFiles;
        await drain(part.file);
        continue;
      }
      const tmpPath = path.join(tmpDir, `upload-${randomBytes(8).toString('hex')}.part`);
      temps.push(tmpPath);
      const received = await receive(part.file, tmpPath, rule.maxBytes);
      if (received === 'too-large') {
        errors[part.fieldname] = [rule.tooBigKey ?? 'upload.too-large'];
        params.max = megabytes(rule.maxBytes);
        continue;
      }
      const size = received;
      if (size === 0) {
        errors[part.fieldname] = [rule.emptyKey ?? 'validation.required'];
        continue;
      }
      const checked = await checkReceived(rule, { field: part.fieldname, filename: part.filename, size, tmpPath });
      if ('problem' in checked) {
        const problem = checked.problem;
        errors[part.fieldname] = [typeof problem === 'string' ? problem : problem.key];
        if (typeof problem !== 'string') Object.assign(params, problem.params);
        continue;
      }
      files[part.fieldname] = checked.file;
    }
    if (closing && !tail.includes(closing)) throw new Error('multipart body cut short');
  } catch (err) {
    await dispose();
    throw await refusedMultipart(request, err);
  } finally {
    request.raw.off('data', keepTail);
  }

  if (Object.keys(errors).length > 0) {
    await dispose();
    const firstKey = (errors._files ?? Object.values(errors)[0]!)[0]!;
    throw FormInvalid.of(errors, firstKey, params);
  }

  let accepted = 0;
  for (const file of Object.values(files)) accepted += file.size;
  if (accepted > 0) request.server.ctx?.metrics.uploadBytes(accepted);
  return {
    fields,
    files,
    dispose,
  };
}
