import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

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
});
