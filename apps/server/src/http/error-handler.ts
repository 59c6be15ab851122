import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pickLanguage, translate } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import { ZodError } from 'zod';
import type { core } from 'zod';
import { FormInvalid, HttpError } from './errors.ts';
import type { FormIssue } from './errors.ts';

/** The caller's language: X-Lang header from the web app, else Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['x-lang'];
  return pickLanguage((Array.isArray(header) ? header[0] : header) ?? request.headers['accept-language']);
}

type Issue = Pick<core.$ZodIssue, 'code' | 'message' | 'path'> & { minimum?: unknown; maximum?: unknown; origin?: string; format?: string; input?: unknown; expected?: string; params?: Record<string, string | number> };

/** zod 4 does not keep the input on issues; its default message names what it received. */
function isMissing(issue: Issue): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null || issue.input === '';
  return /received (undefined|null)\b/.test(issue.message ?? '');
}

/** One zod issue as an i18n text. Our schemas put i18n keys in `message`; zod defaults are mapped by code. */
function issueText(lang: Language, issue: Issue): string {
  if (issue.message?.startsWith('validation.')) {
    return translate(lang, issue.message, { max: Number(issue.maximum ?? 0), min: Number(issue.minimum ?? 0) });
  }
  // A schema may name any catalogue key of its area ('gifs.name-invalid'); zod's own texts are not keys.
  // A refinement may carry parameters of its message (`params: { min, max, unit }`).
  if (issue.message && /^[a-z-]+\.[a-z0-9.-]+$/.test(issue.message) && translate(lang, issue.message) !== issue.message) {
    return translate(lang, issue.message, issue.params ?? {});
  }
  switch (issue.code) {
    case 'invalid_type':
      return translate(lang, isMissing(issue) ? 'validation.required' : issue.expected === 'number' ? 'validation.number' : 'validation.invalid');
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return translate(lang, 'validation.required');
      return translate(lang, 'validation.min', { min: Number(issue.minimum) });
    case 'too_big':
      return translate(lang, 'validation.max', { max: Number(issue.maximum) });
    case 'invalid_format':
      return translate(lang, issue.format === 'email' ? 'validation.email' : 'validation.invalid');
    default:
      return translate(lang, 'validation.invalid');
  }
}

/** Adds a message to a field's list, once: two checks failing the same way say it once. */
function addMessage(errors: Record<string, string[]>, field: string, text: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(text)) list.push(text);
}

/** Builds the 422 answer `{ message, errors: { field: [text] } }` from zod issues. */
export function validationAnswer(lang: Language, issues: Issue[]): { message: string; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    addMessage(errors, field, issueText(lang, issue));
  }
  return { message: translate(lang, 'validation.general'), errors };
}

/** Our own i18n keys ('treinos.sport-invalid', 'upload.max-3mb') are shown as they are. */
const OWN_KEY = /^[a-z-]+\.[a-z0-9.-]+$/;

/** The 422 answer of a FormInvalid: zod issues through the shared mapping, our keys translated. */
function formInvalidAnswer(lang: Language, error: FormInvalid): { message: string; errors: Record<string, string[]> } {
  const own = (i: FormIssue) => i.code === 'custom' && OWN_KEY.test(i.message) && !i.message.startsWith('validation.');
  const answer = validationAnswer(lang, error.issues.filter((i) => !own(i)) as Issue[]);
  for (const i of error.issues.filter(own)) addMessage(answer.errors, i.path.map(String).join('.') || '_', translate(lang, i.message, { ...error.params, ...((i as Issue).params ?? {}) }));
  return { ...answer, message: translate(lang, error.key, error.params) };
}

/** The one error handler: 4xx answers carry a translated message; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that names no valid record (id 0, past the column's range, not a number) is a
      // page that does not exist: 404, as for a record of another user.
      if ((error as FastifyError).validationContext === 'params') return reply.status(404).send({ message: translate(lang, 'errors.not-found') });
      // fastify-type-provider-zod 6 spreads each zod issue (minus path/code/message) into `params`.
      const issues = error.validation.map(
        (v) => ({ ...(v.params as object), code: v.keyword, message: v.message, path: v.instancePath.split('/').filter(Boolean) }) as Issue,
      );
      return reply.status(422).send(validationAnswer(lang, issues));
    }
    if (error instanceof ZodError) {
      return reply.status(422).send(validationAnswer(lang, error.issues as Issue[]));
    }
    if (error instanceof FormInvalid) return reply.status(422).send(formInvalidAnswer(lang, error));
    if (error instanceof HttpError) {
      if (error.statusCode === 503) request.log.warn({ err: (error as { cause?: unknown }).cause ?? error }, 'storage unavailable');
      // A read that storage could not serve saved nothing either way: it says so without "nothing was saved".
      const key = error.key === 'errors.storage-unavailable' && (request.method === 'GET' || request.method === 'HEAD') ? 'errors.storage-unavailable-read' : error.key;
      const message = translate(lang, key, error.params);
      if (error.statusCode === 422) {
        const errors: Record<string, string[]> = {};
        for (const [field, keys] of Object.entries(error.fields ?? {})) errors[field] = keys.map((k) => translate(lang, k, error.params));
        return reply.status(422).send({ message, errors });
      }
      return reply.status(error.statusCode).send({ message });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: translate(lang, 'errors.rate-limited') });
    if (status === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE' || (error as FastifyError).code === 'FST_FILES_LIMIT') {
      return reply.status(413).send({ message: translate(lang, 'errors.file-too-large') });
    }
    if (status >= 400 && status < 500) {
      const key = status === 404 ? 'errors.not-found' : status === 401 ? 'errors.unauthenticated' : status === 403 ? 'errors.forbidden' : 'errors.bad-request';
      return reply.status(status).send({ message: translate(lang, key) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: translate(lang, 'errors.internal') });
  });
}
