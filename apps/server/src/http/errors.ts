import type { core } from 'zod';
/** An error that becomes an HTTP answer: status plus an i18n key translated in the caller's language. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly key: string,
    public readonly params: Record<string, string | number> = {},
    /** 422 only: field -> i18n keys. */
    public readonly fields?: Record<string, string[]>,
  ) {
    super(key);
  }
}

export const unauthorized = () => new HttpError(401, 'errors.unauthenticated');
export const paymentRequired = () => new HttpError(402, 'errors.subscription-inactive');
export const forbidden = () => new HttpError(403, 'errors.forbidden');
export const notFound = (key = 'errors.not-found') => new HttpError(404, key);
export const badRequest = (key = 'errors.bad-request', params: Record<string, string | number> = {}) => new HttpError(400, key, params);

/** One refused field: a zod issue, or our own with an i18n key as message. */
export type FormIssue = Pick<core.$ZodIssue, 'code' | 'message' | 'path'> & { minimum?: unknown; maximum?: unknown; origin?: string };

/** An issue naming a field with an i18n key ('treinos.sport-invalid', 'upload.required'...). */
export function fieldIssue(field: string, key: string): FormIssue {
  return { code: 'custom', message: key, path: [field] };
}

/** True when the issue is an empty required field or file ('Fill in all fields'). */
export function isMissingIssue(issue: FormIssue): boolean {
  return issue.message === 'validation.required' || issue.message === 'upload.required' || issue.code === 'invalid_type';
}

/**
 * The one validation error of every form: the central error handler answers it as 422
 * `{ message, errors: { field: [text] } }` in the caller's language. `key` is the answer's
 * message (e.g. 'treinos.fill-error' when a required field is missing).
 */
export class FormInvalid extends HttpError {
  constructor(
    public readonly issues: FormIssue[],
    messageKey = 'validation.general',
    params: Record<string, string | number> = {},
  ) {
    super(422, messageKey, params);
  }

  /** A FormInvalid from field -> i18n keys (upload checks, drafts, hand-written rules). */
  static of(fields: Record<string, string[]>, messageKey = 'validation.general', params: Record<string, string | number> = {}): FormInvalid {
    return new FormInvalid(
      Object.entries(fields).flatMap(([field, keys]) => keys.map((k) => fieldIssue(field, k))),
      messageKey,
      params,
    );
  }
}

/** 422 with one message per failing field (values are i18n keys). */
export function invalid(fields: Record<string, string[]>, key = 'validation.general'): FormInvalid {
  return FormInvalid.of(fields, key);
}
