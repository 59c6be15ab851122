import { Box, Group, Select, Text } from '@mantine/core';
import type { Assessment, EvolutionSeries, Language } from '@prancheta/shared';
import { chartGeometry, fatEquationParams, EVOLUTION_SERIES, formatShortDate, seriesDecimals, seriesOf } from '@prancheta/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format.ts';

const W = 600;
const H = 220;
const PAD = { left: 44, right: 16, top: 12, bottom: 30 };

/**
 * A line chart of one measure across an athlete's assessments (plain SVG, scales to its box): the
 * series to show is picked from those with at least two values. Shared geometry with the PDF report.
 */
export function EvolutionChart({ assessments, testId = 'evolution-chart' }: { assessments: Assessment[]; testId?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const available = useMemo(() => EVOLUTION_SERIES.filter((k) => seriesOf(assessments, k).length >= 2), [assessments]);
  const [chosen, setChosen] = useState<EvolutionSeries | null>(null);
  const key = chosen && available.includes(chosen) ? chosen : (available[0] ?? null);
  if (!key) {
    return (
      <Text c="dimmed" size="sm" data-testid={`${testId}-empty`}>
        {t('assess.evolution-empty')}
      </Text>
    );
  }
  const points = seriesOf(assessments, key);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const g = chartGeometry(points, plotW, plotH);
  const digits = seriesDecimals(key);
  const label = t('assess.chart-label', {
    series: t(`assess.series.${key}`, fatEquationParams(assessments)),
    points: points.map((p) => `${formatShortDate(p.date, lang)} ${formatNumber(p.value, lang, digits)}`).join('; '),
  });
  const x = (v: number) => v + PAD.left;
  const y = (v: number) => v + PAD.top;
  return (
    <Box data-testid={testId}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Select
          aria-label={t('assess.tab-evolution')}
          data-testid={`${testId}-series`}
          data={available.map((k) => ({ value: k, label: t(`assess.series.${k}`, fatEquationParams(assessments)) }))}
          value={key}
          onChange={(v) => setChosen((v as EvolutionSeries | null) ?? null)}
          allowDeselect={false}
          w={240}
          maw="100%"
        />
      </Group>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={label} style={{ display: 'block', maxWidth: W }}>
        {g.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick.y)} y2={y(tick.y)} stroke="var(--mantine-color-gray-3)" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(tick.y) + 4} textAnchor="end" fontSize={11} fill="var(--mantine-color-dimmed)">
              {formatNumber(tick.value, lang, tick.value % 1 === 0 ? 0 : 1)}
            </text>
          </g>
        ))}
        <polyline points={g.points.map((p) => `${x(p.x)},${y(p.y)}`).join(' ')} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth={2.5} strokeLinejoin="round" />
        {g.points.map((p, i) => (
          <g key={`${p.date}-${i}`}>
            <circle cx={x(p.x)} cy={y(p.y)} r={4} fill="var(--mantine-primary-color-filled)">
              <title>{`${formatShortDate(p.date, lang)}: ${formatNumber(p.value, lang, digits)}`}</title>
            </circle>
            {i === 0 || i === g.points.length - 1 || g.points.length <= 6 ? (
              <text
                x={x(p.x)}
                y={H - 8}
                textAnchor={i === 0 && g.points.length > 1 ? 'start' : i === g.points.length - 1 && g.points.length > 1 ? 'end' : 'middle'}
                fontSize={11}
                fill="var(--mantine-color-dimmed)"
              >
                {formatShortDate(p.date, lang)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </Box>
  );
}
