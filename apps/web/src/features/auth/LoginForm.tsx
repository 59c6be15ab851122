import { Button, Checkbox, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { returnAfterSignIn } from './guards.tsx';
import { useTranslation } from 'react-i18next';
import { loginBody } from '@prancheta/shared/schemas/auth.ts';
import type { LoginBody } from '@prancheta/shared/schemas/auth.ts';
import { useLogin } from '../../api/auth.ts';
import { useFocusAfterPaint, useZodForm } from '../../components/form/index.ts';
import { AuthLinks } from './AuthLinks.tsx';
import { showAuthError } from './useAuthSubmit.ts';

/** Login: e-mail and password; on success the session is stored and the user goes back where the sign-in guard sent them from (a club invitation link), else to /. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const login = useLogin();
  const form = useZodForm<LoginBody>(loginBody, { email: '', password: '' });
  // The screen's first field, focused once it has painted.
  const first = useFocusAfterPaint<HTMLInputElement>();
  // Off by default: the session ends with the tab unless the coach keeps it on this device (an
  // installed app at the pitch then reopens signed in, offline too).
  const [keep, setKeep] = useState(false);
  const submit = form.onSubmit((values) => {
    const target = returnAfterSignIn(state);
    login.mutate({ body: loginBody.parse(values), keep }, { onSuccess: () => navigate(target, { replace: true }), onError: (e) => showAuthError(form, e) });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2}>{t('auth.login-title')}</Title>
          <Text c="dimmed" size="sm">
            {t('auth.login-subtitle')}
          </Text>
        </div>
        <TextInput label={t('auth.email')} type="email" autoComplete="email" ref={first} required {...form.getInputProps('email')} />
        <PasswordInput label={t('auth.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
        <Checkbox label={t('auth.keep-signed-in')} description={t('auth.keep-signed-in-hint')} checked={keep} onChange={(e) => setKeep(e.currentTarget.checked)} data-testid="login-keep" />
        <Button type="submit" size="md" loading={login.isPending} fullWidth>
          {t('auth.login')}
        </Button>
      </Stack>
      <AuthLinks
        links={[
          { to: '/signup', label: 'auth.to-signup' },
          { to: '/password/email', label: 'auth.to-forget' },
        ]}
      />
    </form>
  );
}
