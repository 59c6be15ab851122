import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changePassBody } from '@prancheta/shared/schemas/auth.ts';
import { z } from 'zod';
import { useChangePass } from '../../api/auth.ts';
import { useFocusAfterPaint, useZodForm } from '../../components/form/index.ts';
import { AuthLinks } from './AuthLinks.tsx';
import { showAuthError } from './useAuthSubmit.ts';

/** The new password (the server's rule) typed twice. */
const changePassForm = changePassBody
  .pick({ password: true })
  .extend({ confirmation: z.string() })
  .refine((v) => v.confirmation === v.password, { path: ['confirmation'], message: 'auth.confirmation-mismatch' });
type Values = z.infer<typeof changePassForm>;

/** New password from the e-mailed link (/password/reset/:email/:key); signs in and goes to / on success. */
export function ChangePassForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { email = '', key = '' } = useParams();
  const change = useChangePass();
  const form = useZodForm<Values>(changePassForm, { password: '', confirmation: '' });
  // The screen's first field, focused once it has painted.
  const first = useFocusAfterPaint<HTMLInputElement>();
  const submit = form.onSubmit((v) =>
    change.mutate({ email, token: key, password: v.password }, { onSuccess: () => navigate('/', { replace: true }), onError: (e) => showAuthError(form, e) }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2}>{t('auth.change-title')}</Title>
          <Text c="dimmed" size="sm">
            {t('auth.change-subtitle', { email })}
          </Text>
        </div>
        <PasswordInput label={t('auth.new-password')} autoComplete="new-password" ref={first} required {...form.getInputProps('password')} />
        <PasswordInput label={t('auth.confirmation')} autoComplete="new-password" required {...form.getInputProps('confirmation')} />
        <Button type="submit" size="md" loading={change.isPending} fullWidth>
          {t('auth.change-save')}
        </Button>
      </Stack>
      <AuthLinks links={[{ to: '/password/email', label: 'auth.to-forget' }, { to: '/login', label: 'auth.to-login' }]} />
    </form>
  );
}
