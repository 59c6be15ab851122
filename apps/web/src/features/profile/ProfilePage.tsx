import { Alert, Button, Card, Grid, Skeleton, Stack, Title } from '@mantine/core';
import { IconBuildingCommunity, IconCircleCheck, IconShieldLock } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/user.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useScreenLoadError } from '../../components/useReportError.ts';
import { DeleteAccountCard } from './DeleteAccountCard.tsx';
import { DownloadArchiveCard } from '../../components/archive/DownloadArchive.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SubscriptionCard } from './SubscriptionCard.tsx';
import { PaymentHistoryCard } from './PaymentHistoryCard.tsx';
import { RecurringCard } from './RecurringCard.tsx';

/** Profile (/profile): personal data, subscription status and links to payment, clubs and admin. */
export function ProfilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  useScreenLoadError(user.error);
  const approved = params.get('payment') === 'approved';
  const subscribed = params.get('subscription') === 'authorized';
  return (
    <>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      {approved ? (
        <Alert color="pitch" icon={<IconCircleCheck size={20} />} title={t('profile.payment-approved-title')} mb="lg" data-testid="payment-approved">
          {t('profile.payment-approved')}
        </Alert>
      ) : null}
      {subscribed ? (
        <Alert color="pitch" icon={<IconCircleCheck size={20} />} title={t('profile.recurring.title')} mb="lg" data-testid="subscription-authorized">
          {t('profile.subscription-authorized')}
        </Alert>
      ) : null}
      {user.data ? (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ProfileForm key={user.data.id} user={user.data} />
              <PaymentHistoryCard />
              <DownloadArchiveCard />
              <DeleteAccountCard />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <SubscriptionCard user={user.data} />
              <RecurringCard />
              <Card withBorder radius="lg" padding="lg">
                <Stack gap="sm">
                  <Title order={4}>{t('profile.shortcuts')}</Title>
                  <Button component={Link} to="/clubes" variant="default" leftSection={<IconBuildingCommunity size={16} />}>
                    {t('nav.my-clubs')}
                  </Button>
                  {user.data.level === 'admin' || user.data.level === 'master' ? (
                    <Button component={Link} to="/admin/users" variant="default" leftSection={<IconShieldLock size={16} />} data-testid="profile-admin-link">
                      {t('nav.admin-users')}
                    </Button>
                  ) : null}
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton h={380} radius="lg" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={200} radius="lg" />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
