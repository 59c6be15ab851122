import { Alert, Button, Container, FileInput, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { teamFields } from '@prancheta/shared';
import { IconPhoto } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubKeys, fetchTeamLogo, saveTeam, useTeam } from '../../api/clubs.ts';
import { handleApiError } from '../../api/errors.ts';
import { userKey } from '../../api/user.ts';
import { applyServerErrors, useZodForm } from '../../components/form/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useBlobUrl } from '../../components/useBlobUrl.ts';
import { LeaderOnly } from './LeaderOnly.tsx';
import { OfflineFieldset, offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';

/** /team/profile: the leader edits the club's name, location and image (limits are the admins'). */
export default function TeamProfilePage() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const team = useTeam();
  const [image, setImage] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useZodForm(teamFields, { name: '', location: '' });
  // Changes to the club need the server: offline the screen stays readable, its actions disabled.
  const offline = useReadOnlyOffline('club');
  const logo = useBlobUrl(team.data?.image ? (signal) => fetchTeamLogo(team.data!.id, signal) : null, `${team.data?.id}-${team.dataUpdatedAt}`);

  useEffect(() => {
    if (team.data) form.setValues({ name: team.data.name, location: team.data.location });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per fetched club
  }, [team.dataUpdatedAt]);

  if (team.error) return <LeaderOnly error={team.error} />;
  if (!team.data) return <PageLoader />;

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await saveTeam({ name: values.name, location: values.location, image });
      setImage(null);
      await Promise.all([qc.invalidateQueries({ queryKey: clubKeys.team }), qc.invalidateQueries({ queryKey: userKey })]);
      notifications.show({ color: 'green', message: t('general.updated') });
    } catch (err) {
      applyServerErrors(form, err);
      handleApiError(err);
    } finally {
      setSaving(false);
    }
  });

  const end = team.data.end_subscription ? new Date(team.data.end_subscription).toLocaleDateString(i18n.language) : '—';
  return (
    <Container size="sm" py="md">
      <PageHeader title={t('teams.profile-title')} subtitle={t('teams.limits', { users: t('teams.members-count', { count: team.data.max_users }), categories: t('teams.categories-count', { count: team.data.max_categories }) })} />
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate data-testid="team-profile-form">
          <OfflineFieldset>
            <Stack>
              <Group align="flex-start" wrap="wrap">
                {logo ? <Image src={logo} w={96} h={96} fit="contain" alt={t('teams.image')} /> : <IconPhoto size={48} />}
                <FileInput label={t('teams.image')} accept="image/png,image/jpeg,image/bmp" value={image} onChange={setImage} clearable style={{ flex: 1, minWidth: 200 }} data-testid="team-image" />
              </Group>
              <TextInput label={t('teams.name')} required {...form.getInputProps('name')} data-testid="team-name" />
              <TextInput label={t('teams.location')} {...form.getInputProps('location')} data-testid="team-location" />
              <Group grow wrap="wrap">
                <TextInput label={t('teams.leader')} value={`${team.data.user.name} (${team.data.user.email})`} disabled />
                <TextInput label={t('teams.end-subscription')} value={end} disabled />
              </Group>
              <Text size="xs" c="dimmed">
                {t('teams.locked')}
              </Text>
              <Group justify="flex-end">
                <Button type="submit" loading={saving} {...offlineAction(offline)} data-testid="team-save">
                  {t('general.save')}
                </Button>
              </Group>
            </Stack>
          </OfflineFieldset>
        </form>
      </Paper>
      {team.data.end_subscription && team.data.end_subscription < new Date().toISOString() ? <Alert mt="md" color="orange">{t('teams.end-subscription')}: {end}</Alert> : null}
    </Container>
  );
}
