import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signupBody } from '@prancheta/shared/schemas/auth.ts';
import type { SignupBody } from '@prancheta/shared/schemas/auth.ts';
import { useSignup } from '../../api/auth.ts';
import { ApiError } from '../../api/client.ts';
import { useFocusAfterPaint, useZodForm } from '../../components/form/index.ts';
import { AuthLinks } from './AuthLinks.tsx';
import { showAuthError } from './useAuthSubmit.ts';

/** Signup: e-mail, password, name and phone (digits only); 400 suggests password recovery. */
export function SignupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signup = useSignup();
  const [taken, setTaken] = useState<string | null>(null);
  const form = useZodForm<SignupBody>(signupBody, { email: '', password: '', name: '', phone: '' });
  // The screen's first field, focused once it has painted.
  const first = useFocusAfterPaint<HTMLInputElement>();
  const submit = form.onSubmit((values) => {
    setTaken(null);
    signup.mutate(signupBody.parse(values), {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (e) => (e instanceof ApiError && e.status === 400 ? setTaken(e.message) : showAuthError(form, e)),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2}>{t('auth.signup-title')}</Title>
          <Text c="dimmed" size="sm">
            {t('auth.signup-subtitle')}
          </Text>
        </div>
        {taken ? (
          <Alert color="orange" icon={<IconAlertCircle size={18} />} data-testid="signup-taken">
            {taken}{' '}
            <Anchor component={Link} to="/password/email" fw={600}>
              {t('auth.recover-now')}
            </Anchor>
          </Alert>
        ) : null}
        <TextInput label={t('auth.name')} autoComplete="name" ref={first} required {...form.getInputProps('name')} />
        <TextInput label={t('auth.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <TextInput
          label={t('auth.phone')}
          description={t('auth.phone-hint')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          required
          {...form.getInputProps('phone')}
          onChange={(e) => form.setFieldValue('phone', e.currentTarget.value.replace(/\D/g, ''))}
        />
        <PasswordInput label={t('auth.password')} description={t('validation.password-min')} autoComplete="new-password" required {...form.getInputProps('password')} />
        <Button type="submit" size="md" loading={signup.isPending} fullWidth>
          {t('auth.signup')}
        </Button>
      </Stack>
      <AuthLinks links={[{ to: '/login', label: 'auth.to-login' }]} />
    </form>
  );
}
