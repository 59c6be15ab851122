/** One cached answer: the body as sent and the data version it was built from. */
interface Entry {
  version: number;
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

  constructor(private readonly maxBytes: number) {}

  /** The body cached under key for exactly this version, or undefined. */
  get(key: string, version: number): Buffer | undefined {
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

  set(key: string, version: number, body: Buffer): void {
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
