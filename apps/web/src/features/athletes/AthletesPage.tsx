import { Badge, Button, Container, Group, Select, Stack, Text } from '@mantine/core';
import type { Athlete, Language } from '@prancheta/shared';
import { IconActivityHeartbeat, IconChecklist, IconDownload, IconEdit, IconFileUpload, IconHeartbeat, IconLink, IconPlus, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { exportAthletes, useAthletes, useDeleteAthlete } from '../../api/athletes.ts';
import { handleApiError } from '../../api/errors.ts';
import { DataTable, deleteRowAction } from '../../components/data-table/index.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { downloadBlob } from '../../components/download.ts';
import { formatShortDate } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ageOn } from './age.ts';
import { CalendarFeedCard } from './CalendarFeedCard.tsx';
import { ImportModal } from './ImportModal.tsx';
import { StudentLinksModal } from './StudentLinksModal.tsx';
import { useScreenLoadError } from '../../components/useReportError.ts';
import { useIsExample } from '../../api/examples.ts';
import { WithExampleBadge } from '../../components/ExampleBadge.tsx';
import { DialogLoader } from '../../components/DialogLoader.tsx';
import { retryImport } from '../../components/retryImport.ts';

// Loaded on the first "new" or "edit": the form brings the athlete schema (zod) and the form
// library, which the roster does not need to show.
const AthleteFormModal = lazy(() => retryImport(() => import('./AthleteFormModal.tsx')).then((m) => ({ default: m.AthleteFormModal })));

