import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetBody } from '@prancheta/shared/schemas/auth.ts';
import type { ForgetBody } from '@prancheta/shared/schemas/auth.ts';
import { useForget } from '../../api/auth.ts';
import { useFocusAfterPaint, useZodForm } from '../../components/form/index.ts';
import { AuthLinks } from './AuthLinks.tsx';
import { showAuthError } from './useAuthSubmit.ts';

/** Password recovery: asks for the e-mail; afterwards says a link was sent if the e-mail exists. */
export function ForgetForm() {
  const { t } = useTranslation();
  const forget = useForget();
  const [sent, setSent] = useState(false);
  const form = useZodForm<ForgetBody>(forgetBody, { email: '' });
  // The screen's first field, focused once it has painted.
  const first = useFocusAfterPaint<HTMLInputElement>();
  const submit = form.onSubmit((values) => forget.mutate(forgetBody.parse(values), { onSuccess: () => setSent(true), onError: (e) => showAuthError(form, e) }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2}>{t('auth.forget-title')}</Title>
          <Text c="dimmed" size="sm">
            {t('auth.forget-subtitle')}
          </Text>
        </div>
        {sent ? (
          <Alert color="pitch" icon={<IconMailCheck size={18} />} role="status" data-testid="forget-sent">
            {t('auth.forget-sent')}
          </Alert>
        ) : null}
        <TextInput label={t('auth.email')} type="email" autoComplete="email" ref={first} required {...form.getInputProps('email')} />
        <Button type="submit" size="md" loading={forget.isPending} fullWidth>
          {t('auth.forget-send')}
        </Button>
      </Stack>
      <AuthLinks
        links={[
          { to: '/login', label: 'auth.to-login' },
          { to: '/signup', label: 'auth.to-signup' },
        ]}
      />
    </form>
  );
}
