import type { FastifyReply } from 'fastify';

/**
 * The data version an answer was built from: one counter, or several joined in a string
 * (`${a}:${b}`) when the answer depends on more than one.
 */
export type AnswerVersion = number | string;

/** One cached answer: the body as sent and the data version it was built from. */
interface Entry {
  version: AnswerVersion;
  body: Buffer;
}

/**
 * Serialised answers by key (e.g. `user id:language`), each valid only for the data version it was
 * built from (db/data-versions.ts). Bounded by total bytes; the least recently used go first. The
 * key must name everything the answer depends on besides the versioned rows (the user, the
 * language): the cache never decides who may read; the route authenticates before asking it.
 * One cache per app instance, so two apps (or test databases) never share answers.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Answers being built, by key and version: callers that miss together share one build. */
  readonly building = new Map<string, Promise<Buffer>>();

  constructor(private readonly maxBytes: number) {}

  /** The body cached under key for exactly this version, or undefined. */
  get(key: string, version: AnswerVersion): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.remove(key, entry);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: AnswerVersion, body: Buffer): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    if (body.length > this.maxBytes) return;
    this.entries.set(key, { version, body });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
  }

  /** Total bytes held (for tests and diagnostics). */
  size(): number {
    return this.bytes;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/**
 * Sends the answer cached under `key` for exactly `version`; on a miss builds it, serialises it
 * with the route's own serializer (which also checks it against the response schema) and caches
 * the bytes. The route must have authenticated the caller and `key` must name the caller.
 */
export async function sendCachedAnswer(reply: FastifyReply, cache: AnswerCache, key: string, version: AnswerVersion, build: () => Promise<unknown>): Promise<FastifyReply> {
  let body = cache.get(key, version);
  if (!body) {
    // Requests that miss the same key and version at the same time (a squad's phones after one
    // change) wait for one build instead of each building it again.
    const flight = `${key}\u0000${version}`;
    let pending = cache.building.get(flight);
    if (!pending) {
      pending = (async () => Buffer.from(reply.serialize(await build()) as string))();
      cache.building.set(flight, pending);
      const done = pending.then(
        (built) => cache.set(key, version, built),
        () => undefined,
      );
      void done.finally(() => cache.building.delete(flight));
    }
    body = await pending;
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