/** /atletas: the coach's roster with add, edit, delete, CSV import (preview) and export, student links and the calendar feed. */
export default function AthletesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useAthletes();
  const remove = useDeleteAthlete();
  // `/atletas?novo=1` (the home card's "add athlete") opens the form at once.
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<Athlete | null | 'new'>(params.get('novo') === '1' ? 'new' : null);
  const [linksOf, setLinksOf] = useState<Athlete | null>(null);
  const [importing, setImporting] = useState(false);
  const [group, setGroup] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const isExample = useIsExample('athletes');

  useScreenLoadError(list.error);

  const groups = useMemo(() => [...new Set((list.data ?? []).map((a) => a.group_label).filter((g) => g !== ''))].sort((a, b) => a.localeCompare(b)), [list.data]);
  const today = new Date().toISOString().slice(0, 10);

  const columns = useMemo<DataColumn<Athlete>[]>(
    () => [
      {
        key: 'name',
        title: t('atletas.name'),
        sortable: true,
        cellTestId: (r) => `athlete-name-${r.id}`,
        // On a phone the group column is hidden: the group shows under the name.
        render: (r) => (
          <Stack gap={0}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} component="div">
              <WithExampleBadge example={isExample(r.id)}>{r.name}</WithExampleBadge>
            </Text>
            {r.group_label || r.category ? (
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {[r.group_label, r.category?.name].filter(Boolean).join(' · ')}
              </Text>
            ) : null}
          </Stack>
        ),
        searchValue: (r) => `${r.name} ${r.group_label}`,
      },
      {
        key: 'birth_date',
        title: t('atletas.born'),
        sortable: true,
        hideBelow: 'sm',
        render: (r) => (r.birth_date ? `${formatShortDate(r.birth_date, i18n.language as Language)} · ${t('atletas.age', { age: ageOn(r.birth_date, today) })}` : '—'),
        searchValue: false,
      },
      {
        key: 'group_label',
        title: t('atletas.group'),
        sortable: true,
        hideBelow: 'sm',
        render: (r) => (
          <Group gap={4} wrap="wrap">
            {r.group_label ? <Badge variant="light">{r.group_label}</Badge> : null}
            {r.category ? (
              <Badge variant="outline" color="grape" title={r.category.club}>
                {r.category.name}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      { key: 'email', title: t('atletas.contact'), hideBelow: 'md', render: (r) => [r.email, r.phone].filter((v) => v !== '').join(' · ') || '—', searchValue: (r) => `${r.email} ${r.phone}` },
    ],
    [t, i18n.language, today, isExample],
  );

  const actions: RowAction<Athlete>[] = [
    { key: 'assess', label: t('atletas.assessments-action'), icon: <IconHeartbeat size={18} />, color: 'grape', onClick: (r) => void navigate(`/atletas/${r.id}/avaliacoes`), testId: (r) => `athlete-assessments-${r.id}` },
    { key: 'load', label: t('load.athlete-action'), icon: <IconActivityHeartbeat size={18} />, color: 'orange', onClick: (r) => void navigate(`/atletas/${r.id}/carga`), testId: (r) => `athlete-load-${r.id}` },
    { key: 'link', label: t('atletas.links-action'), icon: <IconLink size={18} />, color: 'cyan', onClick: (r) => setLinksOf(r), testId: (r) => `athlete-links-${r.id}` },
    { key: 'edit', label: t('atletas.edit'), icon: <IconEdit size={18} />, color: 'indigo', onClick: (r) => setEditing(r), testId: (r) => `athlete-edit-${r.id}` },
    deleteRowAction<Athlete>({ label: t('atletas.delete'), message: (r) => t('atletas.delete-confirm', { name: r.name }), remove: (r) => remove.mutateAsync(r.id), done: t('general.deleted'), testId: (r) => `athlete-delete-${r.id}` }),
  ];

  const doExport = async () => {
    setExporting(true);
    try {
      downloadBlob(await exportAthletes(), `${t('atletas.csv.filename')}.csv`);
    } catch (err) {
      handleApiError(err);
    } finally {
      setExporting(false);
    }
  };

  const newButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')} data-testid="athletes-new">
      {t('atletas.add')}
    </Button>
  );

  return (
    <Container size="xl" py="md">
      <PageHeader
        title={t('atletas.title')}
        subtitle={t('atletas.intro')}
        actions={
          <>
            {newButton}
            <Button variant="light" leftSection={<IconFileUpload size={18} />} onClick={() => setImporting(true)} data-testid="athletes-import">
              {t('atletas.import')}
            </Button>
            <Button variant="default" leftSection={<IconDownload size={18} />} onClick={() => void doExport()} loading={exporting} disabled={(list.data ?? []).length === 0} data-testid="athletes-export">
              {t('atletas.export')}
            </Button>
            <Button component={Link} to="/presencas" variant="default" leftSection={<IconChecklist size={18} />} data-testid="athletes-attendance">
              {t('atletas.attendance')}
            </Button>
          </>
        }
      />
      <DataTable
        records={list.data}
        loading={list.isLoading}
        rowKey={(r) => r.id}
        columns={columns}
        actions={actions}
        actionsAfter={null}
        defaultSort={{ key: 'name', direction: 'asc' }}
        search={{ placeholder: t('atletas.search'), testId: 'athletes-search' }}
        filter={group ? (r) => r.group_label === group : undefined}
        toolbar={
          groups.length > 0 ? (
            <Select aria-label={t('atletas.group')} placeholder={t('atletas.all-groups')} data={groups} value={group} onChange={setGroup} clearable w={180} data-testid="athletes-group-filter" />
          ) : null
        }
        empty={{ icon: <IconUsers size={28} />, title: t('atletas.empty'), action: newButton }}
        testId="athletes-table"
        rowTestId={(r) => `athlete-row-${r.id}`}
      />
      <Stack gap={0}>
        <Text size="xs" c="dimmed" mt="xs">
          {t('atletas.import-help')}
        </Text>
      </Stack>
      <CalendarFeedCard />
      {editing !== null ? (
        <Suspense fallback={<DialogLoader />}>
          <AthleteFormModal key={editing === 'new' ? 'new' : editing.id} athlete={editing === 'new' ? null : editing} opened groups={groups} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      <ImportModal opened={importing} onClose={() => setImporting(false)} />
      <StudentLinksModal athlete={linksOf} onClose={() => setLinksOf(null)} />
    </Container>
  );
}
