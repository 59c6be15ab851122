import { Button, Card, Divider, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { updateUserBody } from '@prancheta/shared';
import type { CurrentUser, UpdateUserBody } from '@prancheta/shared';
import { handleApiError } from '../../api/errors.ts';
import { useUpdateUser } from '../../api/user.ts';
import { applyServerErrors, useZodForm } from '../../components/form/index.ts';

/** Name, e-mail, phone and (optionally) a new password confirmed by the current one; PUT /api/user. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const form = useZodForm<UpdateUserBody>(updateUserBody, { name: user.name, email: user.email, phone: user.phone, password: '', current_password: '' });
  const submit = form.onSubmit((values) =>
    update.mutate(updateUserBody.parse(values), {
      onSuccess: () => {
        notifications.show({ color: 'pitch', message: t('general.updated') });
        form.setValues({ password: '', current_password: '' });
        form.resetDirty();
      },
      onError: (e) => {
        applyServerErrors(form, e);
        handleApiError(e);
      },
    }),
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={4}>{t('profile.data')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('auth.name')} autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput
            label={t('auth.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            {...form.getInputProps('phone')}
            onChange={(e) => form.setFieldValue('phone', e.currentTarget.value.replace(/\D/g, ''))}
          />
        </SimpleGrid>
        <TextInput label={t('auth.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Divider label={t('profile.change-password')} labelPosition="left" />
        <Text size="sm" c="dimmed">
          {t('profile.password-hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput label={t('auth.new-password')} autoComplete="new-password" {...form.getInputProps('password')} />
          <PasswordInput label={t('profile.current-password')} autoComplete="current-password" {...form.getInputProps('current_password')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {t('general.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
