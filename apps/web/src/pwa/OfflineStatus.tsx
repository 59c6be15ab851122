import { ActionIcon, Alert, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCloudOff, IconCloudUpload, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isWaiting, removeSave } from './offlineStore.ts';
import { useReadOnlyScreen } from './readOnlyOffline.tsx';
import { useOnline } from './useOnline.ts';
import { useQueue } from './useQueue.ts';

/** After a round stopped by the network while the browser says it is online, the next try comes this much later. */
const RETRY_MS = 3000;

/**
 * The offline banner ("you are offline: saved copies only", or on a screen that needs the server to
 * save, "this screen is read-only until the connection returns") and the "waiting to sync (n)"
 * indicator with the saves the server refused; sends the queue when the connection returns.
 */
export function OfflineStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const queue = useQueue();
  const { unreadable } = queue;
  // Shown: the saves not sent yet (a sent one stays queued until the list shows it, see isWaiting).
  const saves = queue.saves.filter(isWaiting);
  // On a screen that needs the server to save, the one banner says that this screen is read-only.
  const readOnlyScreen = useReadOnlyScreen();
  const client = useQueryClient();
  const [retry, setRetry] = useState(0);

  const sync = useCallback(async () => {
    // Loaded only when there is something to send: it brings the formation schemas (zod), which
    // the first screen of a coach with an empty queue does not need.
    const { syncQueue } = await import('./sync.ts');
    // Each sent save's list row is fetched before the save leaves the queue (see syncQueue).
    const report = await syncQueue(() => client.refetchQueries({ queryKey: ['formactions'] }));
    // null: a round is already running, and it reports what it sends.
    if (!report) return;
    // One notification per save and per round, named by the saves they tell about.
    for (const { seq, title } of report.copies) notifications.show({ id: `sync-copy-${seq}`, color: 'orange', autoClose: false, message: t('pwa.sync-copy', { title }) });
    if (report.sent.length > 0) {
      notifications.show({ id: `sync-done-${report.sent.join('-')}`, color: 'green', message: t('pwa.sync-done') });
      await client.invalidateQueries({ queryKey: ['formactions'] });
    }
    // Stopped by the network while the browser still says online (a flapping connection): try again shortly.
    if (report.stopped) window.setTimeout(() => setRetry((n) => n + 1), RETRY_MS);
  }, [client, t]);

  // Sent ones too: the round that sent them removes them from the queue.
  const pending = queue.saves.filter((s) => !s.refused).length;
  useEffect(() => {
    if (online && pending > 0) void sync();
  }, [online, pending, retry, sync]);

  return (
    <>
      {!online ? (
        <Alert color="yellow" icon={<IconCloudOff size={18} />} mb="md" data-testid="offline-banner" data-read-only={readOnlyScreen ?? undefined} role="status">
          {readOnlyScreen ? t(`pwa.read-only.${readOnlyScreen}`) : t('pwa.offline')}
        </Alert>
      ) : null}
      {saves.length + unreadable.length > 0 ? (
        <Popover width={340} position="bottom-start" withArrow shadow="md">
          <Popover.Target>
            <Button
              variant="light"
              color={saves.some((s) => s.refused) || unreadable.length > 0 ? 'red' : 'blue'}
              leftSection={<IconCloudUpload size={16} />}
              mb="md"
              data-testid="sync-indicator"
            >
              {t('pwa.sync-waiting', { count: saves.length + unreadable.length })}
            </Button>
          </Popover.Target>
          <Popover.Dropdown aria-label={t('pwa.sync-waiting', { count: saves.length + unreadable.length })}>
            <Stack gap="xs">
              <Text fw={600} size="sm">
                {t('pwa.sync-title')}
              </Text>
              {saves.map((save) => (
                <Group key={save.seq} justify="space-between" wrap="nowrap" align="flex-start" data-testid="sync-item">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" truncate>
                      {save.input.fields.clube} · {save.input.fields.categoria}
                    </Text>
                    {save.refused ? (
                      <Text size="xs" c="red.8" data-testid="sync-refused">
                        {t('pwa.sync-refused', { message: save.refused.message })}
                      </Text>
                    ) : null}
                  </Stack>
                  {save.refused ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('pwa.sync-discard')}
                      onClick={() => save.seq !== undefined && void removeSave(save.seq)}
                      data-testid="sync-discard"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  ) : null}
                </Group>
              ))}
              {unreadable.map((entry) => (
                <Group key={entry.seq} justify="space-between" wrap="nowrap" align="flex-start" data-testid="sync-item">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" truncate>
                      {entry.title ?? '—'}
                    </Text>
                    <Text size="xs" c="red.8" data-testid="sync-unreadable">
                      {t('pwa.sync-unreadable')}
                    </Text>
                  </Stack>
                  <ActionIcon variant="subtle" color="red" aria-label={t('pwa.sync-discard')} onClick={() => void removeSave(entry.seq)} data-testid="sync-discard">
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              {online && pending > 0 ? (
                <Button size="xs" onClick={() => void sync()}>
                  {t('pwa.sync-now')}
                </Button>
              ) : null}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      ) : null}
    </>
  );
}
