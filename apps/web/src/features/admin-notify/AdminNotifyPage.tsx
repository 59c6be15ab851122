import { Badge, Container, Group, ThemeIcon } from '@mantine/core';
import type { AdminNotification } from '@prancheta/shared';
import { IconBell, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminNotifyKey, deleteNotification, useAdminNotifications } from '../../api/admin-notify.ts';
import { notificationsKey } from '../../api/notifications.ts';
import { DataTable, deleteRowAction } from '../../components/data-table/index.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { NewButton } from '../../components/NewButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { NOTIFICATION_ICON_NODES } from '../../components/notificationIcons.tsx';
import { useAdminListError } from '../../components/useAdminListError.ts';
import { NotifyModal } from './NotifyModal.tsx';

/** /admin/notify: the notifications every home screen shows (list, create, edit, delete). */
export default function AdminNotifyPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useAdminNotifications();
  const [editing, setEditing] = useState<AdminNotification | 'new' | null>(null);
  useAdminListError(list.error, t('admin.notify.load-error'));

  const columns = useMemo<DataColumn<AdminNotification>[]>(
    () => [
      { key: 'ordem', title: t('admin.notify.ordem'), sortable: true, width: 96 },
      {
        key: 'icon',
        title: t('admin.notify.icon'),
        searchValue: false,
        hideBelow: 'xs',
        render: (r) => (
          <ThemeIcon radius="xl" style={{ background: r.background, color: r.color }} role="img" aria-label={t(`admin.notify.icons.${r.icon}`)}>
            {NOTIFICATION_ICON_NODES[r.icon]}
          </ThemeIcon>
        ),
      },
      { key: 'title', title: t('admin.notify.title-field'), sortable: true, ellipsis: true },
      {
        key: 'languages',
        title: t('admin.notify.languages'),
        searchValue: false,
        hideBelow: 'sm',
        render: (r) => (
          <Group gap={4} wrap="nowrap">
            <Badge variant="light">PT</Badge>
            {r.title_es || r.message_es ? <Badge variant="light">ES</Badge> : null}
            {r.title_en || r.message_en ? <Badge variant="light">EN</Badge> : null}
          </Group>
        ),
      },
    ],
    [t],
  );
  const actions: RowAction<AdminNotification>[] = [
    { key: 'edit', label: t('admin.notify.edit'), icon: <IconPencil size={18} />, color: 'indigo', onClick: setEditing, testId: (r) => `notify-edit-${r.id}` },
    deleteRowAction<AdminNotification>({
      label: t('confirm.delete'),
      message: (r) => t('admin.notify.delete-warning', { title: r.title }),
      remove: async (r) => {
        await deleteNotification(r.id);
        await Promise.all([qc.invalidateQueries({ queryKey: adminNotifyKey }), qc.invalidateQueries({ queryKey: notificationsKey })]);
      },
      done: t('general.deleted'),
      testId: (r) => `notify-delete-${r.id}`,
    }),
  ];
  // The header's button, and the same in the empty state (each with its own test id).
  const add = (testId: string) => <NewButton label={t('admin.notify.new')} onClick={() => setEditing('new')} testId={testId} />;
  return (
    <Container size="lg" py="md">
      <PageHeader title={t('admin.notify.title')} subtitle={t('admin.notify.subtitle')} actions={add('notify-new')} />
      <DataTable
        records={list.data}
        loading={list.isLoading}
        rowKey={(r) => r.id}
        columns={columns}
        actions={actions}
        actionsAfter={null}
        search={{ placeholder: t('admin.notify.search'), testId: 'notify-search' }}
        defaultSort={{ key: 'ordem', direction: 'asc' }}
        empty={{ icon: <IconBell size={28} />, title: t('admin.notify.empty'), hint: t('admin.notify.empty-hint'), action: add('notify-new-empty') }}
        testId="notify-table"
        rowTestId={(r) => `notify-row-${r.id}`}
      />
      {editing ? <NotifyModal key={editing === 'new' ? 'new' : editing.id} editing={editing} onClose={() => setEditing(null)} /> : null}
    </Container>
  );
}
