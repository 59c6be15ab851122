import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard, IconHourglassLow } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@prancheta/shared';
import { useCurrentUser } from '../../api/user.ts';
import { useRecurringSubscription } from '../../api/plans.ts';
import { formatDate } from '../../components/format.ts';
import { storedLanguage } from '../../i18n/i18n.ts';

const DAY_MS = 86_400_000;
/** The banner shows during the last days before the end, like the first renewal reminder. */
const WARN_DAYS = 7;

/** The end of the coach's access: their own subscription or their club's, whichever is later. */
function accessEnd(user: CurrentUser): string | null {
  const own = user.subscription.end_subscription;
  const club = user.club_end_subscription;
  if (!own) return club;
  if (!club) return own;
  return own > club ? own : club;
}

/**
 * Home: a banner during the last 7 days of the subscription (own or the club's) and once it has
 * ended (expired, refunded or charged back), with a link to /payment; during the grace after a
 * refused automatic renewal, that grace with a link to /profile instead. Nothing otherwise.
 */
export function SubscriptionBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const recurring = useRecurringSubscription();
  if (!user.data || user.data.level === 'admin' || user.data.level === 'master') return null;
  const grace = recurring.data?.status === 'authorized' ? recurring.data.grace_until : null;
  if (grace && Date.parse(grace) > Date.now()) {
    // A renewal was refused: access runs until the grace ends, while the provider retries the card.
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={t('payment.banner.grace-title')}
        styles={{ body: { minWidth: 0 }, title: { whiteSpace: 'normal' } }}
        data-testid="subscription-banner"
        data-state="grace"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('payment.banner.grace-text', { date: formatDate(grace, storedLanguage()) })}</Text>
          <Button component={Link} to="/profile" size="sm" variant="light" data-testid="subscription-banner-grace">
            {t('payment.banner.grace-action')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const end = accessEnd(user.data);
  if (!end) return null;
  const left = Date.parse(end) - Date.now();
  const ended = !user.data.subscription_active;
  if (!ended && left > WARN_DAYS * DAY_MS) return null;
  const days = Math.max(1, Math.ceil(left / DAY_MS));
  return (
    <Alert
      color={ended ? 'red' : 'orange'}
      variant="light"
      icon={<IconHourglassLow size={20} />}
      title={ended ? t('payment.banner.ended-title') : t('payment.banner.ends-title', { count: days })}
      styles={{ body: { minWidth: 0 }, title: { whiteSpace: 'normal' } }}
      data-testid="subscription-banner"
      data-state={ended ? 'ended' : 'ending'}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{ended ? t('payment.banner.ended-text') : t('payment.banner.ends-text', { date: formatDate(end, storedLanguage()) })}</Text>
        <Button component={Link} to="/payment" size="sm" leftSection={<IconCreditCard size={16} />} data-testid="subscription-banner-renew">
          {t('payment.banner.renew')}
        </Button>
      </Stack>
    </Alert>
  );
}
