import { describe, expect, it } from 'vitest';
import { addFavourite, FAVOURITES_MAX, normaliseHex, parseFavourites, removeFavourite } from './favourites.ts';

describe('favourite colours', () => {
  it('normalises colours and refuses non-colours', () => {
    expect(normaliseHex('#ABC')).toBe('#aabbcc');
    expect(normaliseHex('#FF0000')).toBe('#ff0000');
    expect(normaliseHex('red')).toBeNull();
    expect(normaliseHex('#12345')).toBeNull();
  });

  it('parses stored lists defensively', () => {
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites('not json')).toEqual([]);
    expect(parseFavourites('{"a":1}')).toEqual([]);
    expect(parseFavourites('["#FF0000", 3, "#ff0000", "blue", "#00ff00"]')).toEqual(['#ff0000', '#00ff00']);
  });

  it('adds without duplicates, caps the list, removes', () => {
    let list = addFavourite([], '#ff0000');
    list = addFavourite(list, '#FF0000');
    expect(list).toEqual(['#ff0000']);
    for (let i = 0; i < FAVOURITES_MAX + 5; i++) list = addFavourite(list, `#0000${i.toString(16).padStart(2, '0')}`);
    expect(list).toHaveLength(FAVOURITES_MAX);
    expect(list).not.toContain('#ff0000');
    expect(removeFavourite(list, list[0]!.toUpperCase())).toHaveLength(FAVOURITES_MAX - 1);
  });
});
