import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Language } from '@prancheta/shared';
import { formatShortDate } from '@prancheta/shared';
import { useTranslation } from 'react-i18next';
import { useSheetMarks } from '../../api/assessments.ts';

/** On a sheet (coach): the "done" marks its students left from their page, newest first. */
export function SheetMarks({ sheetId }: { sheetId: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const marks = useSheetMarks(sheetId);
  if (!marks.data) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="sheet-marks">
      <Title order={4} mb="sm">
        {t('assess.marks-title')}
      </Title>
      {marks.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('assess.marks-empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {marks.data.map((m) => (
            <Stack key={m.id} gap={2} data-testid="sheet-mark">
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {m.athlete_name ?? ''}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatShortDate(m.created_at, lang)}
                </Text>
                <Badge variant="light" color={m.effort >= 8 ? 'red' : m.effort >= 5 ? 'orange' : 'teal'}>
                  {t('assess.effort')}: {m.effort}/10
                </Badge>
              </Group>
              {m.comment ? <Text size="sm">{m.comment}</Text> : null}
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
