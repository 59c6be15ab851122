import { Paper, Title } from '@mantine/core';
import type { AuditEntry } from '@prancheta/shared';
import { IconHistory } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditTrail } from '../../api/admin.ts';
import { DataTable } from '../../components/data-table/index.ts';
import type { DataColumn } from '../../components/data-table/index.ts';

/** Read-only view of the admin audit trail (GET admin/audit): who did what to which target, when. */
export function RecentActions() {
  const { t, i18n } = useTranslation();
  const trail = useAuditTrail();
  const columns = useMemo<DataColumn<AuditEntry>[]>(
    () => [
      { key: 'created_at', title: t('admin.common.when'), sortable: true, render: (r) => new Date(r.created_at).toLocaleString(i18n.language), searchValue: false },
      { key: 'actor_email', title: t('admin.common.actor'), hideBelow: 'sm', ellipsis: true },
      { key: 'action', title: t('admin.common.action') },
      { key: 'target', title: t('admin.common.target'), hideBelow: 'md' },
    ],
    [t, i18n.language],
  );
  return (
    <Paper withBorder p="md" mt="xl">
      <Title order={4} mb="sm">
        {t('admin.common.recent')}
      </Title>
      <DataTable
        records={trail.data}
        loading={trail.isLoading}
        rowKey={(r) => r.id}
        columns={columns}
        actionsAfter={null}
        pageSize={10}
        empty={{ icon: <IconHistory size={28} />, title: t('admin.common.recent-empty') }}
        testId="audit-table"
      />
    </Paper>
  );
}
