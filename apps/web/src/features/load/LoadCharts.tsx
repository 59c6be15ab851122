import type { AcwrZones } from '@prancheta/shared';
import { useTranslation } from 'react-i18next';
import type { LoadDay } from '../../api/load.ts';

const W = 640;
const H = 180;
const PAD = { left: 36, right: 8, top: 10, bottom: 22 };

/** x of day i of n, and the width of one day's bar. */
function xScale(n: number) {
  const inner = W - PAD.left - PAD.right;
  const step = inner / Math.max(1, n);
  return { x: (i: number) => PAD.left + i * step, step };
}

function yScale(max: number) {
  const inner = H - PAD.top - PAD.bottom;
  return (v: number) => PAD.top + inner - (max === 0 ? 0 : (v / max) * inner);
}

const line = (points: Array<[number, number]>) => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/** Daily load bars with the acute (7-day) and chronic (28-day) EWMA lines. */
export function DailyLoadChart({ days }: { days: LoadDay[] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...days.map((d) => Math.max(d.load, d.acute, d.chronic)));
  const { x, step } = xScale(days.length);
  const y = yScale(max);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={t('load.chart-daily')} data-testid="load-daily-chart">
      <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="var(--mantine-color-gray-4)" />
      <text x={PAD.left - 4} y={y(max) + 4} fontSize="10" textAnchor="end" fill="var(--mantine-color-dimmed)">
        {Math.round(max)}
      </text>
      {days.map((d, i) => (d.load > 0 ? <rect key={d.date} x={x(i) + step * 0.15} width={step * 0.7} y={y(d.load)} height={y(0) - y(d.load)} fill="var(--mantine-color-blue-3)" /> : null))}
      <path d={line(days.map((d, i) => [x(i) + step / 2, y(d.acute)]))} fill="none" stroke="var(--mantine-color-orange-7)" strokeWidth="2" />
      <path d={line(days.map((d, i) => [x(i) + step / 2, y(d.chronic)]))} fill="none" stroke="var(--mantine-color-grape-7)" strokeWidth="2" strokeDasharray="5 3" />
      {days.length > 0 ? (
        <>
          <text x={PAD.left} y={H - 6} fontSize="10" fill="var(--mantine-color-dimmed)">
            {days[0]!.date}
          </text>
          <text x={W - PAD.right} y={H - 6} fontSize="10" textAnchor="end" fill="var(--mantine-color-dimmed)">
            {days.at(-1)!.date}
          </text>
        </>
      ) : null}
    </svg>
  );
}

/** The two ratios over time over the coach's zone bands. */
export function AcwrChart({ days, zones }: { days: LoadDay[]; zones: AcwrZones }) {
  const { t } = useTranslation();
  const max = Math.max(2, ...days.map((d) => Math.max(d.rolling ?? 0, d.ewma ?? 0)));
  const { x, step } = xScale(days.length);
  const y = yScale(max);
  const band = (from: number, to: number, colour: string) => <rect x={PAD.left} width={W - PAD.left - PAD.right} y={y(to)} height={y(from) - y(to)} fill={`var(--mantine-color-${colour}-1)`} />;
  const series = (key: 'rolling' | 'ewma') =>
    days
      .map((d, i) => [x(i) + step / 2, d[key]] as const)
      .filter((p): p is readonly [number, number] => p[1] !== null)
      .map(([px, v]) => [px, y(v)] as [number, number]);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={t('load.chart-acwr')} data-testid="load-acwr-chart">
      {band(0, zones.low, 'blue')}
      {band(zones.low, zones.target, 'green')}
      {band(zones.target, zones.caution, 'orange')}
      {band(zones.caution, max, 'red')}
      {[zones.low, zones.target, zones.caution].map((v) => (
        <text key={v} x={PAD.left - 4} y={y(v) + 4} fontSize="10" textAnchor="end" fill="var(--mantine-color-dimmed)">
          {v.toFixed(1)}
        </text>
      ))}
      <path d={line(series('rolling'))} fill="none" stroke="var(--mantine-color-dark-6)" strokeWidth="2" />
      <path d={line(series('ewma'))} fill="none" stroke="var(--mantine-color-orange-8)" strokeWidth="2" strokeDasharray="5 3" />
    </svg>
  );
}
