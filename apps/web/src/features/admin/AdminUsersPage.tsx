import { Badge, Container, SegmentedControl } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminUser, AdminUserSort, Level } from '@prancheta/shared';
import { LEVELS } from '@prancheta/shared';
import { IconArrowDown, IconArrowUp, IconCalendarDollar, IconCreditCard, IconTrash, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ladderBody, useAdminUsersPage, useDeleteAdminUser, useUpdateAdminUser } from '../../api/admin.ts';
import { confirmDelete } from '../../components/confirm/index.ts';
import { DataTable, useServerTable } from '../../components/data-table/index.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AccessKeyForm } from './AccessKeyForm.tsx';
import { AdminLinks, adminDate } from './AdminLinks.tsx';
import { confirmAction } from './confirmAction.tsx';
import { RecentActions } from './RecentActions.tsx';
import { SubscriptionModal } from './SubscriptionModal.tsx';
import { UserPaymentsModal } from './UserPaymentsModal.tsx';
import { useAdminListError } from '../../components/useAdminListError.ts';

const LEVEL_COLOURS: Record<Level, string> = { user: 'gray', mod: 'teal', admin: 'indigo', master: 'grape' };

/** The level one step up or down (the server checks the ladder again). */
function stepOf(level: Level, down: boolean): Level {
  return LEVELS[LEVELS.indexOf(level) + (down ? -1 : 1)] ?? level;
}

const userKey = (r: AdminUser) => r.id;
const userRowTestId = (r: AdminUser) => `user-row-${r.id}`;
// The page's other sections, made once: a render of the page (each key typed in the search) leaves them be.
const accessKeyForm = <AccessKeyForm />;
const recentActions = <RecentActions />;

/**
 * /admin/users (seed 001 §2): every account with level, subscription status and end (a trial badge
 * and the trial's end for accounts on a free trial, which a filter keeps alone), paged, sorted
 * and searched by the server (`?q=` opens it searched, as the payments list links to a user);
 * promote and demote along the ladder (shown from the server's can_* flags, both confirmed), the
 * subscription form, a user's payment history, deletion of an account with everything it owns, the
 * payment access key and recent actions.
 */
