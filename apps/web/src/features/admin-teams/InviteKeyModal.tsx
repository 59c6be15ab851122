import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { AdminTeamInviteAnswer } from '@prancheta/shared';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * After a club is created (or a new key issued): the leader's e-mail and the key, a single-use
 * invitation link the leader opens while signed in. Shown once; no password is involved.
 */
export function InviteKeyModal({ invite, renewed = false, onClose }: { invite: AdminTeamInviteAnswer; renewed?: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t(renewed ? 'admin.teams.invited' : 'admin.teams.invite-title')} size="lg">
      <Stack data-testid="invite-modal">
        <Text>{t('admin.teams.invite-intro', { name: invite.team.name })}</Text>
        <TextInput label={t('admin.teams.leader-email')} value={invite.email} readOnly data-testid="invite-email" />
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput label={t('admin.teams.invite-key')} value={invite.key} readOnly style={{ flex: 1, minWidth: 0 }} data-testid="invite-key" onFocus={(e) => e.currentTarget.select()} />
          <CopyButton value={invite.key}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} aria-label={t('admin.teams.copy-key')}>
                {copied ? t('admin.teams.copied') : t('admin.teams.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Alert color="blue">{t('admin.teams.invite-hint', { date: new Date(invite.expires_at).toLocaleString(i18n.language) })}</Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="invite-close">
            {t('general.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
