import { Anchor, Badge, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Language, WeekCellKey, WeekShift, Weekday } from '@prancheta/shared';
import { LIMITS, WEEK_CELL_TEXT_MAX, WEEK_SHIFTS } from '@prancheta/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDayMonth } from '../../components/format.ts';
import { RichText } from '../../components/rich-text/index.tsx';
import type { WeekFormValues } from './weekForm.ts';
import { visibleLength } from './weekForm.ts';

/** A training the coach may link from a cell. */
export interface TrainingOption {
  value: string;
  label: string;
}

/**
 * One checked weekday of the editor: its date, and a morning and a night block (time, place, rich
 * text activities, an optional linked training), each in the sheet's row colours.
 */
export const DayColumn = memo(DayColumnView, (a, b) => {
  // Typing in one cell re-renders only its own column (each column holds two rich-text editors).
  if (a.day !== b.day || a.date !== b.date || a.values.config !== b.values.config || a.errors !== b.errors || a.trainings !== b.trainings) return false;
  return WEEK_SHIFTS.every((s) => {
    const key = `${a.day}${s}` as WeekCellKey;
    return (['dia', 'time', 'place', 'treinos'] as const).every((f) => a.values[f][key] === b.values[f][key]);
  });
});

interface DayColumnProps {
  day: Weekday;
  date: string;
  values: WeekFormValues;
  errors: Record<string, string>;
  trainings: TrainingOption[];
  /** Both callbacks must update through functional state updates: a memoised column keeps the first ones. */
  onCell: (field: 'dia' | 'time' | 'place', key: WeekCellKey, value: string) => void;
  onTraining: (key: WeekCellKey, id: number | null) => void;
}

function DayColumnView(props: DayColumnProps) {
  const { t, i18n } = useTranslation();
  const { values, errors } = props;
  const caption = (shift: WeekShift) => (shift === 'M' ? values.config.morning || t('semana.morning-default') : values.config.night || t('semana.night-default'));
  const colours = (shift: WeekShift) => (shift === 'M' ? values.config.colors.morning : values.config.colors.night);
  const dayName = t(`semana.weekdays.${props.day}`);

  return (
    <Card withBorder radius="md" p={0} data-testid={`week-day-${props.day}`}>
      <Group justify="space-between" px="sm" py={8} style={{ background: values.config.colors.days[0], color: values.config.colors.days[1] }}>
        <Text fw={700}>{dayName}</Text>
        <Text size="sm">{formatDayMonth(props.date, i18n.language as Language)}</Text>
      </Group>
      {WEEK_SHIFTS.map((shift) => {
        const key = `${props.day}${shift}` as WeekCellKey;
        const [bg, fg] = colours(shift);
        const text = values.dia[key] ?? '';
        const length = visibleLength(text);
        const linked = values.treinos[key];
        // Every cell has the same boxes: their names say which day and shift they belong to.
        const named = (field: string) => t('semana.field-of', { field, cell: t('semana.cell-of', { day: dayName, shift: caption(shift) }) });
        return (
          <Stack key={shift} gap={6} p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Badge radius="sm" style={{ background: bg, color: fg }} data-testid={`week-caption-${key}`}>
              {caption(shift)}
            </Badge>
            <Group grow gap="xs" wrap="nowrap">
              <TextInput size="xs" label={t('semana.labels.time')} aria-label={named(t('semana.labels.time'))} value={values.time[key] ?? ''} maxLength={LIMITS.weekCellMax} error={errors[`time.${key}`]} onChange={(e) => props.onCell('time', key, e.currentTarget.value)} data-testid={`week-time-${key}`} />
              <TextInput size="xs" label={t('semana.labels.place')} aria-label={named(t('semana.labels.place'))} value={values.place[key] ?? ''} maxLength={LIMITS.weekCellMax} error={errors[`place.${key}`]} onChange={(e) => props.onCell('place', key, e.currentTarget.value)} data-testid={`week-place-${key}`} />
            </Group>
            <RichText value={text} onChange={(html) => props.onCell('dia', key, html)} label={t('semana.cell-of', { day: dayName, shift: caption(shift) })} testId={`week-dia-${key}`} />
            <Text size="xs" c={length > WEEK_CELL_TEXT_MAX || errors[`dia.${key}`] ? 'red' : 'dimmed'} ta="right">
              {errors[`dia.${key}`] ?? `${length}/${WEEK_CELL_TEXT_MAX}`}
            </Text>
            <Select
              size="xs"
              label={t('semana.labels.treino')}
              aria-label={named(t('semana.labels.treino'))}
              placeholder={t('semana.no-training')}
              data={props.trainings}
              value={linked ? String(linked) : null}
              onChange={(v) => props.onTraining(key, v ? Number(v) : null)}
              clearable
              searchable
              error={errors[`treinos.${key}`]}
              data-testid={`week-treino-${key}`}
              comboboxProps={{ withinPortal: true }}
            />
            {linked ? (
              <Anchor component={Link} to={`/treino/${linked}`} size="xs" data-testid={`week-treino-link-${key}`}>
                {t('semana.open-training')}
              </Anchor>
            ) : null}
          </Stack>
        );
      })}
    </Card>
  );
}
