import { Alert, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { acceptTeamInvite } from '../../api/admin-teams.ts';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { userKey } from '../../api/user.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

/**
 * /team/accept#key: the invited leader, signed in, accepts the club an admin created. The key
 * rides in the URL fragment (never sent to a server by the browser) and goes in the POST body.
 */
export default function TeamAcceptPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const key = decodeURIComponent(useLocation().hash.replace(/^#/, ''));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const accept = async () => {
    setBusy(true);
    try {
      const answer = await acceptTeamInvite(key);
      await qc.invalidateQueries({ queryKey: userKey });
      notifications.show({ color: 'green', message: answer.message });
      navigate('/team/profile', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) setFailed(err.message);
      else handleApiError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="sm" py="md">
      <PageHeader title={t('admin.teams.accept-title')} />
      <Paper withBorder p="md" radius="md">
        <Stack>
          <Group wrap="nowrap" align="flex-start">
            <IconUsersGroup size={32} />
            <Text>{t('admin.teams.accept-intro')}</Text>
          </Group>
          {!key ? <Alert color="orange">{t('admin.teams.accept-no-key')}</Alert> : null}
          {failed ? (
            <Alert color="red" data-testid="accept-error">
              {failed}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={() => void accept()} loading={busy} disabled={!key} data-testid="accept-club">
              {t('admin.teams.accept')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
