import { describe, expect, it } from 'vitest';
import {
  acwrZone,
  addDays,
  dailyLoads,
  ewma,
  ewmaAcwr,
  ewmaLambda,
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

describe('a published worked example: Foster et al. 2001, Table 5', () => {
  /*
   * Foster C, Florhaug JA, Franklin J, et al. A new approach to monitoring exercise training.
   * J Strength Cond Res 2001;15(1):109-115, Table 5 ("Schematic training diary demonstrating the
   * calculation of training load, monotony, and strain"), numbers as printed. A week from Sunday
   * to Saturday, nine sessions (RPE, minutes, load):
   *   Sun cycle 100 km 5, 180, 940 | Mon jog 2, 25, 50 | Tue skate 7, 120, 840 + weights 7, 40, 280
   *   Wed cycle 30 km 3, 60, 180 | Thu skate 8, 75, 390 | Fri jog 2, 25, 50
   *   Sat skate 8, 75, 390 + weights 7, 40, 280
   *   Weekly load 3400; monotony 1.26; strain (load x monotony) 4284.
   * Three printed loads are not RPE x minutes (5 x 180 = 900, not 940; 8 x 75 = 600, not 390), but
   * the printed loads do add up to the printed weekly load. The printed monotony, 1.26, is the mean
   * of the nine session loads over their population SD (377.8 / 298.7); Foster (1998), which the
   * app follows, defines it over the week's seven daily loads (rest days as 0), which for this week
   * gives 1.21.
   */
  const sessions = [940, 50, 840, 280, 180, 390, 50, 390, 280];
  const daily = [940, 50, 840 + 280, 180, 390, 50, 390 + 280];

  it('session load is RPE x minutes for the rows whose arithmetic holds', () => {
    expect([sessionLoad(2, 25), sessionLoad(7, 120), sessionLoad(7, 40), sessionLoad(3, 60)]).toEqual([50, 840, 280, 180]);
  });

  it('the weekly load is the printed 3400, and strain is load x monotony (3400 x 1.26 = 4284)', () => {
    const w = weekFigures(daily);
    expect(w.load).toBe(3400);
    expect(w.strain).toBeCloseTo(w.load * w.monotony!, 9);
    expect(Math.round(3400 * Number((sessions.reduce((a, b) => a + b, 0) / sessions.length / populationSd(sessions)).toFixed(2)))).toBe(4284);
  });

  it("the printed monotony 1.26 is mean / population SD of the session loads; per day (the app's) it is 1.21", () => {
    const mean = sessions.reduce((a, b) => a + b, 0) / sessions.length;
    expect(Number((mean / populationSd(sessions)).toFixed(2))).toBe(1.26);
    expect(Number(weekFigures(daily).monotony!.toFixed(2))).toBe(1.21);
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

  it('EWMA: the decay of Williams et al. 2017, lambda = 2 / (N + 1) with N = 7 (acute) and 28 (chronic)', () => {
    // Williams S, West S, Cross MJ, Stokes KA. Better way to determine the acute:chronic workload
    // ratio? Br J Sports Med 2017;51(3):209-210: EWMA_today = Load_today x lambda + (1 - lambda) x
    // EWMA_yesterday, lambda = 2 / (N + 1), N typically 7 and 28 days. The letter's day-28 ratios
    // (1.25, 1.41, 1.55) are computed on Menaspa's three example athletes, whose daily loads are not
    // reproduced here, so only the constants and the recurrence are checked.
    expect(ewmaLambda(7)).toBe(0.25);
    expect(ewmaLambda(28)).toBe(2 / 29);
    expect(ewmaLambda(28)).toBeCloseTo(0.069, 3);
    const loads = [300, 0, 450, 200];
    const chronic = ewma(loads, 2 / 29);
    for (let i = 1; i < loads.length; i++) expect(chronic[i]).toBe(loads[i]! * (2 / 29) + (1 - 2 / 29) * chronic[i - 1]!);
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
