import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconGift } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/user.ts';
import { formatDate } from '../../components/format.ts';
import { storedLanguage } from '../../i18n/i18n.ts';

const DAY_MS = 86_400_000;

/**
 * Home: the free trial's countdown ("faltam 9 dias") with its end and a link to the plans while
 * the account's trial runs, and a notice once it ended with nothing paid. Nothing otherwise (paid
 * subscriptions have SubscriptionBanner).
 */
export function TrialBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const data = user.data;
  if (!data || !data.trial_end || data.level === 'admin' || data.level === 'master') return null;
  const ended = !data.in_trial && !data.subscription_active && !data.subscription.end_subscription && !data.club_end_subscription;
  if (!data.in_trial && !ended) return null;
  const days = Math.max(1, Math.ceil((Date.parse(data.trial_end) - Date.now()) / DAY_MS));
  return (
    <Alert
      color={ended ? 'red' : 'teal'}
      variant="light"
      icon={<IconGift size={20} />}
      title={ended ? t('payment.banner.trial-ended-title') : t('payment.banner.trial-title', { count: days })}
      styles={{ body: { minWidth: 0 }, title: { whiteSpace: 'normal' } }}
      data-testid="trial-banner"
      data-state={ended ? 'ended' : 'running'}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{ended ? t('payment.banner.ended-text') : t('payment.banner.trial-text', { date: formatDate(data.trial_end, storedLanguage()) })}</Text>
        <Button component={Link} to="/payment" size="sm" variant={ended ? 'filled' : 'light'} leftSection={<IconCreditCard size={16} />} data-testid="trial-banner-plans">
          {t('payment.banner.trial-plans')}
        </Button>
      </Stack>
    </Alert>
  );
}
