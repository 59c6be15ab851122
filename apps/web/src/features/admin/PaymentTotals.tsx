import { Loader, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePaymentTotals } from '../../api/admin-payments.ts';
import { formatCents } from './paymentColumns.tsx';

/** The month (YYYY-MM) as "nov. 2026" in the user's language. */
function monthName(month: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** Totals per month of the months the period touches (default the last 12): paid (approved) and refunded (refunded, charged back). */
export function PaymentTotals({ from, to }: { from?: string; to?: string }) {
  const { t, i18n } = useTranslation();
  const totals = usePaymentTotals({ from, to });
  const months = totals.data?.months ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="payment-totals">
      <Title order={4} mb="sm">
        {t('admin.payments.totals')} {totals.isFetching ? <Loader size="xs" ml="xs" /> : null}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t('admin.payments.totals-hint')}
      </Text>
      {totals.isLoading ? (
        <Loader size="sm" />
      ) : months.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="payment-totals-empty">
          {t('admin.payments.totals-empty')}
        </Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.payments.month')}</Table.Th>
              <Table.Th ta="right">{t('admin.payments.paid')}</Table.Th>
              <Table.Th ta="right">{t('admin.payments.refunded-total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((m) => (
              <Table.Tr key={m.month} data-testid={`payment-month-${m.month}`}>
                <Table.Td>{monthName(m.month, i18n.language)}</Table.Td>
                <Table.Td ta="right" data-testid={`payment-paid-${m.month}`}>
                  {formatCents(m.paid_cents, i18n.language)} <Text span size="xs" c="dimmed">({m.paid})</Text>
                </Table.Td>
                <Table.Td ta="right" data-testid={`payment-refunded-${m.month}`}>
                  {formatCents(m.refunded_cents, i18n.language)} <Text span size="xs" c="dimmed">({m.refunded})</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
