import { Button, Container, FileInput, Group, Paper, Progress, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminTeamInviteAnswer } from '@prancheta/shared';
import { adminTeamCreate, LIMITS } from '@prancheta/shared';
import { IconArrowLeft, IconPhoto } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { adminTeamsKey, createAdminTeam } from '../../api/admin-teams.ts';
import { handleApiError } from '../../api/errors.ts';
import { toFormData } from '../../api/formData.ts';
import { applyServerErrors, useZodForm } from '../../components/form/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { InviteKeyModal } from './InviteKeyModal.tsx';
import { fromLocalInput } from './teamDates.ts';
import { TeamLimitsFields } from './TeamLimitsFields.tsx';

/** /admin/new-team: every field required; the leader is an existing user (by e-mail). */
export default function NewTeamPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [invite, setInvite] = useState<AdminTeamInviteAnswer | null>(null);
  const form = useZodForm(adminTeamCreate, { team: '', email: '', location: '', end_subscription: '', max_users: 10 as number | string, max_categories: 5 as number | string });

  const submit = form.onSubmit(
    async (values) => {
      if (!image) {
        form.setFieldError('image', t('validation.required'));
        return;
      }
      setProgress(0);
      try {
        const data = toFormData({ team: values.team, email: values.email, location: values.location, end_subscription: fromLocalInput(form.values.end_subscription), max_users: values.max_users, max_categories: values.max_categories, image });
        const answer = await createAdminTeam(data, setProgress);
        await qc.invalidateQueries({ queryKey: adminTeamsKey });
        notifications.show({ color: 'green', message: answer.message });
        setInvite(answer);
      } catch (err) {
        applyServerErrors(form, err);
        handleApiError(err);
      } finally {
        setProgress(null);
      }
    },
    () => {
      if (!image) form.setFieldError('image', t('validation.required'));
    },
  );

  const back = (
    <Button component={Link} to="/admin/teams" variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('admin.teams.title')}
    </Button>
  );
  return (
    <Container size="sm" py="md">
      <PageHeader title={t('admin.teams.new')} actions={back} />
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate data-testid="new-team-form">
          <Stack>
            <TextInput type="email" label={t('admin.teams.leader-email')} description={t('admin.teams.leader-hint')} required {...form.getInputProps('email')} data-testid="admin-team-email" />
            <TeamLimitsFields form={form} />
            <FileInput
              label={t('teams.image')}
              description={t('admin.teams.image-hint', { max: Math.round(LIMITS.upload.imageMaxBytes / 1024 / 1024) })}
              required
              accept="image/png,image/jpeg,image/bmp"
              leftSection={<IconPhoto size={16} />}
              value={image}
              onChange={(f) => {
                setImage(f);
                form.setFieldError('image', null);
              }}
              error={form.errors.image}
              clearable
              data-testid="admin-team-image"
            />
            {progress !== null ? <Progress value={progress * 100} animated aria-label={t('general.loading')} /> : null}
            <Text size="xs" c="dimmed">
              {t('admin.teams.pending-note')}
            </Text>
            <Group justify="flex-end">
              <Button type="submit" loading={progress !== null} data-testid="admin-team-save">
                {t('admin.teams.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {invite ? <InviteKeyModal invite={invite} onClose={() => navigate('/admin/teams')} /> : null}
    </Container>
  );
}
