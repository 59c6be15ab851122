import { Button, Container, Group, Paper, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ClubMember } from '@prancheta/shared';
import { IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { clubKeys, toggleMember, useTeamUsers } from '../../api/clubs.ts';
import { handleApiError } from '../../api/errors.ts';
import { confirmDelete } from '../../components/confirm/index.ts';
import { DataTable } from '../../components/data-table/index.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LeaderOnly } from './LeaderOnly.tsx';
import { OfflineFieldset, offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';

/** Shows the outcome of PUT team/users/{email} (seed 001 §8: 204 teams.you, 404 teams.notfound). */
async function runToggle(email: string, t: (key: string) => string): Promise<boolean> {
  try {
    const answer = await toggleMember(email);
    if (!answer) {
      notifications.show({ color: 'orange', message: t('teams.you') });
      return false;
    }
    notifications.show({ color: 'green', message: answer.message });
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) notifications.show({ color: 'red', message: t('teams.notfound') });
    else handleApiError(err);
    return false;
  }
}

/** /team/users: the leader adds members by e-mail and removes them (the same call toggles). */
export default function TeamUsersPage() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const users = useTeamUsers();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Changes to the club need the server: offline the screen stays readable, its actions disabled.
  const offline = useReadOnlyOffline('club');

  const columns = useMemo<DataColumn<ClubMember>[]>(
    () => [
      {
        key: 'name',
        title: t('teams.member'),
        sortable: true,
        // Phones show the e-mail under the name (its own column is hidden), so name, e-mail and actions fit 360 px.
        render: (r) => (
          <>
            <Text size="sm">{r.name}</Text>
            <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
              {r.email}
            </Text>
          </>
        ),
        cellTestId: (r) => `member-name-${r.id}`,
      },
      { key: 'email', title: t('teams.email'), sortable: true, hideBelow: 'sm', ellipsis: true },
      { key: 'created_at', title: t('teams.since'), sortable: true, hideBelow: 'sm', render: (r) => new Date(r.created_at).toLocaleDateString(i18n.language), searchValue: false },
    ],
    [t, i18n.language],
  );

  if (users.error) return <LeaderOnly error={users.error} />;

  const refresh = () => qc.invalidateQueries({ queryKey: clubKeys.users });
  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    if (email.trim() === '') {
      setError(t('validation.required'));
      return;
    }
    setError(null);
    setBusy(true);
    if (await runToggle(email, t)) {
      setEmail('');
      await refresh();
    }
    setBusy(false);
  };

  const actions: RowAction<ClubMember>[] = [
    {
      key: 'remove',
      mutates: true,
      label: t('teams.remove'),
      icon: <IconTrash size={18} />,
      color: 'red',
      testId: (r) => `member-remove-${r.id}`,
      onClick: (r) =>
        void confirmDelete({
          title: t('teams.remove'),
          message: t('teams.remove-confirm', { name: r.name }),
          confirmLabel: t('teams.remove'),
          onConfirm: async () => {
            await runToggle(r.email, t);
            await refresh();
          },
        }),
    },
  ];

  return (
    <Container size="md" py="md">
      <PageHeader title={t('teams.users-title')} />
      <Paper withBorder p="md" radius="md" mb="md">
        <form onSubmit={(e) => void add(e)} noValidate>
          <OfflineFieldset>
            <Group align="flex-end" wrap="wrap">
              <TextInput type="email" label={t('teams.email')} required value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={error} style={{ flex: 1, minWidth: 220 }} data-testid="member-email" />
              <Button type="submit" loading={busy} leftSection={<IconUserPlus size={18} />} {...offlineAction(offline)} data-testid="member-add">
                {t('teams.add')}
              </Button>
            </Group>
          </OfflineFieldset>
        </form>
      </Paper>
      <DataTable
        records={users.data}
        loading={users.isLoading}
        rowKey={(r) => r.id}
        columns={columns}
        actions={actions}
        actionsAfter={null}
        empty={{ icon: <IconUsers size={28} />, title: t('teams.no-users') }}
        testId="members-table"
        rowTestId={(r) => `member-row-${r.id}`}
      />
    </Container>
  );
}
