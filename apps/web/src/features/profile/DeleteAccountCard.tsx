import { Alert, Button, Card, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { deleteAccountBody } from '@prancheta/shared';
import type { DeleteAccountBody } from '@prancheta/shared';
import { useDeleteAccount } from '../../api/account.ts';
import { handleApiError } from '../../api/errors.ts';
import { clearSession } from '../../api/session.ts';
import { applyServerErrors, useZodForm } from '../../components/form/index.ts';

/** The dialog that asks for the password before deleting the account for good. */
function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const remove = useDeleteAccount();
  const form = useZodForm<DeleteAccountBody>(deleteAccountBody, { password: '' });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    remove.mutate(values, {
      onSuccess: async (answer) => {
        clearSession(true);
        client.clear();
        notifications.show({ color: 'pitch', message: answer.message });
        await navigate('/login', { replace: true });
      },
      onError: (e) => {
        if (!applyServerErrors(form, e)) handleApiError(e);
      },
    }),
  );
  return (
    <Modal opened={opened} onClose={close} title={t('account.delete.modal-title')} centered data-testid="delete-account-dialog">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
            {t('account.delete.warning')}
          </Alert>
          <PasswordInput
            label={t('account.delete.password')}
            description={t('account.delete.password-hint')}
            autoComplete="current-password"
            data-autofocus
            required
            {...form.getInputProps('password')}
            data-testid="delete-account-password"
          />
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={close}>
              {t('account.delete.cancel')}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending} leftSection={<IconTrash size={16} />} data-testid="delete-account-confirm">
              {t('account.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Profile card: delete my account (password confirmation, irreversible warning). */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="delete-account-card">
      <Stack gap="sm">
        <Title order={4}>{t('account.delete.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('account.delete.text')}
        </Text>
        <Button color="red" variant="outline" leftSection={<IconTrash size={16} />} onClick={open} data-testid="delete-account">
          {t('account.delete.button')}
        </Button>
      </Stack>
      <DeleteAccountModal opened={opened} onClose={close} />
    </Card>
  );
}
