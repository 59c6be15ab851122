import { Button, Group, Notification, Portal } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, onUpdateWaiting } from './serviceWorker.ts';

/** "A new version is available — Reload": shown while a new service worker waits to take over. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => onUpdateWaiting((worker) => setWaiting(worker !== null)), []);
  if (!waiting || dismissed) return null;
  return (
    <Portal>
      <Notification
        role="status"
        icon={<IconRefresh size={18} />}
        color="teal"
        title={t('pwa.update-ready')}
        onClose={() => setDismissed(true)}
        closeButtonProps={{ 'aria-label': t('pwa.update-later') }}
        style={{ position: 'fixed', bottom: 16, left: 16, right: 16, maxWidth: 420, zIndex: 400 }}
        data-testid="update-prompt"
      >
        <Group gap="xs" mt="xs">
          <Button size="xs" onClick={applyUpdate} data-testid="update-reload">
            {t('pwa.update-reload')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setDismissed(true)}>
            {t('pwa.update-later')}
          </Button>
        </Group>
      </Notification>
    </Portal>
  );
}
