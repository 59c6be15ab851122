import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRepeat, IconRepeatOff } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { RecurringEntry } from '@prancheta/shared';
import { useCancelRecurring, useRecurringSubscription } from '../../api/plans.ts';
import { confirmDelete } from '../../components/confirm';
import { formatAmount, formatDate } from '../../components/format.ts';
import { storedLanguage } from '../../i18n/i18n.ts';

/** The badge of a subscription: renewing, in its grace after a refused renewal, or cancelled. */
function badgeOf(sub: RecurringEntry): { key: string; color: string; state: string } {
  if (sub.status === 'cancelled') return { key: 'profile.recurring.status-cancelled', color: 'gray', state: 'cancelled' };
  if (sub.grace_until) return { key: 'profile.recurring.grace', color: 'orange', state: 'grace' };
  if (sub.status === 'authorized') return { key: 'profile.recurring.status-authorized', color: 'pitch', state: 'authorized' };
  return { key: 'profile.recurring.status-pending', color: 'gray', state: 'pending' };
}

/**
 * The subscription that renews itself (only when the coach has one): price per period, next
 * charge, the grace after a refused renewal, or who cancelled it and until when access lasts.
 * "Cancel automatic renewal" asks first; access is kept to the end of the paid period.
 */
export function RecurringCard() {
  const { t } = useTranslation();
  const query = useRecurringSubscription();
  const cancel = useCancelRecurring();
  const sub = query.data;
  if (!sub) return null;
  const lang = storedLanguage();
  const badge = badgeOf(sub);
  const day = (iso: string | null) => formatDate(iso, lang);
  const ask = () =>
    void confirmDelete({
      title: t('profile.recurring.confirm-title'),
      message: t('profile.recurring.confirm-text', { date: day(sub.access_end) }),
      confirmLabel: t('profile.recurring.confirm-yes'),
      cancelLabel: t('profile.recurring.confirm-keep'),
      onConfirm: () => cancel.mutateAsync(sub.id).then((answer) => notifications.show({ color: 'pitch', message: answer.message })),
    });
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="recurring-card" data-status={badge.state}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={8} wrap="nowrap">
            <IconRepeat size={18} aria-hidden />
            <Title order={4}>{t('profile.recurring.title')}</Title>
          </Group>
          <Badge color={badge.color} variant="light" data-testid="recurring-status">
            {t(badge.key)}
          </Badge>
        </Group>
        <Text size="sm" fw={600}>
          {sub.plan}
        </Text>
        <Text size="sm">{t('profile.recurring.amount', { amount: formatAmount(sub.amount_cents, lang), days: sub.days })}</Text>
        {sub.status === 'authorized' && sub.grace_until ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="recurring-grace">
            {t('profile.recurring.grace-text', { date: day(sub.grace_until) })}
          </Alert>
        ) : null}
        {sub.status === 'authorized' && !sub.grace_until && sub.paid_through ? (
          <Text size="sm" c="dimmed" data-testid="recurring-next">
            {t('profile.recurring.next', { date: day(sub.paid_through) })}
          </Text>
        ) : null}
        {sub.status === 'cancelled' ? (
          <Stack gap={4} data-testid="recurring-cancelled">
            <Text size="sm">
              {t(sub.cancelled_by === 'provider' ? 'profile.recurring.cancelled-provider' : 'profile.recurring.cancelled-user', { date: day(sub.cancelled_at) })}
            </Text>
            {sub.access_end && Date.parse(sub.access_end) > Date.now() ? <Text size="sm">{t('profile.recurring.access-until', { date: day(sub.access_end) })}</Text> : null}
          </Stack>
        ) : null}
        {sub.status === 'authorized' ? (
          <Button variant="default" color="red" leftSection={<IconRepeatOff size={16} />} onClick={ask} loading={cancel.isPending} data-testid="recurring-cancel">
            {t('profile.recurring.cancel')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
