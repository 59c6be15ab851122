import { describe, expect, it } from 'vitest';
import { chartGeometry, seriesOf } from './evolution.ts';

describe('evolution', () => {
  it('keeps the assessments that hold a value, in date order', () => {
    const s = seriesOf(
      [
        { date: '2026-03-01', weight: 80 },
        { date: '2026-01-01', weight: 82 },
        { date: '2026-02-01', weight: null },
      ],
      'weight',
    );
    expect(s).toEqual([
      { date: '2026-01-01', value: 82 },
      { date: '2026-03-01', value: 80 },
    ]);
  });

  it('spreads points over the width and maps the value range to round ticks', () => {
    const g = chartGeometry(
      [
        { date: 'a', value: 81 },
        { date: 'b', value: 79 },
        { date: 'c', value: 77 },
      ],
      200,
      100,
    );
    expect(g.points.map((p) => p.x)).toEqual([0, 100, 200]);
    expect(g.min).toBeLessThanOrEqual(77);
    expect(g.max).toBeGreaterThanOrEqual(81);
    // Higher values sit higher (smaller y).
    expect(g.points[0]!.y).toBeLessThan(g.points[2]!.y);
    expect(g.ticks[0]!.value).toBe(g.min);
    expect(g.ticks.at(-1)!.value).toBe(g.max);
    for (const p of g.points) {
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(100);
    }
  });

  it('centres a single point and gives a flat series a band', () => {
    const g = chartGeometry([{ date: 'a', value: 70 }], 200, 100);
    expect(g.points[0]!.x).toBe(100);
    expect(g.min).toBeLessThan(70);
    expect(g.max).toBeGreaterThan(70);
    expect(chartGeometry([], 200, 100).points).toEqual([]);
  });
});
