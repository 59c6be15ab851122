import { describe, expect, it } from 'vitest';
import {
  acwrZone,
  addDays,
  dailyLoads,
  ewma,
  ewmaAcwr,
  hooperIndex,
  populationSd,
  rollingAcwr,
  sessionLoad,
  validZones,
  weekFigures,
  weekStart,
  wellnessFlag,
} from './formulas.ts';

describe('session load', () => {
  it('is RPE times minutes', () => {
    expect(sessionLoad(7, 60)).toBe(420);
    expect(sessionLoad(0, 90)).toBe(0);
  });
});

describe('calendar', () => {
  it('finds the Monday of a week', () => {
    expect(weekStart('2026-11-28')).toBe('2026-11-23'); // a Saturday
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // the Monday itself
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // the Sunday closes the week
    expect(weekStart('2026-03-01')).toBe('2026-02-23'); // across a month
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('daily loads', () => {
  it('sums the sessions of a day and fills a gap in the data with rest days', () => {
    const loads = dailyLoads(
      [
        { date: '2026-11-02', minutes: 60, rpe: 5 },
        { date: '2026-11-02', minutes: 30, rpe: 8 },
        { date: '2026-11-06', minutes: 45, rpe: 4 },
        { date: '2026-10-31', minutes: 45, rpe: 4 }, // before the period: ignored
      ],
      '2026-11-02',
      '2026-11-08',
    );
    expect(loads).toEqual([540, 0, 0, 0, 180, 0, 0]);
  });
});

describe('weekly figures (Foster 1998)', () => {
  it('a week with two rest days: monotony = mean / population SD, strain = load x monotony', () => {
    // Worked by hand: five days of 400 and two rest days. Mean 2000/7 = 285.71; the population SD
    // is 400 x sqrt(5/7 x 2/7) = 180.70; monotony = sqrt(5/2) = 1.5811; strain = 2000 x 1.5811.
    const w = weekFigures([400, 400, 0, 400, 400, 400, 0]);
    expect(w.load).toBe(2000);
    expect(w.monotony).toBeCloseTo(1.5811, 4);
    expect(w.strain).toBeCloseTo(3162.28, 1);
  });

  it('a week of equal daily loads has no monotony or strain (SD 0)', () => {
    expect(weekFigures([300, 300, 300, 300, 300, 300, 300])).toEqual({ load: 2100, monotony: null, strain: null });
  });

  it('a week of rest has load 0 and no monotony', () => {
    expect(weekFigures([0, 0, 0, 0, 0, 0, 0])).toEqual({ load: 0, monotony: null, strain: null });
  });

  it('the population SD divides by n', () => {
    expect(populationSd([2, 4, 4, 4, 5, 5, 7, 9])).toBe(2);
  });
});

describe('acute:chronic workload ratio', () => {
  it('rolling: nothing before 28 days of data, then 7-day mean / 28-day mean', () => {
    const daily = [...new Array<number>(21).fill(100), ...new Array<number>(7).fill(200)];
    expect(rollingAcwr(daily, 26)).toBeNull();
    // 28-day mean (21 x 100 + 7 x 200) / 28 = 125; 7-day mean 200; 200 / 125 = 1.6.
    expect(rollingAcwr(daily, 27)).toBeCloseTo(1.6, 10);
    expect(acwrZone(rollingAcwr(daily, 27)!)).toBe('high');
  });

  it('rolling: a chronic mean of 0 gives no ratio', () => {
    expect(rollingAcwr(new Array<number>(28).fill(0), 27)).toBeNull();
  });

  it('EWMA starts at the first day and weighs today by 2/(N+1)', () => {
    // Acute lambda 2/8 = 0.25: 100; 0.25 x 0 + 0.75 x 100 = 75; 0.25 x 200 + 0.75 x 75 = 106.25.
    expect(ewma([100, 0, 200], 0.25)).toEqual([100, 75, 106.25]);
    const r = ewmaAcwr([100, 0, 200]);
    // Chronic lambda 2/29: 100; 100 x 27/29 = 93.1034; 200 x 2/29 + 93.1034 x 27/29 = 100.4756.
    expect(r[1]!.chronic).toBeCloseTo(93.1034, 4);
    expect(r[2]!.chronic).toBeCloseTo(100.4756, 4);
    expect(r[2]!.ratio).toBeCloseTo(106.25 / 100.4756, 6);
    expect(r[0]!.ratio).toBe(1);
  });

  it('EWMA of a steady load stays at that load (ratio 1)', () => {
    const r = ewmaAcwr(new Array<number>(60).fill(350));
    expect(r[59]!.acute).toBeCloseTo(350, 8);
    expect(r[59]!.ratio).toBeCloseTo(1, 8);
  });

  it("Gabbett's default zones, bounds on the lower zone's side", () => {
    expect([0.79, 0.8, 1.3, 1.31, 1.5, 1.51].map((r) => acwrZone(r))).toEqual(['low', 'target', 'target', 'caution', 'caution', 'high']);
    expect(acwrZone(1.4, { low: 0.7, target: 1.45, caution: 1.6 })).toBe('target');
  });

  it('refuses zones that do not increase', () => {
    expect(validZones({ low: 0.8, target: 1.3, caution: 1.5 })).toBe(true);
    expect(validZones({ low: 1.3, target: 0.8, caution: 1.5 })).toBe(false);
    expect(validZones({ low: 0, target: 1, caution: 2 })).toBe(false);
  });
});

describe('wellness (Hooper & Mackinnon 1995)', () => {
  const reading = (sleep: number, stress: number, fatigue: number, soreness: number) => ({ sleep, stress, fatigue, soreness });

  it('the index is the sum of the four items', () => {
    expect(hooperIndex(reading(2, 3, 4, 5))).toBe(14);
    expect(hooperIndex(reading(1, 1, 1, 1))).toBe(4);
    expect(hooperIndex(reading(7, 7, 7, 7))).toBe(28);
  });

  it('flags an index at least one SD above the own mean, once there are 7 earlier readings', () => {
    // Earlier indexes: mean 76/7 = 10.857, population SD 0.990: the threshold is 11.85.
    const previous = [10, 10, 10, 10, 12, 12, 12];
    expect(wellnessFlag(reading(3, 3, 3, 3), previous).highIndex).toBe(true); // 12
    expect(wellnessFlag(reading(3, 3, 3, 2), previous).highIndex).toBe(false); // 11
    expect(wellnessFlag(reading(5, 5, 5, 5), previous.slice(1)).highIndex).toBe(false); // only 6 earlier readings
  });

  it('flags any item at 6 or 7', () => {
    expect(wellnessFlag(reading(1, 2, 6, 7), []).items).toEqual(['fatigue', 'soreness']);
    expect(wellnessFlag(reading(5, 5, 5, 5), []).items).toEqual([]);
  });
});
