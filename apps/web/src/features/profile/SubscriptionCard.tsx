import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@prancheta/shared';
import { storedLanguage } from '../../i18n/i18n.ts';
import { formatDate } from '../../components/format.ts';

/** The three statuses the seed allows: active, inactive (had one, expired) or absent (never paid). */
export function subscriptionStatus(user: CurrentUser): 'active' | 'inactive' | 'absent' {
  if (user.subscription_active) return 'active';
  return user.subscription.end_subscription ? 'inactive' : 'absent';
}

const COLOURS = { active: 'pitch', inactive: 'orange', absent: 'gray' } as const;

/** Subscription status with its end date in the user's language and a link to /payment. */
export function SubscriptionCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const status = subscriptionStatus(user);
  const end = formatDate(user.subscription.end_subscription, storedLanguage());
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('profile.subscription')}</Title>
          <Badge color={COLOURS[status]} size="lg" variant="light" data-testid="subscription-status" data-status={status}>
            {t(`profile.status-${status}`)}
          </Badge>
        </Group>
        {end ? (
          <Text size="sm" data-testid="subscription-end">
            {t(status === 'active' ? 'profile.ends-on' : 'profile.ended-on', { date: end })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t(status === 'active' ? 'profile.no-end' : 'profile.no-subscription')}
          </Text>
        )}
        <Button component={Link} to="/payment" leftSection={<IconCreditCard size={16} />} variant={status === 'active' ? 'light' : 'filled'}>
          {t(status === 'active' ? 'profile.renew' : 'profile.choose-plan')}
        </Button>
      </Stack>
    </Card>
  );
}
