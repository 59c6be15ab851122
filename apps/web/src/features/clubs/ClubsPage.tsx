import { Button, Card, Collapse, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { JoinedTeam } from '@prancheta/shared';
import { IconBuildingCommunity, IconDoorExit, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchTeamLogo, useJoinedTeams, useLeaveTeam } from '../../api/clubs.ts';
import { useCurrentUser } from '../../api/user.ts';
import { confirmDelete } from '../../components/confirm/index.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useBlobUrl } from '../../components/useBlobUrl.ts';
import { ClubRoster } from './ClubRoster.tsx';
import { useScreenLoadError } from '../../components/useReportError.ts';
import { offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';

function ClubCard({ team }: { team: JoinedTeam }) {
  const { t, i18n } = useTranslation();
  const leave = useLeaveTeam();
  const offline = useReadOnlyOffline();
  const [showRoster, setShowRoster] = useState(false);
  const logo = useBlobUrl(team.image ? (signal) => fetchTeamLogo(team.id, signal) : null, String(team.id));
  const ask = () =>
    void confirmDelete({
      title: t('teams.leave'),
      message: t('teams.leave-confirm', { name: team.name }),
      confirmLabel: t('teams.leave'),
      onConfirm: async () => {
        const answer = await leave.mutateAsync(team.id);
        notifications.show({ color: 'green', message: answer.message });
      },
    });
  return (
    <Card withBorder radius="md" data-testid={`club-card-${team.id}`}>
      <Group wrap="nowrap" align="flex-start">
        {logo ? <img src={logo} alt="" width={56} height={56} style={{ objectFit: 'contain' }} /> : <IconBuildingCommunity size={40} />}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{team.name}</Text>
          {team.location ? (
            <Text size="sm" c="dimmed">
              {team.location}
            </Text>
          ) : null}
          <Text size="sm">
            {t('teams.leader')}: {team.leader.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('teams.since')} {new Date(team.created_at).toLocaleDateString(i18n.language)}
          </Text>
        </Stack>
      </Group>
      <Group justify="space-between" mt="md" gap="xs">
        <Button variant="subtle" leftSection={<IconUsers size={18} />} onClick={() => setShowRoster((v) => !v)} aria-expanded={showRoster} data-testid={`club-roster-toggle-${team.id}`}>
          {t(showRoster ? 'club-roster.hide' : 'club-roster.show')}
        </Button>
        <Button variant="light" color="red" leftSection={<IconDoorExit size={18} />} onClick={ask} {...offlineAction(offline)} data-testid={`club-leave-${team.id}`}>
          {t('teams.leave')}
        </Button>
      </Group>
      <Collapse in={showRoster}>{showRoster ? <Stack mt="md"><ClubRoster teamId={team.id} headingOrder={3} narrow /></Stack> : null}</Collapse>
    </Card>
  );
}

/** /clubes ("Meus clubes"): the clubs I joined, each with a leave button; a leader sees a link to the club. */
export default function ClubsPage() {
  const { t } = useTranslation();
  const teams = useJoinedTeams();
  // Changes to the club need the server: offline the screen stays readable, its actions disabled.
  useReadOnlyOffline('club');
  const user = useCurrentUser();
  useScreenLoadError(teams.error);
  if (teams.isLoading) return <PageLoader />;
  const led = user.data?.teams.filter((team) => team.leader) ?? [];
  return (
    <Container size="lg" py="md">
      <PageHeader
        title={t('teams.my-clubs-title')}
        actions={
          teams.data && teams.data.length > 0 ? (
            <Button component={Link} to="/team/treinos" variant="light">
              {t('teams.files-title')}
            </Button>
          ) : undefined
        }
      />
      {led.map((team) => (
        <Text key={team.id} mb="sm">
          <Link to="/team/profile">{t('teams.led-club', { name: team.name })}</Link>
        </Text>
      ))}
      {teams.data && teams.data.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {teams.data.map((team) => (
            <ClubCard key={team.id} team={team} />
          ))}
        </SimpleGrid>
      ) : (
        <EmptyState icon={<IconBuildingCommunity size={28} />} title={t('teams.no-clubs')} />
      )}
    </Container>
  );
}
