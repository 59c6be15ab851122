import { Alert, Badge, Button, Card, Container, Group, Loader, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Table, Tabs, Text, TextInput, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AttendanceSession, AttendanceSheet, AttendanceStatus, Language } from '@prancheta/shared';
import { ATTENDANCE_STATUSES } from '@prancheta/shared/schemas/attendance-constants.ts';
import { IconArrowLeft, IconCalendarOff, IconChecks, IconDownload, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { athleteKeys, exportAttendance, markAttendance, useAthletes, useAttendanceRates, useAttendanceSessions, useAttendanceSheet } from '../../api/athletes.ts';
import { handleApiError } from '../../api/errors.ts';
import { saveAttendanceLoad } from '../../api/load.ts';
import { attendancePeriod } from '../../api/queries.ts';
import { useRpeChoices } from '../../components/useRpeChoices.ts';
import { downloadBlob } from '../../components/download.ts';
import { formatShortDate } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

const STATUS_COLOUR: Record<AttendanceStatus, string> = { present: 'green', absent: 'red', excused: 'yellow' };

type SessionKey = { kind: string; record_id: number; slot: string };

/** A rate 0..1 as a percentage, or a dash. */
function percent(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

/** One session's marking: every roster athlete with present / absent / excused, one tap each. */
function MarkSession({ session, onBack }: { session: SessionKey; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const athletes = useAthletes();
  const sheet = useAttendanceSheet(session);
  const [group, setGroup] = useState<string | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const groups = useMemo(() => [...new Set((athletes.data ?? []).map((a) => a.group_label).filter((g) => g !== ''))].sort(), [athletes.data]);
  const shown = (athletes.data ?? []).filter((a) => group === null || a.group_label === group);
  const queryKey = athleteKeys.sheet(session.kind, session.record_id, session.slot);
  const rpeChoices = useRpeChoices();
  // The session's duration for every athlete's load (RPE x minutes): the one already entered, else 60.
  const [minutes, setMinutes] = useState<number | string>('');
  const entered = Object.values(sheet.data?.loads ?? {})[0]?.minutes;
  const duration = minutes === '' ? (entered ?? 60) : minutes;

  useEffect(() => {
    if (sheet.error) handleApiError(sheet.error);
  }, [sheet.error]);

  const set = async (athleteId: number, status: AttendanceStatus | null) => {
    const before = qc.getQueryData<AttendanceSheet>(queryKey);
    if (before) {
      const marks = { ...before.marks };
      if (status === null) delete marks[String(athleteId)];
      else marks[String(athleteId)] = status;
      qc.setQueryData<AttendanceSheet>(queryKey, { ...before, marks });
    }
    setSaving(athleteId);
    try {
      await markAttendance(session, athleteId, status);
      void qc.invalidateQueries({ queryKey: ['presencas', 'sessoes'] });
      void qc.invalidateQueries({ queryKey: ['presencas', 'taxas'] });
    } catch (err) {
      if (before) qc.setQueryData(queryKey, before);
      handleApiError(err);
    } finally {
      setSaving(null);
    }
  };

  /** Saves an athlete's session RPE with the session's duration (refused values come back with the server's message). */
  const setRpe = async (athleteId: number, rpe: number, mins = Number(duration)) => {
    const before = qc.getQueryData<AttendanceSheet>(queryKey);
    if (before) qc.setQueryData<AttendanceSheet>(queryKey, { ...before, loads: { ...before.loads, [String(athleteId)]: { rpe, minutes: mins } } });
    try {
      await saveAttendanceLoad({ ...session, athlete_id: athleteId, rpe, minutes: mins, date: sheet.data?.session.date });
    } catch (err) {
      if (before) qc.setQueryData(queryKey, before);
      handleApiError(err);
    }
  };
  /** A new duration applies to the RPEs already entered for this session too. */
  const applyDuration = async () => {
    const mins = Number(duration);
    for (const [id, load] of Object.entries(sheet.data?.loads ?? {})) if (load.minutes !== mins) await setRpe(Number(id), load.rpe, mins);
  };

  const allPresent = async () => {
    for (const a of shown) if (!sheet.data?.marks[String(a.id)]) await set(a.id, 'present');
    notifications.show({ color: 'green', message: t('presencas.saved') });
  };

  const s = sheet.data?.session;
  return (
    <Stack gap="sm" data-testid="attendance-marking">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} data-testid="attendance-back">
          {t('presencas.back')}
        </Button>
        <Button variant="light" leftSection={<IconChecks size={16} />} onClick={() => void allPresent()} disabled={shown.length === 0} data-testid="attendance-all-present">
          {t('presencas.all-present')}
        </Button>
      </Group>
      {s ? (
        <Stack gap={2}>
          <Text fw={700} data-testid="attendance-session-title">
            {s.title}
          </Text>
          <Text size="sm" c="dimmed">
            {formatShortDate(s.date, i18n.language as Language)}
            {s.time ? ` · ${s.time}` : ''}
            {s.place ? ` · ${s.place}` : ''}
          </Text>
        </Stack>
      ) : null}
      <NumberInput
        label={t('load.session-minutes')}
        description={t('load.session-minutes-hint')}
        min={1}
        max={600}
        clampBehavior="none"
        allowDecimal={false}
        value={duration}
        onChange={setMinutes}
        onBlur={() => void applyDuration()}
        maw={320}
        data-testid="attendance-minutes"
      />
      {groups.length > 0 ? <Select aria-label={t('atletas.group')} placeholder={t('atletas.all-groups')} data={groups} value={group} onChange={setGroup} clearable data-testid="attendance-group" /> : null}
      {athletes.isLoading || sheet.isLoading ? (
        <Group justify="center" py="lg">
          <Loader role="status" aria-label={t('general.loading')} />
        </Group>
      ) : shown.length === 0 ? (
        <Alert color="gray" icon={<IconUsers size={18} />}>
          {t('presencas.no-athletes')}{' '}
          <Link to="/atletas">{t('atletas.title')}</Link>
        </Alert>
      ) : (
        <Stack gap={6}>
          {shown.map((a) => {
            const status = sheet.data?.marks[String(a.id)] ?? null;
            return (
              <Card key={a.id} withBorder padding="xs" radius="md" data-testid={`attendance-athlete-${a.id}`} data-status={status ?? ''}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={500} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {a.name}
                  </Text>
                  <SegmentedControl
                    size="md"
                    value={status ?? ''}
                    onChange={(v) => void set(a.id, v === '' ? null : (v as AttendanceStatus))}
                    disabled={saving === a.id}
                    color={status ? STATUS_COLOUR[status] : 'gray'}
                    data={ATTENDANCE_STATUSES.map((st) => ({ value: st, label: <span title={t(`presencas.status.${st}`)} aria-label={t(`presencas.status.${st}`)} data-testid={`mark-${a.id}-${st}`}>{t(`presencas.short.${st}`)}</span> }))}
                    style={{ flexShrink: 0 }}
                  />
                </Group>
                {status === 'present' ? (
                  <Select
                    mt={6}
                    size="sm"
                    aria-label={t('load.rpe-of', { name: a.name })}
                    placeholder={t('load.rpe-placeholder')}
                    data={rpeChoices}
                    value={sheet.data?.loads[String(a.id)] ? String(sheet.data.loads[String(a.id)]!.rpe) : null}
                    onChange={(v) => v !== null && void setRpe(a.id, Number(v))}
                    allowDeselect={false}
                    data-testid={`attendance-rpe-${a.id}`}
                  />
                ) : null}
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/** The sessions of the period, each a big tap target. */
function SessionList({ sessions, onPick }: { sessions: AttendanceSession[]; onPick: (s: AttendanceSession) => void }) {
  const { t, i18n } = useTranslation();
  if (sessions.length === 0)
    return (
      <Alert color="gray" icon={<IconCalendarOff size={18} />} data-testid="attendance-no-sessions">
        {t('presencas.sessions-empty')}
      </Alert>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" data-testid="attendance-sessions">
      {sessions.map((s) => (
        <UnstyledButton key={`${s.kind}-${s.record_id}-${s.slot}`} onClick={() => onPick(s)} data-testid={`session-${s.kind}-${s.record_id}-${s.slot || 'x'}`} style={{ display: 'block' }}>
          <Card withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {s.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatShortDate(s.date, i18n.language as Language)}
                  {s.time ? ` · ${s.time}` : ''}
                  {s.place ? ` · ${s.place}` : ''}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end">
                <Badge variant="light" color={s.kind === 'treino' ? 'blue' : 'grape'}>
                  {s.kind === 'treino' ? t('presencas.training') : t('presencas.week-session')}
                </Badge>
                {s.marked > 0 ? (
                  <Badge variant="outline" color="green">
                    {t('presencas.marked', { count: s.marked })}
                  </Badge>
                ) : null}
              </Stack>
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

/** Rates per athlete and per group over the period, with the CSV export. */
function Rates({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  const rates = useAttendanceRates(from, to, true);
  useEffect(() => {
    if (rates.error) handleApiError(rates.error);
  }, [rates.error]);
  if (rates.isLoading)
    return (
      <Group justify="center" py="lg">
        <Loader role="status" aria-label={t('general.loading')} />
      </Group>
    );
  const data = rates.data;
  if (!data || data.athletes.length === 0) return <Alert color="gray">{t('presencas.rates-empty')}</Alert>;
  const head = (first: string) => (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{first}</Table.Th>
        <Table.Th ta="right">{t('presencas.short.present')}</Table.Th>
        <Table.Th ta="right">{t('presencas.short.absent')}</Table.Th>
        <Table.Th ta="right">{t('presencas.short.excused')}</Table.Th>
        <Table.Th ta="right">{t('presencas.rate')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('presencas.rates-help')}
      </Text>
      <Text fw={600}>{t('presencas.by-group')}</Text>
      <Table striped withTableBorder data-testid="rates-groups">
        {head(t('presencas.group'))}
        <Table.Tbody>
          {data.groups.map((g) => (
            <Table.Tr key={g.group}>
              <Table.Td>{g.group}</Table.Td>
              <CountCells counts={g} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={600}>{t('presencas.by-athlete')}</Text>
      <Table striped withTableBorder data-testid="rates-athletes">
        {head(t('presencas.athlete'))}
        <Table.Tbody>
          {data.athletes.map((a) => (
            <Table.Tr key={a.athlete_id} data-testid={`rate-athlete-${a.athlete_id}`}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.name}</Table.Td>
              <CountCells counts={a} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** /presencas: pick a session of the period and mark attendance; rates and CSV export over the period. */
export default function AttendancePage() {
  const { t } = useTranslation();
  // The period the first load asked for beside the page's code (app/firstData.ts).
  const [from, setFrom] = useState(() => attendancePeriod().from);
  const [to, setTo] = useState(() => attendancePeriod().to);
  const [picked, setPicked] = useState<SessionKey | null>(null);
  const [tab, setTab] = useState<string | null>('sessions');
  const [exporting, setExporting] = useState(false);
  const sessions = useAttendanceSessions(from, to);
  const invalid = from === '' || to === '' || from > to;

  useEffect(() => {
    if (sessions.error) handleApiError(sessions.error);
  }, [sessions.error]);

  const doExport = async () => {
    setExporting(true);
    try {
      downloadBlob(await exportAttendance(from, to), `${t('presencas.csv.filename')}-${from}-${to}.csv`);
    } catch (err) {
      handleApiError(err);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Container size="lg" py="md">
      <PageHeader
        title={t('presencas.title')}
        subtitle={t('presencas.intro')}
        actions={
          <Button variant="default" leftSection={<IconDownload size={18} />} onClick={() => void doExport()} loading={exporting} disabled={invalid} data-testid="attendance-export">
            {t('presencas.export')}
          </Button>
        }
      />
      {picked ? (
        <MarkSession session={picked} onBack={() => setPicked(null)} />
      ) : (
        <Stack gap="md">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <TextInput type="date" label={t('presencas.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={170} data-testid="attendance-from" />
            <TextInput type="date" label={t('presencas.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} w={170} error={invalid && from !== '' && to !== '' ? t('presencas.period-invalid') : undefined} data-testid="attendance-to" />
          </Group>
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="sessions" data-testid="tab-sessions">
                {t('presencas.sessions')}
              </Tabs.Tab>
              <Tabs.Tab value="rates" data-testid="tab-rates">
                {t('presencas.rates')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="sessions" pt="md">
              {sessions.isLoading ? (
                <Group justify="center" py="lg">
                  <Loader role="status" aria-label={t('general.loading')} />
                </Group>
              ) : (
                <SessionList sessions={sessions.data ?? []} onPick={(s) => setPicked({ kind: s.kind, record_id: s.record_id, slot: s.slot })} />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="rates" pt="md">
              {invalid ? null : <Rates from={from} to={to} />}
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Container>
  );
}

/** The present, absent, excused and rate cells of one row of the attendance tables. */
function CountCells({ counts }: { counts: { present: number; absent: number; excused: number; rate: number | null } }) {
  return (
    <>
      <Table.Td ta="right">{counts.present}</Table.Td>
      <Table.Td ta="right">{counts.absent}</Table.Td>
      <Table.Td ta="right">{counts.excused}</Table.Td>
      <Table.Td ta="right" fw={600}>
        {percent(counts.rate)}
      </Table.Td>
    </>
  );
}
