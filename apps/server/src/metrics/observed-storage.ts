import type { Storage } from '../storage/storage.ts';
import type { Metrics } from './metrics.ts';

/** A missing key (local ENOENT, object-store NoSuchKey/NotFound) is an answer, not a storage fault. */
function isMissing(err: unknown): boolean {
  const e = err as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.code === 'ENOENT' || e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * The storage with its failures counted (prancheta_storage_errors_total{operation}): a method
 * whose promise rejects, or whose returned stream emits 'error'. Every method of the driver is
 * covered, whatever the driver; answers and errors pass through unchanged. Without metrics the
 * storage itself is returned.
 */
export function observedStorage(storage: Storage, metrics: Metrics): Storage {
  if (!metrics.registry) return storage;
  const wrapped = new Map<PropertyKey, unknown>();
  const wrap = (operation: string, method: (...args: unknown[]) => unknown) =>
    function (this: unknown, ...args: unknown[]): unknown {
      const failed = (err: unknown) => {
        if (!isMissing(err)) metrics.storageError(operation);
      };
      let result: unknown;
      try {
        result = method.apply(storage, args);
      } catch (err) {
        failed(err);
        throw err;
      }
      if (result instanceof Promise) {
        return result.catch((err: unknown) => {
          failed(err);
          throw err;
        });
      }
      const stream = result as { once?: (event: string, listener: (err: unknown) => void) => void; pipe?: unknown } | null;
      if (typeof stream?.once === 'function' && typeof stream.pipe === 'function') stream.once('error', failed);
      return result;
    };
  return new Proxy(storage, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function' || typeof prop !== 'string') return value;
      let fn = wrapped.get(prop);
      if (!fn) {
        fn = wrap(prop, value as (...args: unknown[]) => unknown);
        wrapped.set(prop, fn);
      }
      return fn;
    },
  });
}
