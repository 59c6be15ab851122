import { notifications } from '@mantine/notifications';
import type { Language, WeekSummary } from '@prancheta/shared';
import { IconCalendarWeek, IconCopy, IconEdit, IconEye } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { duplicateWeek, useDeleteWeek, useWeeks, weekKeys } from '../../api/weeks.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { formatShortDate } from '../../components/format.ts';
import { RecordListPage } from '../../components/RecordListPage.tsx';
import { printWeek } from './printWeek.ts';
import { shareRowAction, useShare } from '../../components/share/useShare.tsx';
import { useScreenLoadError } from '../../components/useReportError.ts';
import { useIsExample } from '../../api/examples.ts';
import { WithExampleBadge } from '../../components/ExampleBadge.tsx';

/** /weeks: my weekly sheets with view (print), copy, edit and delete (with confirmation). */
export default function WeeksPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const qc = useQueryClient();
  const share = useShare();
  const list = useWeeks();
  const isExample = useIsExample('weeks');
  const remove = useDeleteWeek();
  const [copying, setCopying] = useState<number | null>(null);

  useScreenLoadError(list.error);

  const columns = useMemo<DataColumn<WeekSummary>[]>(
    () => [
      { key: 'id', title: t('semana.labels.id'), sortable: true, width: 70, hideBelow: 'sm' },
      { key: 'cabecalho', title: t('semana.labels.cabecalho'), sortable: true, render: (r) => <WithExampleBadge example={isExample(r.id)}>{r.cabecalho}</WithExampleBadge> },
      { key: 'title', title: t('semana.labels.title'), sortable: true, hideBelow: 'sm' },
      { key: 'subtitulo', title: t('semana.labels.subtitulo'), sortable: true, hideBelow: 'md' },
      { key: 'dataInicio', title: t('semana.labels.dataInicio'), sortable: true, render: (r) => formatShortDate(r.dataInicio, lang), searchValue: (r) => formatShortDate(r.dataInicio, lang) },
      { key: 'dataFim', title: t('semana.labels.dataFim'), sortable: true, hideBelow: 'sm', render: (r) => formatShortDate(r.dataFim, lang), searchValue: false },
    ],
    [t, lang, isExample],
  );

  const duplicate = async (id: number) => {
    setCopying(id);
    try {
      await duplicateWeek(id);
      await qc.invalidateQueries({ queryKey: weekKeys.list });
      notifications.show({ color: 'green', message: t('semana.duplicated') });
    } catch (err) {
      // Seed 001 §8: duplicate failure "Ocorreu erro" (session and payment errors keep their own handling).
      if (err instanceof ApiError && (err.status === 401 || err.status === 402)) handleApiError(err);
      else notifications.show({ color: 'red', message: t('semana.duplicate-error') });
    } finally {
      setCopying(null);
    }
  };

  const actions: RowAction<WeekSummary>[] = [
    { key: 'view', label: t('semana.view'), icon: <IconEye size={18} />, onClick: (r) => void printWeek(r.id), testId: (r) => `week-view-${r.id}` },
    shareRowAction<WeekSummary>({ label: t('share.action'), kind: 'semana', title: (r) => r.title || r.cabecalho, open: share.open, testId: 'week-share' }),
    { key: 'copy', label: t('semana.copy'), icon: <IconCopy size={18} />, color: 'teal', mutates: true, onClick: (r) => void duplicate(r.id), loading: (r) => copying === r.id, testId: (r) => `week-copy-${r.id}` },
    { key: 'edit', label: t('semana.edit'), icon: <IconEdit size={18} />, color: 'indigo', href: (r) => `/week/${r.id}`, testId: (r) => `week-edit-${r.id}` },
  ];

  return (
    <RecordListPage
      texts="semana"
      newTo="/week"
      emptyIcon={<IconCalendarWeek size={28} />}
      list={list}
      columns={columns}
      actions={actions}
      remove={(id) => remove.mutateAsync(id)}
      testIds={{ list: 'weeks', row: 'week' }}
      phoneActionsLast
    >
      {share.modal}
    </RecordListPage>
  );
}
