import { Button, Container, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TrashSub, TrashTreino } from '@prancheta/shared';
import { IconBrush, IconFileOff, IconUserOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmptyTrash, useTrash } from '../../api/admin.ts';
import { confirmDelete } from '../../components/confirm/index.ts';
import type { DataColumn } from '../../components/data-table/index.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TableSection } from '../../components/TableSection.tsx';
import { AdminLinks, adminDate } from './AdminLinks.tsx';
import { useAdminListError } from '../../components/useAdminListError.ts';

/**
 * /admin/clean (seed 001 §2): the trash (club files of deleted categories, subscriptions of
 * inactive accounts) with a clean button (DELETE admin/clean, confirmed; files leave the disk).
 */
export default function AdminCleanPage() {
  const { t, i18n } = useTranslation();
  const trash = useTrash();
  const empty = useEmptyTrash();
  useAdminListError(trash.error, t('admin.common.list-error'));
  const lang = i18n.language;

  const treinoColumns = useMemo<DataColumn<TrashTreino>[]>(
    () => [
      { key: 'category', title: t('admin.clean.category'), sortable: true },
      { key: 'team', title: t('admin.clean.team'), sortable: true, hideBelow: 'sm' },
      { key: 'user', title: t('admin.clean.user'), sortValue: (r) => r.user?.name ?? '', render: (r) => r.user?.name ?? t('admin.common.none') },
      { key: 'created_at', title: t('admin.clean.created'), sortable: true, hideBelow: 'sm', render: (r) => adminDate(r.created_at, lang), searchValue: false },
    ],
    [t, lang],
  );
  const subColumns = useMemo<DataColumn<TrashSub>[]>(
    () => [
      { key: 'user', title: t('admin.clean.account'), sortValue: (r) => r.user.name, searchValue: (r) => `${r.user.name} ${r.user.email}`, render: (r) => r.user.name },
      { key: 'email', title: t('admin.users.email'), sortValue: (r) => r.user.email, hideBelow: 'sm', ellipsis: true, render: (r) => r.user.email },
      { key: 'end_subscription', title: t('admin.clean.end'), sortable: true, render: (r) => adminDate(r.end_subscription, lang), searchValue: false },
    ],
    [t, lang],
  );

  const count = (trash.data?.treinos.length ?? 0) + (trash.data?.subs.length ?? 0);
  const clean = () =>
    void confirmDelete({
      title: t('admin.clean.confirm-title'),
      message: t('admin.clean.confirm'),
      confirmLabel: t('admin.clean.clean'),
      onConfirm: async () => {
        const answer = await empty.mutateAsync();
        notifications.show({ color: 'green', message: answer.message });
      },
    });
  const cleanButton = (
    <Button color="red" leftSection={<IconBrush size={18} />} onClick={clean} disabled={count === 0} loading={empty.isPending} data-testid="clean-button">
      {t('admin.clean.clean')}
    </Button>
  );
  // Both trash tables: spaced headings, the same loading state, and no actions column.
  const section = { mt: 'lg', loading: trash.isLoading, actionsAfter: null } as const;
  return (
    <Container size="lg" py="md">
      <PageHeader title={t('admin.clean.title')} subtitle={t('admin.clean.subtitle')} actions={<AdminLinks current="/admin/clean" />} />
      {trash.data && count === 0 ? (
        <Paper withBorder data-testid="trash-empty">
          <EmptyState icon={<IconBrush size={28} />} title={t('admin.clean.empty')} hint={t('admin.clean.empty-hint')} />
        </Paper>
      ) : (
        <>
          {cleanButton}
          <TableSection
            title={t('admin.clean.treinos')}
            records={trash.data?.treinos}
            columns={treinoColumns}
            empty={{ icon: <IconFileOff size={28} />, title: t('admin.clean.treinos-empty') }}
            testId="trash-treinos"
            rowTestId={(r) => `trash-treino-${r.id}`}
            {...section}
          />
          <TableSection
            title={t('admin.clean.subs')}
            records={trash.data?.subs}
            columns={subColumns}
            empty={{ icon: <IconUserOff size={28} />, title: t('admin.clean.subs-empty') }}
            testId="trash-subs"
            rowTestId={(r) => `trash-sub-${r.id}`}
            {...section}
          />
        </>
      )}
    </Container>
  );
}
