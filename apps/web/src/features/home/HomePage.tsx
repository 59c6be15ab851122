import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@prancheta/shared/limits.ts';
import { useLogout } from '../../components/useLogout.ts';
import { ExamplesCard, FirstRunChecklist } from './FirstRunChecklist.tsx';
import { HomeOverview } from './HomeOverview.tsx';
import { NotificationsList } from './NotificationsList.tsx';
import { RetentionWarning } from './RetentionWarning.tsx';
import { SubscriptionBanner } from './SubscriptionBanner.tsx';
import { TrialBanner } from './TrialBanner.tsx';

/** Home (/): every area of the coach with counts and latest records, profile, logout, notifications and the retention note. */
export function HomePage() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('home.title')}</Title>
          <Text c="dimmed">{t('home.subtitle')}</Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to="/profile" variant="default" leftSection={<IconUserCircle size={16} />} data-testid="home-profile">
            {t('home.profile')}
          </Button>
          <Button variant="default" leftSection={<IconLogout size={16} />} onClick={() => void logout()} data-testid="home-logout">
            {t('nav.logout')}
          </Button>
        </Group>
      </Group>
      <TrialBanner />
      <SubscriptionBanner />
      <RetentionWarning />
      <FirstRunChecklist />
      <HomeOverview />
      <ExamplesCard />
      <Alert color="gold" variant="light" icon={<IconClockHour4 size={20} />} title={t('home.retention-title', { months: LIMITS.retentionMonths })} data-testid="retention-note">
        {t('home.retention', { months: LIMITS.retentionMonths })}
      </Alert>
      <NotificationsList />
    </Stack>
  );
}
