import { Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { modalsReady } from '../components/confirm/modalsReady.ts';
import i18n from '../i18n/i18n.ts';

/** What the coach chose for the saves still waiting at sign-out; null: cancelled (stays signed in). */
export type QueueChoice = 'keep' | 'discard' | null;

/**
 * Asks, at sign-out, what to do with the formations saved on this device and not sent yet, naming
 * them: keep them (sent at this account's next sign-in here) or discard them; Cancel or Escape
 * keeps the coach signed in.
 */
export function askAboutQueue(titles: string[]): Promise<QueueChoice> {
  const t = i18n.t.bind(i18n);
  return new Promise((resolve) => {
    let settled = false;
    let modalId = '';
    const settle = (choice: QueueChoice) => {
      if (settled) return;
      settled = true;
      resolve(choice);
      modals.close(modalId);
    };
    void modalsReady.then(() => {
      modalId = modals.open({
        title: t('pwa.logout-title'),
        onClose: () => settle(null),
        'data-testid': 'logout-queue-dialog',
        children: (
          <Stack gap="sm">
            <Text size="sm">{t('pwa.logout-message')}</Text>
            <List size="sm" data-testid="logout-queue-list">
              {titles.map((title, i) => (
                <List.Item key={i}>{title}</List.Item>
              ))}
            </List>
            <Text size="xs" c="dimmed">
              {t('pwa.logout-keep-hint')}
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => settle(null)} data-testid="logout-queue-cancel">
                {t('pwa.logout-cancel')}
              </Button>
              <Button color="red" variant="light" onClick={() => settle('discard')} data-testid="logout-queue-discard">
                {t('pwa.logout-discard')}
              </Button>
              <Button onClick={() => settle('keep')} data-testid="logout-queue-keep">
                {t('pwa.logout-keep')}
              </Button>
            </Group>
          </Stack>
        ),
      } as Parameters<typeof modals.open>[0]);
    });
  });
}
