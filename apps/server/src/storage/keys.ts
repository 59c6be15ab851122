import { HttpError } from '../http/errors.ts';

/** A key that is not one the server builds: absolute, with `..`/`.`, empty segments, backslashes or control characters. */
export class InvalidStorageKey extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

/**
 * The storage answered with an error or not at all (network down, refused credentials, 5xx): a
 * 503 in the caller's language, never the driver's own message.
 */
export class StorageUnavailable extends HttpError {
  constructor(
    public readonly operation: string,
    public override readonly cause: unknown,
  ) {
    super(503, 'errors.storage-unavailable');
  }
}

/**
 * Checks a key ("treinos/12/logo-ab12.png") and answers it unchanged. With `prefix`, a trailing
 * '/' is allowed and the key is answered without it ("treinos/12/" -> "treinos/12").
 */
export function checkKey(key: string, options: { prefix?: boolean } = {}): string {
  const body = options.prefix ? key.replace(/\/$/, '') : key;
  // eslint-disable-next-line no-control-regex
  const bad = body === '' || body.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(body) || body.split('/').some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw new InvalidStorageKey(key);
  return body;
}
