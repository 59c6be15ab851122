import { notifications } from '@mantine/notifications';
import type { TrainingSummary } from '@prancheta/shared';
import { LIMITS } from '@prancheta/shared';
import { IconClipboardList, IconCopy, IconEye } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../api/errors.ts';
import { duplicateTraining, trainingKeys, useDeleteTraining, useTrainings } from '../../api/trainings.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { RecordListPage } from '../../components/RecordListPage.tsx';
import { cut } from './cut.ts';
import { shareRowAction, useShare } from '../../components/share/useShare.tsx';
import { useScreenLoadError } from '../../components/useReportError.ts';
import { useIsExample } from '../../api/examples.ts';
import { WithExampleBadge } from '../../components/ExampleBadge.tsx';

/** /treinos: searchable, sortable, paged table of my trainings with view, duplicate and delete. */
export default function TreinosPage() {
  const { t } = useTranslation();
  const share = useShare();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const list = useTrainings();
  const isExample = useIsExample('trainings');
  const remove = useDeleteTraining();
  const [copying, setCopying] = useState<number | null>(null);

  useScreenLoadError(list.error, { paymentRedirect: '/profile' });

  const columns = useMemo<DataColumn<TrainingSummary>[]>(
    () => [
      { key: 'id', title: t('treinos.labels.id'), sortable: true, width: 70 },
      { key: 'clube', title: t('treinos.labels.clube'), sortable: true, render: (r) => <WithExampleBadge example={isExample(r.id)}>{r.clube}</WithExampleBadge> },
      { key: 'professor', title: t('treinos.labels.professor'), sortable: true, hideBelow: 'md' },
      { key: 'categoria', title: t('treinos.labels.categoria'), sortable: true, hideBelow: 'sm' },
      { key: 'esporte', title: t('treinos.labels.esporte'), sortable: true, hideBelow: 'lg' },
      { key: 'objetivos', title: t('treinos.labels.objetivos'), sortable: true, hideBelow: 'md', render: (r) => cut(r.objetivos, LIMITS.preview.objectives), cellTitle: (r) => r.objetivos,
        // The search also finds the methodology and the date, which the list does not show.
        searchValue: (r) => `${r.objetivos} ${r.metodologia} ${r.data}` },
    ],
    [t, isExample],
  );

  const duplicate = async (id: number) => {
    setCopying(id);
    try {
      const copy = await duplicateTraining(id);
      await qc.invalidateQueries({ queryKey: trainingKeys.list });
      notifications.show({ color: 'green', message: t('treinos.duplicated') });
      // Open the copy (its club reads "... (cópia)"), so the coach sees which one to edit.
      navigate(`/treino/${copy.treino.id}`);
    } catch (err) {
      handleApiError(err);
    } finally {
      setCopying(null);
    }
  };

  const actions: RowAction<TrainingSummary>[] = [
    { key: 'view', label: t('treinos.view'), icon: <IconEye size={18} />, href: (r) => `/treino/${r.id}`, testId: (r) => `treino-view-${r.id}` },
    shareRowAction<TrainingSummary>({ label: t('share.action'), kind: 'treino', title: (r) => r.metodologia || r.clube, open: share.open, testId: 'treino-share' }),
    { key: 'copy', label: t('treinos.copy'), icon: <IconCopy size={18} />, color: 'teal', mutates: true, onClick: (r) => void duplicate(r.id), loading: (r) => copying === r.id, testId: (r) => `treino-copy-${r.id}` },
  ];

  return (
    <RecordListPage
      texts="treinos"
      newTo="/new-treino"
      emptyIcon={<IconClipboardList size={28} />}
      list={list}
      columns={columns}
      actions={actions}
      remove={(id) => remove.mutateAsync(id)}
      testIds={{ list: 'treinos', row: 'treino' }}
    >
      {share.modal}
    </RecordListPage>
  );
}
