import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminUser } from '@prancheta/shared';
import { adminSubscriptionForm } from '@prancheta/shared';
import { useTranslation } from 'react-i18next';
import { useUpdateAdminUser } from '../../api/admin.ts';
import { handleApiError } from '../../api/errors.ts';
import { applyServerErrors, useZodForm } from '../../components/form/index.ts';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** Edits a user's end of subscription, last payment and (optionally) password: PUT admin/user/{id}. */
export function SubscriptionModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAdminUser();
  const form = useZodForm(adminSubscriptionForm, { end_subscription: day(user.subscription.end_subscription), last_payment: day(user.subscription.last_payment), password: '' });
  const submit = form.onSubmit(async (values) => {
    try {
      const body = { end_subscription: values.end_subscription ?? '', last_payment: values.last_payment ?? '', ...(values.password ? { password: values.password } : {}) };
      const answer = await update.mutateAsync({ id: user.id, body });
      notifications.show({ color: 'green', message: answer.message });
      onClose();
    } catch (err) {
      applyServerErrors(form, err);
      handleApiError(err);
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.users.edit-title', { name: user.name })}>
      <form onSubmit={submit} noValidate data-testid="subscription-form">
        <Stack>
          <TextInput type="date" label={t('admin.users.end-subscription')} {...form.getInputProps('end_subscription')} data-testid="subscription-end" />
          <TextInput type="date" label={t('admin.users.last-payment')} {...form.getInputProps('last_payment')} data-testid="subscription-last-payment" />
          <PasswordInput label={t('admin.users.password')} description={t('admin.users.password-hint')} autoComplete="new-password" {...form.getInputProps('password')} data-testid="subscription-password" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('general.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="subscription-save">
              {t('general.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
