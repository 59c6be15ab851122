import { Container } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FitnessSheetSummary, Language } from '@prancheta/shared';
import { LIMITS } from '@prancheta/shared';
import { IconBarbell, IconCopy, IconEdit, IconPlus, IconVideo } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import { deleteSheet, duplicateSheet, fitnessKeys, useSheets } from '../../api/fitness.ts';
import { DataTable, deleteRowAction } from '../../components/data-table/index.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { formatShortDate } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { shareRowAction, useShare } from '../../components/share/useShare.tsx';
import { useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';
import { OfflineLinkButton } from '../../components/OfflineLinkButton.tsx';
import { cut, pathsOf } from './paths.ts';
import { useScreenLoadError } from '../../components/useReportError.ts';
import { useIsExample } from '../../api/examples.ts';
import { WithExampleBadge } from '../../components/ExampleBadge.tsx';

/** /fitnes and /video-sessions: my sheets (id, actions, title, coach, student or category, date, objectives cut to 50). */
export default function SheetsPage({ video }: { video: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const qc = useQueryClient();
  const paths = pathsOf(video);
  const share = useShare();
  const list = useSheets(video);
  const isExample = useIsExample('fitness');
  const [busy, setBusy] = useState<number | null>(null);
  // Offline the list stays readable; "new", duplicate, share and delete wait for the connection.
  useReadOnlyOffline('list');

  useScreenLoadError(list.error);

  const reload = () => qc.invalidateQueries({ queryKey: fitnessKeys.list(video) });

  const columns = useMemo<DataColumn<FitnessSheetSummary>[]>(
    () => [
      { key: 'id', title: t('fitnes.id'), sortable: true, width: 70, hideBelow: 'sm' },
      { key: 'title', title: t('fitnes.f-title'), sortable: true, render: (r) => <WithExampleBadge example={isExample(r.id)}>{r.title}</WithExampleBadge> },
      { key: 'teacher', title: t('fitnes.teacher'), sortable: true, hideBelow: 'sm' },
      { key: 'student', title: video ? t('fitnes.category') : t('fitnes.student'), sortable: true },
      { key: 'data', title: t('fitnes.date'), sortable: true, hideBelow: 'sm', render: (r) => formatShortDate(r.data, lang), searchValue: (r) => formatShortDate(r.data, lang) },
      { key: 'objectives', title: t('fitnes.objectives'), hideBelow: 'md', render: (r) => cut(r.objectives, LIMITS.preview.objectives), cellTitle: (r) => r.objectives },
    ],
    [t, video, lang, isExample],
  );

  const duplicate = async (id: number) => {
    setBusy(id);
    try {
      await duplicateSheet(id);
      await reload();
      notifications.show({ color: 'green', message: t('general.done') });
    } catch (err) {
      handleApiError(err);
    } finally {
      setBusy(null);
    }
  };

  const actions: RowAction<FitnessSheetSummary>[] = [
    { key: 'open', label: t('fitnes.open'), icon: <IconEdit size={18} />, color: 'indigo', href: (r) => paths.sheet(r.id), testId: (r) => `sheet-open-${r.id}` },
    shareRowAction<FitnessSheetSummary>({ label: t('share.action'), kind: 'fitnes', title: (r) => r.title, open: share.open, testId: 'sheet-share' }),
    { key: 'copy', label: t('fitnes.duplicate'), icon: <IconCopy size={18} />, color: 'teal', mutates: true, onClick: (r) => void duplicate(r.id), loading: (r) => busy === r.id, testId: (r) => `sheet-duplicate-${r.id}` },
    deleteRowAction<FitnessSheetSummary>({
      label: t('fitnes.delete'),
      message: () => t('fitnes.delete-confirm'),
      remove: async (r) => {
        await deleteSheet(r.id);
        await reload();
      },
      done: t('general.deleted'),
      testId: (r) => `sheet-delete-${r.id}`,
    }),
  ];

  const newButton = (
    <OfflineLinkButton to={paths.create} leftSection={<IconPlus size={18} />} testId="sheets-new">
      {video ? t('fitnes.new-video-session') : t('fitnes.new')}
    </OfflineLinkButton>
  );

  return (
    <Container size="xl" py="md">
      <PageHeader title={video ? t('fitnes.video-sessions') : t('fitnes.title')} actions={newButton} />
      <DataTable
        records={list.data}
        loading={list.isLoading}
        rowKey={(r) => r.id}
        columns={columns}
        actions={actions}
        phoneActionsLast
        defaultSort={{ key: 'id', direction: 'desc' }}
        empty={{ icon: video ? <IconVideo size={28} /> : <IconBarbell size={28} />, title: video ? t('fitnes.video-empty') : t('fitnes.empty'), hint: video ? t('fitnes.video-empty-hint') : t('fitnes.empty-hint'), action: newButton }}
        testId="sheets-table"
        rowTestId={(r) => `sheet-row-${r.id}`}
      />
      {share.modal}
    </Container>
  );
}
