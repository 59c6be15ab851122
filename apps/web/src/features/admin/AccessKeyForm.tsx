import { Button, Group, Paper, PasswordInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { accessTokenBody } from '@prancheta/shared';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAccessKey } from '../../api/admin.ts';
import { handleApiError } from '../../api/errors.ts';
import { applyServerErrors, useZodForm } from '../../components/form/index.ts';

/** The payment-provider access key (PUT admin/env/ACCESS_TOKEN): write-only, cleared after saving. */
export function AccessKeyForm() {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const form = useZodForm(accessTokenBody, { value: '' });
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const answer = await saveAccessKey(values.value);
      notifications.show({ color: 'green', message: answer.message });
      form.reset();
    } catch (err) {
      applyServerErrors(form, err);
      handleApiError(err);
    } finally {
      setSaving(false);
    }
  });
  return (
    <Paper withBorder p="md" mb="lg" component="form" onSubmit={submit} noValidate data-testid="access-key-form">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <PasswordInput
          label={t('admin.users.access-key')}
          leftSection={<IconKey size={16} />}
          autoComplete="off"
          style={{ flex: '1 1 220px', minWidth: 0 }}
          {...form.getInputProps('value')}
          data-testid="access-key-input"
        />
        <Button type="submit" loading={saving} data-testid="access-key-save">
          {t('admin.users.access-key-save')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {t('admin.users.access-key-hint')}
      </Text>
    </Paper>
  );
}
