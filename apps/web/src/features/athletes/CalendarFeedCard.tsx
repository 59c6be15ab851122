import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarEvent, IconCheck, IconCopy, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCalendarFeed, useCalendarFeedChange } from '../../api/athletes.ts';
import { handleApiError } from '../../api/errors.ts';
import { confirmDelete } from '../../components/confirm/index.ts';

/** The coach's private iCal address: create or renew, copy, revoke. */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const change = useCalendarFeedChange();
  const url = feed.data?.url ?? null;

  const run = async (action: 'create' | 'revoke') => {
    try {
      const res = await change.mutateAsync(action);
      if (res.message) notifications.show({ color: 'green', message: res.message });
    } catch (err) {
      handleApiError(err);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" mt="lg" data-testid="calendar-feed">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCalendarEvent size={20} />
          {/* The page's title is a level-2 heading: this section's is level 3, drawn at the size of a level 4. */}
          <Title order={3} size="h4">{t('calendario.title')}</Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('calendario.intro')}
        </Text>
        {url ? (
          <TextInput value={url} readOnly aria-label={t('calendario.title')} onFocus={(e) => e.currentTarget.select()} styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }} data-testid="calendar-url" />
        ) : (
          <Text size="sm" data-testid="calendar-none">
            {t('calendario.none')}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {url ? (
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="light" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} color={copied ? 'teal' : 'blue'} onClick={copy} data-testid="calendar-copy">
                  {copied ? t('calendario.copied') : t('calendario.copy')}
                </Button>
              )}
            </CopyButton>
          ) : null}
          <Button variant={url ? 'default' : 'filled'} leftSection={<IconRefresh size={16} />} onClick={() => void run('create')} loading={change.isPending && change.variables === 'create'} data-testid="calendar-create">
            {url ? t('calendario.renew') : t('calendario.create')}
          </Button>
          {url ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconLinkOff size={16} />}
              onClick={() => void confirmDelete({ title: t('calendario.revoke'), message: t('calendario.intro'), confirmLabel: t('calendario.revoke'), onConfirm: () => run('revoke') })}
              data-testid="calendar-revoke"
            >
              {t('calendario.revoke')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
