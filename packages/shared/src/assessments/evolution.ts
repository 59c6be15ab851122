/*
 * Evolution of an athlete across assessments: the series a chart draws and its geometry, shared
 * by the web chart (SVG) and the PDF report (react-pdf Svg), so both show the same lines.
 */

import { FAT_EQUATION_NAMES, FAT_EQUATIONS } from './formulas.ts';
import type { FatEquation } from './formulas.ts';

/** The bioimpedance values typed from the device, charted when an athlete has them. */
export const BIOIMPEDANCE_SERIES = ['bio_fat_pct', 'bio_muscle_kg', 'bio_water_pct', 'bio_visceral', 'bio_bmr'] as const;

/** Series the evolution charts offer, in display order (a series shows once it has two values). */
export const EVOLUTION_SERIES = ['weight', 'bmi', 'fat_pct', 'lean_kg', 'sum_skinfolds', 'circ_waist', 'circ_hip', 'resting_hr', ...BIOIMPEDANCE_SERIES] as const;
export type EvolutionSeries = (typeof EVOLUTION_SERIES)[number];

/** The headline series of the student page and the PDF report: the main measures, then bioimpedance. */
export const REPORT_SERIES: readonly EvolutionSeries[] = ['weight', 'fat_pct', 'bmi', 'circ_waist', ...BIOIMPEDANCE_SERIES];

/** Decimals a series' values are shown with (whole numbers: heart rate, visceral level, BMR). */
export function seriesDecimals(key: EvolutionSeries): number {
  return key === 'resting_hr' || key === 'bio_visceral' || key === 'bio_bmr' ? 0 : 1;
}

/**
 * The `{ equation }` parameter of the body-fat labels ('assess.r.fat', 'assess.series.fat_pct'):
 * the equation's name, or the names in use joined by '/' when an athlete's assessments mix them.
 */
export function fatEquationParams(assessments: readonly { fat_equation?: FatEquation; fat_pct?: number | null }[]): { equation: string } {
  const used = FAT_EQUATIONS.filter((e) => assessments.some((a) => (a.fat_equation ?? 'siri') === e && a.fat_pct != null));
  return { equation: (used.length > 0 ? used : (['siri'] as const)).map((e) => FAT_EQUATION_NAMES[e]).join('/') };
}

export interface EvolutionPoint {
  date: string;
  value: number;
}

/** The points of one series: assessments holding a value for it, in date order. */
export function seriesOf(assessments: readonly ({ date: string } & Partial<Record<EvolutionSeries, number | null>>)[], key: EvolutionSeries): EvolutionPoint[] {
  return assessments
    .filter((a) => typeof a[key] === 'number' && Number.isFinite(a[key]))
    .map((a) => ({ date: a.date, value: a[key] as number }))
    .sort((x, y) => x.date.localeCompare(y.date));
}

export interface ChartGeometry {
  /** Point positions in the plot box (x to the right, y downwards). */
  points: { x: number; y: number; date: string; value: number }[];
  /** Value axis: bottom and top values and the ticks between (inclusive). */
  min: number;
  max: number;
  ticks: { y: number; value: number }[];
}

/** A step of 1, 2 or 5 times a power of ten giving about `count` intervals over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
}

/**
 * Places points in a width x height plot box: evenly spaced by order (assessments are dated
 * sessions, not a continuous clock), the value axis widened to round ticks. One point sits in the
 * middle; a flat series gets a band of ±1 around its value.
 */
export function chartGeometry(points: readonly EvolutionPoint[], width: number, height: number, tickCount = 4): ChartGeometry {
  if (points.length === 0) return { points: [], min: 0, max: 0, ticks: [] };
  let lo = Math.min(...points.map((p) => p.value));
  let hi = Math.max(...points.map((p) => p.value));
  if (hi - lo < 1e-9) {
    lo -= 1;
    hi += 1;
  }
  const step = niceStep(hi - lo, tickCount);
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const yOf = (v: number) => height - ((v - min) / (max - min)) * height;
  const ticks: { y: number; value: number }[] = [];
  for (let v = min; v <= max + step / 2; v += step) ticks.push({ y: yOf(v), value: Number(v.toFixed(6)) });
  const n = points.length;
  return {
    points: points.map((p, i) => ({ x: n === 1 ? width / 2 : (i / (n - 1)) * width, y: yOf(p.value), date: p.date, value: p.value })),
    min,
    max,
    ticks,
  };
}
