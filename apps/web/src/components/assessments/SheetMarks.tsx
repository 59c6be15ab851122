import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import type { Language } from '@prancheta/shared';
import { formatShortDate } from '@prancheta/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSheetMarks } from '../../api/assessments.ts';

/**
 * On a sheet (coach), above its form: the "done" marks its students left from their page, newest
 * first, in a panel that folds away. It opens by itself when there are marks to read; its title
 * tells how many there are and, folded, the latest one. While they load, the panel's title with
 * "(…)", folded and disabled, so the form below does not move when they arrive.
 */
export function SheetMarks({ sheetId }: { sheetId: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const marks = useSheetMarks(sheetId);
  if (marks.isError) return null;
  const list = marks.data;
  const latest = list?.[0];
  return (
    // Mounted again once read: a panel with marks then opens by itself.
    <Accordion key={list ? 'read' : 'reading'} variant="contained" radius="md" defaultValue={latest ? 'marks' : null} data-testid="sheet-marks" aria-busy={!list}>
      <Accordion.Item value="marks">
        <Accordion.Control icon={<IconCircleCheck size={20} color="var(--mantine-color-teal-6)" />} disabled={!list} data-testid="sheet-marks-toggle">
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{`${t('assess.marks-title')} (${list ? list.length : '…'})`}</Text>
            {latest ? (
              <Text size="sm" c="dimmed">
                {`${latest.athlete_name ?? ''} · ${formatShortDate(latest.created_at, lang)} · ${latest.effort}/10`}
              </Text>
            ) : null}
          </Group>
        </Accordion.Control>
        <Accordion.Panel>
          {!list ? null : list.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('assess.marks-empty')}
            </Text>
          ) : (
            <Stack gap="xs">
              {list.map((m) => (
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
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
