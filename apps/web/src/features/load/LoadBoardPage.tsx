import { Badge, Button, Container, Group, Modal, NumberInput, Paper, ScrollArea, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AcwrZones } from '@prancheta/shared';
import { addDays } from '@prancheta/shared';
import { IconActivityHeartbeat, IconAdjustments, IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import type { BoardRow } from '../../api/load.ts';
import { exportLoad, loadKeys, localToday, saveZones, setGroupWellness, useLoadBoard } from '../../api/load.ts';
import { useClubsWithCategories } from '../../components/club/ClubCategoryFields.tsx';
import { downloadBlob } from '../../components/download.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { LoadPdfButton } from './LoadPdfButton.tsx';
import { ratio, ZONE_COLOURS } from './zones.ts';

type SortKey = 'attention' | 'name' | 'load' | 'rolling' | 'ewma' | 'wellness';

/** The value a column sorts by (higher first, except names). */
function sortValue(row: BoardRow, key: SortKey): number | string {
  if (key === 'name') return row.name;
  if (key === 'load') return row.week.load;
  if (key === 'rolling') return row.today?.rolling ?? -1;
  if (key === 'ewma') return row.today?.ewma ?? -1;
  if (key === 'wellness') return row.wellness?.index ?? -1;
  return 0;
}

/** /carga: the risk board of a roster group: this week's load, monotony, strain, both ratios and the last wellness, who needs attention first. */
export default function LoadBoardPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const today = localToday();
  const clubs = useClubsWithCategories();
  const categories = clubs.flatMap((club) => club.categories.map((c) => ({ value: String(c.id), label: `${club.name} · ${c.name}` })));
  // A club category is asked of the server; roster groups filter the rows here.
  const [category, setCategory] = useState<string | null>(null);
  const categoryId = category === null ? undefined : Number(category);
  const board = useLoadBoard(categoryId ?? null, today);
  const [group, setGroup] = useState<string | null>(null);
  const [switching, setSwitching] = useState<boolean | null>(null);
  const [sort, setSort] = useState<SortKey>('attention');
  const [zonesOpen, setZonesOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const rows = useMemo(() => {
    const all = board.data?.atletas ?? [];
    const shown = group === null ? all : all.filter((r) => r.group_label === group);
    if (sort === 'attention') return shown;
    return [...shown].sort((a, b) => {
      const x = sortValue(a, sort);
      const y = sortValue(b, sort);
      return typeof x === 'string' ? x.localeCompare(String(y)) : (y as number) - x;
    });
  }, [board.data, group, sort]);
  if (!board.data) return <PageLoader />;
  const switchGroup = async (on: boolean) => {
    setSwitching(on);
    try {
      notifications.show({ color: 'green', message: (await setGroupWellness({ on, group: group ?? undefined, category: categoryId })).message });
      await queryClient.invalidateQueries({ queryKey: loadKeys.all });
    } catch (err) {
      handleApiError(err);
    } finally {
      setSwitching(null);
    }
  };
  const groups = [...new Set(board.data.atletas.map((r) => r.group_label).filter((g) => g !== ''))].sort();

  const doExport = async () => {
    setExporting(true);
    try {
      const from = addDays(today, -365);
      downloadBlob(await exportLoad(from, today), `${t('load.csv.filename')}-${from}-${today}.csv`);
    } catch (err) {
      handleApiError(err);
    } finally {
      setExporting(false);
    }
  };
  const header = (key: SortKey, label: string) => (
    <Table.Th>
      <UnstyledButton onClick={() => setSort(sort === key ? 'attention' : key)} fw={sort === key ? 700 : 500} fz="sm" data-testid={`load-sort-${key}`}>
        {label}
        {sort === key ? ' ↓' : ''}
      </UnstyledButton>
    </Table.Th>
  );

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }}>
      <PageHeader
        title={t('load.board-title')}
        subtitle={t('load.board-subtitle')}
        actions={
          <>
            <Button variant="default" leftSection={<IconAdjustments size={18} />} onClick={() => setZonesOpen(true)} data-testid="load-zones">
              {t('load.zones')}
            </Button>
            <Button variant="default" leftSection={<IconDownload size={18} />} onClick={() => void doExport()} loading={exporting} data-testid="load-export">
              {t('load.export')}
            </Button>
            <LoadPdfButton target={{ group: group ?? undefined, category: categoryId }} />
          </>
        }
      />
      {categories.length > 0 ? (
        <Select
          label={t('load.category')}
          placeholder={t('load.all-categories')}
          data={categories}
          value={category}
          onChange={setCategory}
          clearable
          maw={320}
          mb="sm"
          data-testid="load-category"
        />
      ) : null}
      {board.data.atletas.length === 0 ? (
        <EmptyState
          icon={<IconActivityHeartbeat size={28} />}
          title={t('load.board-empty-title')}
          hint={t('load.board-empty')}
          action={
            <Button component={Link} to="/atletas">
              {t('atletas.nav')}
            </Button>
          }
        />
      ) : (
        <Stack gap="sm">
          <Select label={t('load.group')} placeholder={t('load.all-groups')} data={groups} value={group} onChange={setGroup} clearable maw={320} data-testid="load-group" />
          {group !== null || category !== null ? (
            <Paper withBorder radius="md" p="sm" data-testid="load-group-wellness">
              <Text fw={600} size="sm">
                {t('load.wellness-group')}
              </Text>
              <Text size="xs" c="dimmed" mb="xs">
                {t('load.wellness-group-hint')}
              </Text>
              <Group gap="xs">
                <Button size="xs" onClick={() => void switchGroup(true)} loading={switching === true} disabled={switching === false} data-testid="load-group-wellness-on">
                  {t('load.wellness-group-on')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void switchGroup(false)}
                  loading={switching === false}
                  disabled={switching === true}
                  data-testid="load-group-wellness-off"
                >
                  {t('load.wellness-group-off')}
                </Button>
              </Group>
            </Paper>
          ) : null}
          <Paper withBorder radius="md">
            <ScrollArea>
              <Table striped highlightOnHover miw={680} data-testid="load-board">
                <Table.Thead>
                  <Table.Tr>
                    {header('name', t('load.athlete'))}
                    {header('load', t('load.week-load'))}
                    <Table.Th>{t('load.monotony')}</Table.Th>
                    <Table.Th>{t('load.strain')}</Table.Th>
                    {header('rolling', t('load.acwr-rolling'))}
                    {header('ewma', t('load.acwr-ewma'))}
                    {header('wellness', t('load.hooper'))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.athlete_id} data-testid={`load-row-${r.athlete_id}`} data-attention={r.attention.join(' ')}>
                      <Table.Td>
                        <Stack gap={2}>
                          <Text component={Link} to={`/atletas/${r.athlete_id}/carga`} fw={600} size="sm" c="blue.8">
                            {r.name}
                          </Text>
                          {r.attention.length > 0 ? (
                            <Group gap={4}>
                              {r.attention.map((a) => (
                                <Badge key={a} size="xs" color={a === 'acwr-high' || a === 'wellness' ? 'red' : a === 'acwr-caution' ? 'orange' : 'blue'}>
                                  {t(`load.attention.${a}`)}
                                </Badge>
                              ))}
                            </Group>
                          ) : null}
                        </Stack>
                      </Table.Td>
                      <Table.Td>{r.week.load}</Table.Td>
                      <Table.Td>{ratio(r.week.monotony)}</Table.Td>
                      <Table.Td>{r.week.strain ?? '—'}</Table.Td>
                      <Table.Td>
                        <ZoneBadge value={r.today?.rolling ?? null} zone={r.today?.rolling_zone ?? null} />
                      </Table.Td>
                      <Table.Td>
                        <ZoneBadge value={r.today?.ewma ?? null} zone={r.today?.ewma_zone ?? null} />
                      </Table.Td>
                      <Table.Td>{r.wellness ? `${r.wellness.index} (${r.wellness.date.slice(5)})` : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </Paper>
          <Text size="xs" c="dimmed">
            {t('load.board-legend')}
          </Text>
        </Stack>
      )}
      <Modal opened={zonesOpen} onClose={() => setZonesOpen(false)} title={t('load.zones')}>
        <ZonesForm
          zones={board.data.zones}
          onSaved={(message) => {
            notifications.show({ color: 'green', message });
            setZonesOpen(false);
            void queryClient.invalidateQueries({ queryKey: loadKeys.all });
          }}
        />
      </Modal>
    </Container>
  );
}

function ZoneBadge({ value, zone }: { value: number | null; zone: string | null }) {
  if (value === null || zone === null) return <Text c="dimmed">—</Text>;
  return (
    <Badge variant="light" color={ZONE_COLOURS[zone as keyof typeof ZONE_COLOURS]} data-zone={zone}>
      {ratio(value)}
    </Badge>
  );
}

function ZonesForm({ zones, onSaved }: { zones: AcwrZones; onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<keyof AcwrZones, number | string>>(zones);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      onSaved((await saveZones({ low: Number(values.low), target: Number(values.target), caution: Number(values.caution) })).message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0] ?? ''])));
      else handleApiError(err);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('load.zones-hint')}
      </Text>
      {(['low', 'target', 'caution'] as const).map((k) => (
        <NumberInput
          key={k}
          label={t(`load.zone-bound.${k}`)}
          decimalScale={2}
          step={0.05}
          min={0.1}
          max={5}
          value={values[k]}
          onChange={(v) => setValues({ ...values, [k]: v })}
          error={errors[k]}
          data-testid={`load-zone-${k}`}
        />
      ))}
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={saving} data-testid="load-zones-save">
          {t('general.save')}
        </Button>
      </Group>
    </Stack>
  );
}
