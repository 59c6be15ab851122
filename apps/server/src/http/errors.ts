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

/** 422 with one message per failing field (values are i18n keys). */
export function invalid(fields: Record<string, string[]>, key = 'validation.general'): HttpError {
  return new HttpError(422, key, {}, fields);
}
