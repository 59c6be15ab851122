import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use instead of at startup, for packages that only some
 * configurations use (pg without a PostgreSQL DATABASE_URL, ioredis without REDIS_URL...): loading
 * them is a good part of the server's startup otherwise. `require` gives the same module instance
 * an `import` of the package does (node wraps the CommonJS exports for import), so the two mix.
 * `onLoad` runs once, on the first use (process-wide settings of the package).
 */
export function lazyPackage<T>(name: string, onLoad?: (loaded: T) => void): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      loaded = require(name) as T;
      onLoad?.(loaded);
    }
    return loaded;
  };
}
