import { ActionIcon, Alert, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCloudOff, IconCloudUpload, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onQueueChange, queuedSaves, removeSave } from './offlineStore.ts';
import type { QueuedSave } from './offlineStore.ts';
import { useReadOnlyScreen } from './readOnlyOffline.tsx';
import { useOnline } from './useOnline.ts';

/** The signed-in account's queued saves, refreshed whenever the queue changes. */
function useQueue(): QueuedSave[] {
  const [saves, setSaves] = useState<QueuedSave[]>([]);
  useEffect(() => {
    let live = true;
    const load = () => void queuedSaves().then((s) => live && setSaves(s), () => undefined);
    load();
    const off = onQueueChange(load);
    return () => {
      live = false;
      off();
    };
  }, []);
  return saves;
}

/**
 * The offline banner ("you are offline: saved copies only", or on a screen that needs the server to
 * save, "this screen is read-only until the connection returns") and the "waiting to sync (n)"
 * indicator with the saves the server refused; sends the queue when the connection returns.
 */
export function OfflineStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const saves = useQueue();
  // On a screen that needs the server to save, the one banner says that this screen is read-only.
  const readOnlyScreen = useReadOnlyScreen();
  const client = useQueryClient();

  const sync = useCallback(async () => {
    // Loaded only when there is something to send: it brings the formation schemas (zod), which
    // the first screen of a coach with an empty queue does not need.
    const { syncQueue } = await import('./sync.ts');
    const report = await syncQueue();
    for (const title of report.copies) notifications.show({ color: 'orange', autoClose: false, message: t('pwa.sync-copy', { title }) });
    if (report.sent > 0) {
      notifications.show({ color: 'green', message: t('pwa.sync-done') });
      await client.invalidateQueries({ queryKey: ['formactions'] });
    }
  }, [client, t]);

  const pending = saves.filter((s) => !s.refused).length;
  useEffect(() => {
    if (online && pending > 0) void sync();
  }, [online, pending, sync]);

  return (
    <>
      {!online ? (
        <Alert color="yellow" icon={<IconCloudOff size={18} />} mb="md" data-testid="offline-banner" data-read-only={readOnlyScreen ?? undefined} role="status">
          {readOnlyScreen ? t(`pwa.read-only.${readOnlyScreen}`) : t('pwa.offline')}
        </Alert>
      ) : null}
      {saves.length > 0 ? (
        <Popover width={340} position="bottom-start" withArrow shadow="md">
          <Popover.Target>
            <Button variant="light" color={saves.some((s) => s.refused) ? 'red' : 'blue'} leftSection={<IconCloudUpload size={16} />} mb="md" data-testid="sync-indicator">
              {t('pwa.sync-waiting', { count: saves.length })}
            </Button>
          </Popover.Target>
          <Popover.Dropdown aria-label={t('pwa.sync-waiting', { count: saves.length })}>
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
                    <ActionIcon variant="subtle" color="red" aria-label={t('pwa.sync-discard')} onClick={() => save.seq !== undefined && void removeSave(save.seq)} data-testid="sync-discard">
                      <IconTrash size={16} />
                    </ActionIcon>
                  ) : null}
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
