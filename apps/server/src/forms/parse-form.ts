import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FormInvalid, isMissingIssue } from '../http/errors.ts';
import type { FormIssue } from '../http/errors.ts';
import { readMultipart } from '../uploads/multipart.ts';
import type { FileRule, UploadedFile } from '../uploads/multipart.ts';

/** What one form accepts: its text fields (a shared zod schema) and its files. */
export interface FormSpec<S extends z.ZodType> {
  /** The shared zod schema of the text fields. */
  fields: S;
  /** Rules per file field (multipart only); files of other fields are drained and ignored. */
  files?: Record<string, FileRule>;
  /** Most file parts accepted in one request; more answer 422 with tooManyKey (param: max). */
  maxFiles?: number;
  tooManyKey?: string;
  /** File fields that must be present. */
  requiredFiles?: readonly string[];
  /**
   * Builds the schema's input from the raw body (flat multipart fields or a JSON object), e.g.
   * keeping stored values for fields an update leaves out. Default: the raw body as it is.
   */
  input?: (raw: Record<string, unknown>) => Record<string, unknown>;
  /** Rules beyond the schema (a sport that exists, a club category of the user): extra issues. */
  check?: (raw: Record<string, unknown>, values: z.output<S> | null, files: Record<string, UploadedFile>) => FormIssue[] | Promise<FormIssue[]>;
  /** The answer's message when a required field or file is missing ('Preencha todos os campos'). */
  missingKey?: string;
  /** The answer's message chosen from the refusals (e.g. 'Select at least one exercise'); undefined: the default. */
  messageFor?: (issues: FormIssue[]) => string | undefined;
  /** Folder for the temporary upload files. */
  tmpDir: string;
}

/** An accepted form: typed values, the raw body, the checked files waiting in temp files. */
export interface Form<T> {
  values: T;
  raw: Record<string, unknown>;
  files: Record<string, UploadedFile>;
  /** Removes the temporary files. Always call it (finally); files already stored are not touched. */
  dispose(): Promise<void>;
}

/** The raw text body of a JSON (or url-encoded) request: an object, or empty. */
function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * The one form pipeline: reads a multipart (files streamed with size limits and checked by
 * content) or JSON body, validates it against the shared schema plus the extra rules, and on any
 * refusal removes every temporary file and throws one FormInvalid (answered 422 by the central
 * error handler) naming every refused field and file. Nothing is stored here: the caller stores
 * the files and the row with `storeRecord`.
 */
export async function parseForm<S extends z.ZodType>(request: FastifyRequest, spec: FormSpec<S>): Promise<Form<z.output<S>>> {
  const multipart = request.isMultipart();
  const body = multipart ? await readMultipart(request, { tmpDir: spec.tmpDir, files: spec.files ?? {}, maxFiles: spec.maxFiles, tooManyKey: spec.tooManyKey }) : null;
  const raw: Record<string, unknown> = body ? body.fields : jsonBody(request);
  const files = body?.files ?? {};
  const dispose = async (): Promise<void> => {
    await body?.dispose();
  };
  try {
    const issues: FormIssue[] = [];
    const parsed = spec.fields.safeParse(spec.input ? spec.input(raw) : raw);
    if (!parsed.success) issues.push(...(parsed.error.issues as FormIssue[]));
    const values = parsed.success ? (parsed.data as z.output<S>) : null;
    if (spec.check) issues.push(...(await spec.check(raw, values, files)));
    for (const field of spec.requiredFiles ?? []) {
      if (!files[field]) issues.push({ code: 'custom', message: 'upload.required', path: [field] });
    }
    if (issues.length > 0 || values === null) {
      throw new FormInvalid(issues, spec.messageFor?.(issues) ?? (spec.missingKey && issues.some(isMissingIssue) ? spec.missingKey : 'validation.general'));
    }
    return { values, raw, files, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

/**
 * The uploads of a file family (`images[0]`, `images[1]`... for the rule `images[]`), in field
 * order.
 */
export function fileList(files: Record<string, UploadedFile>, family: string): UploadedFile[] {
  return Object.entries(files)
    .filter(([k]) => k.startsWith(`${family}[`))
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([, f]) => f);
}

/**
 * A list field of a body: a JSON array as it is, else the flat form spellings `name[0]`, `name[]`
 * or a repeated `name` (empty values left out).
 */
export function listField(raw: Record<string, unknown>, name: string): unknown[] {
  const v = raw[name];
  if (Array.isArray(v)) return v;
  const out: unknown[] = [];
  const re = new RegExp(`^${name}(\\[\\d*\\])?$`);
  for (const [key, value] of Object.entries(raw)) {
    if (re.test(key)) for (const item of Array.isArray(value) ? value : [value]) if (item !== '' && item !== undefined && item !== null) out.push(item);
  }
  return out;
}

/** A raw body value as trimmed text ('' when absent or not text). */
export function rawText(raw: Record<string, unknown>, name: string): string | undefined {
  const v = raw[name];
  if (v === undefined || v === null) return undefined;
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

/** Runs fn with an accepted form and removes its temporary files before answering, whatever happens. */
export async function withForm<T, R>(form: Form<T>, fn: (form: Form<T>) => Promise<R>): Promise<R> {
  try {
    return await fn(form);
  } finally {
    await form.dispose();
  }
}
