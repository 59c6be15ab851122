import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** The "leave with unsaved changes?" confirmation shown while useLeaveGuard blocks a navigation. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('editor.leave-title')} data-testid="leave-dialog">
      <Stack>
        <Text size="sm">{t('editor.leave-text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('editor.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()} data-testid="leave-confirm">
            {t('editor.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
