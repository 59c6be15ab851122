import { Alert, Button, Container } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminPlan } from '@prancheta/shared';
import { IconInfoCircle, IconPencil, IconPlus, IconReceipt, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminPlans, useDeletePlan } from '../../api/admin.ts';
import { confirmDelete } from '../../components/confirm/index.ts';
import { DataTable } from '../../components/data-table/index.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { formatPrice } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AdminLinks } from './AdminLinks.tsx';
import { PlanModal } from './PlanModal.tsx';
import { TrialDaysForm } from './TrialDaysForm.tsx';
import { useAdminListError } from '../../components/useAdminListError.ts';

/**
 * /admin/plans (seed 001 §2): the free-trial days of new accounts, the plans table, a link back to
 * users, an add button opening the create modal; edit and delete (and the trial days) only for
 * level master (the server refuses them to admins too).
 */
export default function AdminPlansPage() {
  const { t } = useTranslation();
  const plans = useAdminPlans();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  useAdminListError(plans.error, t('admin.common.list-error'));

  const columns = useMemo<DataColumn<AdminPlan>[]>(
    () => [
      { key: 'title', title: t('admin.plans.name'), sortable: true },
      {
        key: 'kind',
        title: t('admin.plans.kind'),
        hideBelow: 'sm',
        sortValue: (r) => r.kind,
        render: (r) =>
          r.kind === 'club'
            ? `${t('admin.plans.kind-club')} · ${t('payment.club-max-users', { count: r.max_users ?? 0 })}`
            : r.recurring
              ? `${t('admin.plans.kind-user')} · ${t('admin.plans.recurring-badge')}`
              : t('admin.plans.kind-user'),
        searchValue: (r) => (r.kind === 'club' ? t('admin.plans.kind-club') : t('admin.plans.kind-user')),
      },
      { key: 'days', title: t('admin.plans.days'), sortable: true, width: 80 },
      { key: 'price', title: t('admin.plans.price'), sortable: true, render: (r) => formatPrice(r.price), searchValue: (r) => formatPrice(r.price) },
      { key: 'short_desc', title: t('admin.plans.description'), ellipsis: true, hideBelow: 'sm', cellTitle: (r) => r.short_desc },
      { key: 'user', title: t('admin.plans.creator'), hideBelow: 'md', sortValue: (r) => r.user?.name ?? '', render: (r) => r.user?.name ?? t('admin.common.none') },
      { key: 'payments', title: t('admin.plans.payments'), sortable: true, hideBelow: 'md', width: 110 },
    ],
    [t],
  );

  const editable = plans.data?.editable ?? false;
  const actions: RowAction<AdminPlan>[] = editable
    ? [
        { key: 'edit', label: t('admin.plans.edit'), icon: <IconPencil size={18} />, color: 'indigo', onClick: (r) => setEditing(r), testId: (r) => `plan-edit-${r.id}` },
        {
          key: 'delete',
          label: t('admin.plans.delete'),
          icon: <IconTrash size={18} />,
          color: 'red',
          testId: (r) => `plan-delete-${r.id}`,
          onClick: (r) =>
            void confirmDelete({
              title: `${t('confirm.delete')}: ${r.title}`,
              message: t('admin.plans.delete-message'),
              onConfirm: async () => {
                const answer = await remove.mutateAsync(r.id);
                notifications.show({ color: 'green', message: answer.message });
              },
            }),
        },
      ]
    : [];
  // The toolbar's button, and the same in the empty state (each with its own test id).
  const addButton = (testId: string) => (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')} data-testid={testId}>
      {t('admin.plans.add')}
    </Button>
  );
  return (
    <Container size="lg" py="md">
      <PageHeader title={t('admin.plans.title')} actions={<AdminLinks current="/admin/plans" />} />
      {plans.data && !editable ? (
        <Alert icon={<IconInfoCircle size={18} />} mb="md" variant="light" data-testid="plans-master-only">
          {t('admin.plans.master-only')}
        </Alert>
      ) : null}
      {plans.data ? <TrialDaysForm key={plans.data.trial_days} days={plans.data.trial_days} editable={editable} /> : null}
      <DataTable
        records={plans.data?.plans}
        loading={plans.isLoading}
        rowKey={(r) => r.id}
        columns={columns}
        actions={actions}
        actionsAfter={null}
        toolbar={addButton('plan-new')}
        search={{ placeholder: t('admin.plans.name'), testId: 'plans-search' }}
        empty={{ icon: <IconReceipt size={28} />, title: t('admin.plans.empty'), hint: t('admin.plans.empty-hint'), action: addButton('plan-new-empty') }}
        testId="plans-table"
        rowTestId={(r) => `plan-row-${r.id}`}
      />
      {editing ? <PlanModal key={editing === 'new' ? 'new' : editing.id} editing={editing} onClose={() => setEditing(null)} /> : null}
    </Container>
  );
}
