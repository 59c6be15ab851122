import { ActionIcon, Card, Group, Loader, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { HoverTooltip } from '../../components/HoverTooltip.tsx';
import { IconBell, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@prancheta/shared';
import { offlineError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { useDismissNotification, useNotifications } from '../../api/notifications.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useReportError } from '../../components/useReportError.ts';
import { NOTIFICATION_ICON_NODES as ICONS } from '../../components/notificationIcons.tsx';


function NotificationCard({ note, dismissing, onDismiss }: { note: Notification; dismissing: boolean; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Card radius="md" padding="md" style={{ background: note.background, color: note.color }} data-testid="notification" aria-busy={dismissing}>
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon variant="white" radius="xl" size={36} style={{ color: note.color }}>
          {ICONS[note.icon] ?? <IconInfoCircle size={20} />}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1 }}>
          <Text fw={700}>{note.title}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {note.message}
          </Text>
        </Stack>
        <HoverTooltip label={t('home.dismiss')}>
          <ActionIcon variant="subtle" color="dark" onClick={onDismiss} disabled={dismissing} aria-label={t('home.dismiss')} data-testid="dismiss">
            {dismissing ? <Loader size={16} color="dark" data-testid="dismiss-spinner" /> : <IconX size={18} />}
          </ActionIcon>
        </HoverTooltip>
      </Group>
    </Card>
  );
}

/** Home notifications with dismiss (a spinner on the item while it is being dismissed). */
export function NotificationsList() {
  const { t } = useTranslation();
  const list = useNotifications();
  const dismiss = useDismissNotification();
  // A background read: offline without a saved copy it waits for the connection, unannounced.
  useReportError(list.error, { background: true });
  return (
    <Stack gap="sm" component="section" aria-labelledby="notifications-title">
      <Title order={3} id="notifications-title">
        {t('home.notifications')}
      </Title>
      {list.isPending ? (
        <>
          <Skeleton h={72} radius="md" />
          <Skeleton h={72} radius="md" />
        </>
      ) : offlineError(list.error) ? (
        <Text c="dimmed" size="sm" data-testid="notifications-offline">
          {t('home.notifications-offline')}
        </Text>
      ) : list.data && list.data.length > 0 ? (
        list.data.map((note) => (
          <NotificationCard
            key={note.id}
            note={note}
            dismissing={dismiss.isPending && dismiss.variables === note.id}
            onDismiss={() => dismiss.mutate(note.id, { onError: (e) => handleApiError(e) })}
          />
        ))
      ) : (
        <Card withBorder radius="md">
          <EmptyState icon={<IconBell size={28} />} title={t('home.no-notifications')} hint={t('home.no-notifications-hint')} />
        </Card>
      )}
    </Stack>
  );
}
