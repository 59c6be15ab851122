import { Badge, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentEntry } from '@prancheta/shared';
import { usePaymentHistory } from '../../api/plans.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatAmount, formatDate } from '../../components/format.ts';
import { useReportError } from '../../components/useReportError.ts';
import { storedLanguage } from '../../i18n/i18n.ts';

const STATUS_COLOURS: Record<PaymentEntry['status'], string> = {
  pending: 'gray',
  approved: 'pitch',
  declined: 'orange',
  refunded: 'red',
  charged_back: 'red',
  cancelled: 'orange',
};

function PaymentRow({ payment }: { payment: PaymentEntry }) {
  const { t } = useTranslation();
  const lang = storedLanguage();
  return (
    <Paper component="li" withBorder radius="md" px="sm" py="xs" data-testid="payment-row" data-status={payment.status}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {payment.plan}
            {payment.club ? ` · ${t('payment.history.club', { club: payment.club })}` : ''}
          </Text>
          <Badge color={STATUS_COLOURS[payment.status]} variant="light" data-testid="payment-status">
            {t(`payment.history.status-${payment.status}`)}
          </Badge>
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('payment.history.date')}: {formatDate(payment.created_at, lang)}
          </Text>
          <Text size="sm" fw={700} data-testid="payment-amount">
            {formatAmount(payment.amount_cents, lang)}
          </Text>
        </Group>
        {payment.period_start && payment.period_end ? (
          <Text size="sm" c="dimmed" data-testid="payment-period">
            {t('payment.history.period')}: {t('payment.history.period-range', { start: formatDate(payment.period_start, lang), end: formatDate(payment.period_end, lang) })}
          </Text>
        ) : null}
        {payment.refunded_cents > 0 && payment.status === 'approved' ? (
          <Text size="sm" c="orange.8">
            {t('payment.history.refunded-part', { amount: formatAmount(payment.refunded_cents, lang) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Profile: every payment of the coach (date, plan, amount in their language, status, period). */
export function PaymentHistoryCard() {
  const { t } = useTranslation();
  const history = usePaymentHistory();
  useReportError(history.error);
  const rows = history.data ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="payment-history">
      <Stack gap="sm">
        <Title order={4}>{t('payment.history.title')}</Title>
        {history.isPending ? (
          <Skeleton h={80} radius="md" />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<IconReceipt size={28} />}
            title={t('payment.history.empty')}
            action={
              <Button component={Link} to="/payment" variant="light">
                {t('payment.mail.renew')}
              </Button>
            }
          />
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((p) => (
              <PaymentRow key={p.id} payment={p} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
