import { describe, expect, it } from 'vitest';
import type { FastifyReply } from 'fastify';
import { AnswerCache, sendCachedAnswer } from './answer-cache.ts';

describe('AnswerCache', () => {
  it('answers only for the version an entry was built from', () => {
    const cache = new AnswerCache(100);
    cache.set('1:en-us', 3, Buffer.from('abc'));
    expect(cache.get('1:en-us', 3)?.toString()).toBe('abc');
    expect(cache.get('1:en-us', 4)).toBeUndefined();
    // A stale entry is dropped, not kept for its old version.
    expect(cache.get('1:en-us', 3)).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('keeps at most maxBytes, dropping the least recently used first', () => {
    const cache = new AnswerCache(10);
    cache.set('a', 1, Buffer.alloc(4));
    cache.set('b', 1, Buffer.alloc(4));
    expect(cache.get('a', 1)).toBeDefined();
    cache.set('c', 1, Buffer.alloc(4));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
    expect(cache.size()).toBe(8);
    cache.set('huge', 1, Buffer.alloc(11));
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.size()).toBe(8);
  });

  it('builds once for callers that miss the same key and version together, again after a failed build', async () => {
    const cache = new AnswerCache(1000);
    const sent: string[] = [];
    const reply = () =>
      ({
        serialize: (value: unknown) => JSON.stringify(value),
        type() {
          return this;
        },
        send(body: Buffer) {
          sent.push(body.toString());
          return this;
        },
      }) as unknown as FastifyReply;
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { n: builds };
    };
    await Promise.all([1, 2, 3].map(() => sendCachedAnswer(reply(), cache, 'k', 1, build)));
    expect(builds).toBe(1);
    expect(sent).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(cache.building.size).toBe(0);
    // Another version is another build.
    await sendCachedAnswer(reply(), cache, 'k', 2, build);
    expect(builds).toBe(2);

    const failing = () => Promise.reject(new Error('database went away'));
    await expect(Promise.all([1, 2].map(() => sendCachedAnswer(reply(), cache, 'k', 3, failing)))).rejects.toThrow('database went away');
    expect(cache.building.size).toBe(0);
    await sendCachedAnswer(reply(), cache, 'k', 3, build);
    expect(builds).toBe(3);
  });
});
