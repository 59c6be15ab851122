import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Assessment, Language } from '@prancheta/shared';
import { fatEquationParams, formatShortDate } from '@prancheta/shared';
// By its own path: the schemas' module (beside it) would bring zod into the assessments list.
import { MEASURES } from '@prancheta/shared/schemas/assessment-constants.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format.ts';

/** One labelled figure of a summary. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/**
 * The headline figures of an assessment (weight, BMI, body fat, lean mass, resting heart rate and
 * blood pressure) in a card, with the date, protocol and optional actions (coach) or photos.
 */
export function AssessmentSummary({ assessment: a, actions, children, testId }: { assessment: Assessment; actions?: ReactNode; children?: ReactNode; testId?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const n = (v: number | null | undefined, digits: number, unit: string) => (v == null ? null : `${formatNumber(v, lang, digits)} ${unit}`.trim());
  const figures: [string, string | null][] = [
    [t('assess.m.weight'), n(a.weight, 1, MEASURES.weight.unit)],
    [t('assess.m.height'), n(a.height, 1, MEASURES.height.unit)],
    [t('assess.r.bmi'), n(a.bmi, 1, 'kg/m²')],
    [t('assess.r.fat', fatEquationParams([a])), n(a.fat_pct, 1, '%')],
    [t('assess.r.lean-kg'), n(a.lean_kg, 1, 'kg')],
    [t('assess.m.bio_fat_pct'), n(a.bio_fat_pct, 1, '%')],
    [t('assess.m.resting_hr'), n(a.resting_hr, 0, 'bpm')],
    [t('assess.bp'), a.bp_systolic != null && a.bp_diastolic != null ? `${a.bp_systolic}/${a.bp_diastolic} mmHg` : null],
  ];
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text fw={700}>{formatShortDate(a.date, lang)}</Text>
          {a.protocol !== 'none' ? <Badge variant="light">{t(`assess.protocol-${a.protocol}`)}</Badge> : null}
        </Group>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {figures
          .filter((f): f is [string, string] => f[1] !== null)
          .map(([label, value]) => (
            <Figure key={label} label={label} value={value} />
          ))}
      </SimpleGrid>
      {children}
    </Paper>
  );
}
