import { Badge, Button, Container } from '@mantine/core';
import type { AdminTeam, AdminTeamInviteAnswer, AdminTeamSort } from '@prancheta/shared';
import { IconKey, IconPencil, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminTeamsKey, deleteAdminTeam, reinviteAdminTeam, useAdminTeamsPage } from '../../api/admin-teams.ts';
import { handleApiError } from '../../api/errors.ts';
import { DataTable, deleteRowAction, useServerTable } from '../../components/data-table/index.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useAdminListError } from '../../components/useAdminListError.ts';
import { EditTeamModal } from './EditTeamModal.tsx';
import { InviteKeyModal } from './InviteKeyModal.tsx';

/** /admin/teams: every club, with its leader, status and limits; add goes to /admin/new-team. */
export default function AdminTeamsPage() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const table = useServerTable<AdminTeamSort>({ defaultSort: { key: 'id', direction: 'desc' } });
  const teams = useAdminTeamsPage(table.params);
  const [editing, setEditing] = useState<AdminTeam | null>(null);
  const [invite, setInvite] = useState<AdminTeamInviteAnswer | null>(null);
  const [inviting, setInviting] = useState<number | null>(null);
  useAdminListError(teams.error, t('admin.teams.load-error'));

  const columns = useMemo<DataColumn<AdminTeam>[]>(
    () => [
      { key: 'id', title: '#', sortable: true, width: 56 },
      { key: 'name', title: t('teams.name'), sortable: true },
      // A long address wraps inside its cell rather than widening the table past the page.
      { key: 'leader', title: t('teams.leader'), render: (r) => <span style={{ overflowWrap: 'anywhere' }}>{r.user.email}</span>, hideBelow: 'sm' },
      {
        key: 'pending',
        title: t('admin.teams.status'),
        render: (r) => (
          <Badge color={r.pending ? 'orange' : 'green'} variant="light" data-testid={`team-status-${r.id}`}>
            {r.pending ? t('admin.teams.pending') : t('admin.teams.active')}
          </Badge>
        ),
      },
      { key: 'users', title: t('admin.teams.members'), render: (r) => `${r.users}/${r.max_users}`, hideBelow: 'md' },
      { key: 'categories', title: t('nav.team-categories'), render: (r) => `${r.categories}/${r.max_categories}`, hideBelow: 'md', searchValue: false },
      { key: 'end_subscription', title: t('teams.end-subscription'), sortable: true, hideBelow: 'sm', render: (r) => (r.end_subscription ? new Date(r.end_subscription).toLocaleDateString(i18n.language) : '—'), searchValue: false },
    ],
    [t, i18n.language],
  );

  const reinvite = async (row: AdminTeam) => {
    setInviting(row.id);
    try {
      setInvite(await reinviteAdminTeam(row.id));
    } catch (err) {
      handleApiError(err);
    } finally {
      setInviting(null);
    }
  };

  const actions: RowAction<AdminTeam>[] = [
    { key: 'edit', label: t('admin.teams.edit-action'), icon: <IconPencil size={18} />, color: 'indigo', onClick: setEditing, testId: (r) => `team-edit-${r.id}` },
    { key: 'invite', label: t('admin.teams.new-key'), icon: <IconKey size={18} />, color: 'orange', hidden: (r) => !r.pending, loading: (r) => inviting === r.id, onClick: (r) => void reinvite(r), testId: (r) => `team-invite-${r.id}` },
    deleteRowAction<AdminTeam>({
      label: t('confirm.delete'),
      message: (r) => t('admin.teams.delete-warning', { name: r.name, files: r.treinos }),
      remove: async (r) => {
        await deleteAdminTeam(r.id);
        await qc.invalidateQueries({ queryKey: adminTeamsKey });
      },
      done: t('general.deleted'),
      testId: (r) => `team-delete-${r.id}`,
    }),
  ];
  // The header's button, and the same in the empty state (each with its own test id).
  const add = (testId: string) => (
    <Button component={Link} to="/admin/new-team" leftSection={<IconPlus size={18} />} data-testid={testId}>
      {t('admin.teams.new')}
    </Button>
  );
  return (
    <Container size="xl" py="md">
      <PageHeader title={t('admin.teams.title')} actions={add('team-add')} />
      <DataTable
        records={teams.data?.items}
        loading={teams.isLoading}
        server={table.server(teams.data, teams.isFetching && teams.isPlaceholderData)}
        rowKey={(r) => r.id}
        columns={columns}
        actions={actions}
        search={{ placeholder: t('admin.teams.search'), testId: 'teams-search' }}
        empty={{ icon: <IconUsersGroup size={28} />, title: t('admin.teams.empty'), hint: t('admin.teams.empty-hint'), action: add('team-add-empty') }}
        testId="admin-teams-table"
        rowTestId={(r) => `team-row-${r.id}`}
      />
      {editing ? <EditTeamModal key={editing.id} team={editing} onClose={() => setEditing(null)} /> : null}
      {invite ? <InviteKeyModal invite={invite} renewed onClose={() => setInvite(null)} /> : null}
    </Container>
  );
}