export default function AdminUsersPage() {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const table = useServerTable<AdminUserSort>({ defaultSort: { key: 'id', direction: 'asc' }, initialQuery: searchParams.get('q') ?? '' });
  // 'trial': only the accounts on a free trial (filtered by the server).
  const [show, setShow] = useState<'all' | 'trial'>('all');
  const users = useAdminUsersPage({ ...table.params, trial: show === 'trial' ? 1 : undefined });
  const update = useUpdateAdminUser();
  const remove = useDeleteAdminUser();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [paymentsOf, setPaymentsOf] = useState<AdminUser | null>(null);
  useAdminListError(users.error, t('admin.common.list-error'));
  const columns = useMemo<DataColumn<AdminUser>[]>(
    () => [
      { key: 'id', title: t('admin.users.id'), sortable: true, width: 60, hideBelow: 'sm' },
      { key: 'email', title: t('admin.users.email'), sortable: true, ellipsis: true, cellTitle: (r) => r.email },
      { key: 'name', title: t('admin.users.name'), sortable: true, hideBelow: 'sm' },
      {
        key: 'level',
        title: t('admin.users.level'),
        render: (r) => (
          <Badge variant="light" color={LEVEL_COLOURS[r.level]} miw="max-content" data-testid={`user-level-${r.id}`}>
            {t(`admin.users.levels.${r.level}`)}
          </Badge>
        ),
      },
      { key: 'phone', title: t('admin.users.phone'), hideBelow: 'md' },
      {
        key: 'subscription_active',
        title: t('admin.users.status'),
        hideBelow: 'sm',
        render: (r) =>
          r.in_trial ? (
            <Badge variant="light" color="cyan" miw="max-content" data-testid={`user-status-${r.id}`} data-trial="1">
              {t('admin.users.trial')}
            </Badge>
          ) : (
            <Badge variant="dot" color={r.subscription_active ? 'green' : 'gray'} miw="max-content" data-testid={`user-status-${r.id}`}>
              {t(r.subscription_active ? 'admin.users.active' : 'admin.users.inactive')}
            </Badge>
          ),
      },
      {
        key: 'end_subscription',
        title: t('admin.users.end'),
        sortable: true,
        hideBelow: 'md',
        // A trial account shows the trial's end (it has no paid end past it).
        render: (r) => (r.in_trial && r.trial_end ? t('admin.users.trial-until', { date: adminDate(r.trial_end, i18n.language) }) : adminDate(r.subscription.end_subscription, i18n.language)),
        cellTestId: (r) => `user-end-${r.id}`,
      },
    ],
    [t, i18n.language],
  );

  // The row actions keep their identity across renders (a key typed in the search renders this page
  // again): the table's cells are then not rendered again while the rows stay the same.
  const updateUser = update.mutateAsync;
  const removeUser = remove.mutateAsync;
  const actions = useMemo<RowAction<AdminUser>[]>(() => {
    const levelName = (level: Level) => t(`admin.users.levels.${level}`);
    const ladder = (r: AdminUser, down: boolean) => {
      const to = stepOf(r.level, down);
      void confirmAction({
        title: t(down ? 'admin.users.demote-title' : 'admin.users.promote-title'),
        message: t('admin.users.confirm-level', { name: r.name, from: levelName(r.level), to: levelName(to) }),
        onConfirm: async () => {
          const answer = await updateUser({ id: r.id, body: ladderBody(down, to) });
          notifications.show({ color: 'green', message: answer.message });
        },
      });
    };
    return [
      { key: 'promote', label: t('admin.users.promote'), icon: <IconArrowUp size={18} />, color: 'teal', hidden: (r) => !r.can_promote, onClick: (r) => ladder(r, false), testId: (r) => `user-promote-${r.id}` },
      { key: 'demote', label: t('admin.users.demote'), icon: <IconArrowDown size={18} />, color: 'orange', hidden: (r) => !r.can_demote, onClick: (r) => ladder(r, true), testId: (r) => `user-demote-${r.id}` },
      { key: 'payments', label: t('admin.users.payments'), icon: <IconCreditCard size={18} />, color: 'green', onClick: (r) => setPaymentsOf(r), testId: (r) => `user-payments-${r.id}` },
      { key: 'edit', label: t('admin.users.edit'), icon: <IconCalendarDollar size={18} />, color: 'indigo', hidden: (r) => !r.can_edit, onClick: (r) => setEditing(r), testId: (r) => `user-edit-${r.id}` },
      {
        key: 'delete',
        label: t('admin.users.delete'),
        icon: <IconTrash size={18} />,
        color: 'red',
        hidden: (r) => !r.can_delete,
        testId: (r) => `user-delete-${r.id}`,
        onClick: (r) =>
          void confirmDelete({
            title: t('admin.users.delete-title', { email: r.email }),
            message: t('admin.users.delete-message'),
            onConfirm: async () => {
              const answer = await removeUser(r.id);
              notifications.show({ color: 'green', message: answer.message });
            },
          }),
      },
    ];
  }, [t, updateUser, removeUser]);

  return (
    <Container size="xl" py="md">
      <PageHeader title={t('admin.users.title')} actions={<AdminLinks current="/admin/users" />} />
      {accessKeyForm}
      <DataTable
        records={users.data?.items}
        loading={users.isLoading}
        server={table.server(users.data, users.isFetching && users.isPlaceholderData, show !== 'all')}
        toolbar={
          <SegmentedControl
            value={show}
            onChange={(value) => {
              setShow(value === 'trial' ? 'trial' : 'all');
              table.firstPage();
            }}
            aria-label={t('admin.users.filter')}
            data={[
              { value: 'all', label: t('admin.users.filter-all') },
              { value: 'trial', label: t('admin.users.filter-trial') },
            ]}
            data-testid="users-filter"
          />
        }
        rowKey={userKey}
        columns={columns}
        actions={actions}
        actionsAfter={null}
        search={{ placeholder: t('admin.users.search'), testId: 'users-search' }}
        empty={{ icon: <IconUsers size={28} />, title: t('admin.users.empty') }}
        testId="users-table"
        rowTestId={userRowTestId}
      />
      {recentActions}
      {editing ? <SubscriptionModal key={editing.id} user={editing} onClose={() => setEditing(null)} /> : null}
      {paymentsOf ? <UserPaymentsModal key={paymentsOf.id} user={paymentsOf} onClose={() => setPaymentsOf(null)} /> : null}
    </Container>
  );
}
