import { describe, expect, it } from 'vitest';
import { formatDate, formatDayMonth, formatShortDate } from './dates.ts';

describe('dates in the user language', () => {
  it('writes a calendar day in each language', () => {
    expect(formatShortDate('2026-11-21', 'pt-br')).toBe('21/11/2026');
    expect(formatShortDate('2026-11-21', 'es-es')).toBe('21/11/2026');
    expect(formatShortDate('2026-11-21', 'en-us')).toBe('11/21/2026');
    expect(formatDayMonth('2026-03-02', 'pt-br')).toBe('02/03');
    expect(formatDayMonth('2026-03-02', 'en-us')).toBe('03/02');
    expect(formatDayMonth('2026-03-04', 'es-es')).toBe('04/03');
    expect(formatDate('2026-03-05', 'pt-br')).toBe('5 de março de 2026');
    expect(formatDate('2026-03-05', 'en-us')).toBe('March 5, 2026');
  });

  it('keeps a calendar day on that day in any time zone, and leaves bad input empty', () => {
    // The first day of a month stays the first whatever the runner's zone (UTC-3 would give the 31st).
    expect(formatShortDate('2026-01-01', 'pt-br')).toBe('01/01/2026');
    expect(formatShortDate(null, 'pt-br')).toBe('');
    expect(formatShortDate('', 'pt-br')).toBe('');
    expect(formatShortDate('não é data', 'pt-br')).toBe('');
  });
});
