import { Button, Container } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { EmptyState } from '../../components/EmptyState.tsx';

/** What a leader page shows when the call fails: "club not found" and the way back to the clubs for non-leaders, the catalogue otherwise. */
export function LeaderOnly({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const notLeader = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (!notLeader) handleApiError(error);
  }, [error, notLeader]);
  return (
    <Container size="sm" py="xl">
      <EmptyState
        icon={<IconBuildingCommunity size={28} />}
        title={t('teams.not-found')}
        action={
          <Button component={Link} to="/clubes" variant="light" data-testid="not-found-back">
            {t('notfound.back')}
          </Button>
        }
      />
    </Container>
  );
}
