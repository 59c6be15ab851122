import { ActionIcon, Badge, Button, Container, Group, Modal, Paper, ScrollArea, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { addDays, DEFAULT_ACWR_ZONES, weekStart } from '@prancheta/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAthleteBasics } from '../../api/assessments.ts';
import { handleApiError } from '../../api/errors.ts';
import { addLoadEntry, deleteLoadEntry, loadKeys, localToday, setWellness, useAthleteLoad, useLoadZones } from '../../api/load.ts';
import { confirmDelete } from '../../components/confirm/index.ts';
import { HoverTooltip } from '../../components/HoverTooltip.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { notFoundOr, useLeaveOnLoadError } from '../../components/useLeaveOnLoadError.ts';
import { EntryForm } from './EntryForm.tsx';
import { LoadPdfButton } from './LoadPdfButton.tsx';
import { AcwrChart, DailyLoadChart } from './LoadCharts.tsx';
import { ratio, ZONE_COLOURS } from './zones.ts';

/** Weeks an athlete's page shows: this one and the seven before. */
const WEEKS_SHOWN = 8;

/** /atletas/:id/carga: an athlete's load (daily bars, both ratios, weeks) and wellness, their entries, the check-in switch. */
export default function AthleteLoadPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const queryClient = useQueryClient();
  const today = localToday();
  const from = addDays(weekStart(today), -7 * (WEEKS_SHOWN - 1));
  const athlete = useAthleteBasics(id);
  const load = useAthleteLoad(id, from, today);
  const zones = useLoadZones().data ?? DEFAULT_ACWR_ZONES;
  const [adding, setAdding] = useState(false);
  // The switch shows the new state at once; the server's answer confirms it (or it goes back).
  const [wellnessOn, setWellnessOn] = useState<boolean | null>(null);
  useLeaveOnLoadError(athlete.error ?? load.error, (err) => ({ message: notFoundOr(err, t('atletas.not-found')), to: '/atletas' }));
  if (!athlete.data || !load.data) return <PageLoader />;
  const athleteId = athlete.data.id;
  const data = load.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: loadKeys.all });
  const last = data.days.at(-1);

  const toggleWellness = async (on: boolean) => {
    setWellnessOn(on);
    try {
      notifications.show({ color: 'green', message: (await setWellness(athleteId, on)).message });
      await refresh();
    } catch (err) {
      setWellnessOn(null);
      handleApiError(err);
    }
  };
  const remove = (entryId: number) =>
    confirmDelete({
      title: t('load.delete'),
      message: t('load.delete-confirm'),
      onConfirm: async () => {
        notifications.show({ color: 'green', message: (await deleteLoadEntry(entryId)).message });
        await refresh();
      },
    });

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }}>
      <PageHeader
        title={t('load.athlete-title')}
        subtitle={athlete.data.name}
        actions={
          <>
            <LoadPdfButton target={{ athlete: athleteId }} />
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)} data-testid="load-entry-new">
              {t('load.add-entry')}
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <Switch
          checked={wellnessOn ?? data.wellness_on}
          onChange={(e) => void toggleWellness(e.currentTarget.checked)}
          label={t('load.wellness-switch')}
          description={t('load.wellness-switch-hint')}
          data-testid="load-wellness-switch"
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={t('load.week-load')} value={String(data.weeks.at(-1)?.load ?? 0)} />
          <Figure label={t('load.monotony')} value={ratio(data.weeks.at(-1)?.monotony)} />
          <Figure
            label={t('load.acwr-rolling')}
            value={ratio(last?.rolling)}
            colour={last?.rolling_zone ? ZONE_COLOURS[last.rolling_zone] : undefined}
            testId="load-figure-rolling"
          />
          <Figure label={t('load.acwr-ewma')} value={ratio(last?.ewma)} colour={last?.ewma_zone ? ZONE_COLOURS[last.ewma_zone] : undefined} />
        </SimpleGrid>
        {data.first_date === null ? (
          <Text c="dimmed" data-testid="load-empty">
            {t('load.empty')}
          </Text>
        ) : data.rolling_from && data.rolling_from > today ? (
          <Text c="dimmed" size="sm" data-testid="load-rolling-wait">
            {t('load.rolling-wait', { date: data.rolling_from })}
          </Text>
        ) : null}
        <Paper withBorder p="sm" radius="md">
          <Title order={4} mb="xs">
            {t('load.chart-daily')}
          </Title>
          <DailyLoadChart days={data.days} />
          <Text size="xs" c="dimmed">
            {t('load.chart-daily-legend')}
          </Text>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Title order={4} mb="xs">
            {t('load.chart-acwr')}
          </Title>
          <AcwrChart days={data.days} zones={zones} />
          <Text size="xs" c="dimmed">
            {t('load.chart-acwr-legend')}
          </Text>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Title order={4} mb="xs">
            {t('load.weeks')}
          </Title>
          <ScrollArea>
            <Table striped data-testid="load-weeks">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('load.week-of')}</Table.Th>
                  <Table.Th>{t('load.week-load')}</Table.Th>
                  <Table.Th>{t('load.monotony')}</Table.Th>
                  <Table.Th>{t('load.strain')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...data.weeks].reverse().map((w) => (
                  <Table.Tr key={w.start}>
                    <Table.Td>{w.start}</Table.Td>
                    <Table.Td>{w.load}</Table.Td>
                    <Table.Td>{ratio(w.monotony)}</Table.Td>
                    <Table.Td>{w.strain ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Title order={4} mb="xs">
            {t('load.wellness-title')}
          </Title>
          {data.wellness.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('load.wellness-empty')}
            </Text>
          ) : (
            <ScrollArea>
              <Table striped data-testid="load-wellness">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('load.field.date')}</Table.Th>
                    {(['sleep', 'stress', 'fatigue', 'soreness'] as const).map((k) => (
                      <Table.Th key={k}>{t(`load.wellness.${k}`)}</Table.Th>
                    ))}
                    <Table.Th>{t('load.hooper')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {[...data.wellness].reverse().map((w) => (
                    <Table.Tr key={w.date}>
                      <Table.Td>{w.date}</Table.Td>
                      <Table.Td>{w.sleep}</Table.Td>
                      <Table.Td>{w.stress}</Table.Td>
                      <Table.Td>{w.fatigue}</Table.Td>
                      <Table.Td>{w.soreness}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {w.index}
                          {w.flagged ? (
                            <Badge color="red" size="sm">
                              {t('load.flagged')}
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Title order={4} mb="xs">
            {t('load.entries')}
          </Title>
          {data.entries.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('load.entries-empty')}
            </Text>
          ) : (
            <Stack gap={4} data-testid="load-entries">
              {[...data.entries].reverse().map((e) => (
                <Group key={e.id} justify="space-between" wrap="nowrap" data-testid={`load-entry-${e.id}`}>
                  <Text size="sm">
                    {e.date} · {t(`load.kind.${e.kind}`)} · {e.minutes} min · {t('load.field.rpe')} {e.rpe} = <strong>{e.load}</strong>
                  </Text>
                  <HoverTooltip label={t('load.delete')}>
                    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('load.delete')} onClick={() => void remove(e.id)}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </HoverTooltip>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      </Stack>
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('load.add-entry')}>
        <EntryForm
          onSave={(body) => addLoadEntry(athleteId, body)}
          onDone={(message) => {
            notifications.show({ color: 'green', message });
            setAdding(false);
            void refresh();
          }}
        />
      </Modal>
    </Container>
  );
}

function Figure({ label, value, colour, testId }: { label: string; value: string; colour?: string; testId?: string }) {
  return (
    <Paper withBorder p="xs" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={colour ? `${colour}.8` : undefined}>
        {value}
      </Text>
    </Paper>
  );
}
