import { describe, expect, it } from 'vitest';
import { colourPairEntries, headerLabel, parseColourPairs, readColourPairs, serializeColourPairs } from './header-fields.ts';

describe('header-label and colour-pair codec', () => {
  it('reads flat form fields and nested JSON alike, ignoring unknown parts', () => {
    const flat = readColourPairs({ 'colors[header][0]': '#000000', 'colors[header][1]': ' #fff ', 'colors[other][0]': '#111111', 'colors[other][1]': '#222222' }, ['header']);
    const nested = readColourPairs({ colors: { header: ['#000000', '#fff'], other: ['#111111', '#222222'] } }, ['header']);
    expect(flat).toEqual({ pairs: { header: ['#000000', '#fff'] }, invalid: [] });
    expect(nested).toEqual(flat);
  });

  it('lists a part whose pair is incomplete or not a colour', () => {
    expect(readColourPairs({ 'colors[header][0]': '#000000' }, ['header']).invalid).toEqual(['header']);
    expect(readColourPairs({ colors: { header: ['red', '#fff'] } }, ['header']).invalid).toEqual(['header']);
  });

  it('round-trips: serialize, parse over defaults, form entries', () => {
    const stored = serializeColourPairs({ header: ['#123456', '#ffffff'] });
    expect(parseColourPairs(stored, { header: ['#000000', '#ffffff'], titulo: ['#eeeeee', '#000000'] })).toEqual({ header: ['#123456', '#ffffff'], titulo: ['#eeeeee', '#000000'] });
    expect(parseColourPairs('not json', { header: ['#000000', '#ffffff'] })).toEqual({ header: ['#000000', '#ffffff'] });
    const entries = colourPairEntries({ header: ['#123456', '#ffffff'] });
    expect(entries).toEqual([
      ['colors[header][0]', '#123456'],
      ['colors[header][1]', '#ffffff'],
    ]);
    expect(readColourPairs(Object.fromEntries(entries), ['header']).pairs).toEqual({ header: ['#123456', '#ffffff'] });
  });

  it('limits header labels to 20 characters', () => {
    expect(headerLabel.safeParse('x'.repeat(20)).success).toBe(true);
    expect(headerLabel.safeParse('x'.repeat(21)).success).toBe(false);
    expect(headerLabel.parse(undefined)).toBe('');
  });
});
