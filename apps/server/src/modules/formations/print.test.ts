import { describe, expect, it } from 'vitest';
import { printIds, printLanguage } from '../../print/query.ts';

describe('print query', () => {
  it('reads ids in every shape browsers send', () => {
    expect(printIds({ 'exs[]': ['3', '1'] }, 'exs')).toEqual([3, 1]);
    expect(printIds({ 'exs[0]': '5', 'exs[1]': '6' }, 'exs')).toEqual([5, 6]);
    expect(printIds({ exs: '7,8,7' }, 'exs')).toEqual([7, 8]);
    expect(printIds({ other: '1' }, 'exs')).toEqual([]);
  });

  it('refuses ids that are not positive integers', () => {
    expect(printIds({ 'exs[]': ['1', 'x'] }, 'exs')).toBeNull();
    expect(printIds({ 'exs[]': '0' }, 'exs')).toBeNull();
    expect(printIds({ 'exs[]': '-2' }, 'exs')).toBeNull();
  });

  it('maps the two-letter language to ours, pt-br by default', () => {
    expect(printLanguage({ lang: 'es' })).toBe('es-es');
    expect(printLanguage({ lang: 'en' })).toBe('en-us');
    expect(printLanguage({})).toBe('pt-br');
  });
});
