import { Container, Select, Stack, TextInput } from '@mantine/core';
import type { AdminPaymentSort } from '@prancheta/shared';
import { PAYMENT_STATUSES } from '@prancheta/shared';
import { IconCreditCard } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminPayments } from '../../api/admin-payments.ts';
import { DataTable, useServerTable } from '../../components/data-table/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useAdminListError } from '../../components/useAdminListError.ts';
import { AdminLinks } from './AdminLinks.tsx';
import { paymentColumns, refundAction } from './paymentColumns.tsx';
import { PaymentTotals } from './PaymentTotals.tsx';
import { useRefundConfirm } from './useRefundConfirm.ts';

/**
 * /admin/payments: every payment, newest first, paged, sorted and searched (by the start of the
 * payer's e-mail) on the server, filtered by status and period; the monthly totals of the period;
 * a link to each payer on /admin/users; an approved payment can be marked refunded (audited).
 */
export default function AdminPaymentsPage() {
  const { t, i18n } = useTranslation();
  const table = useServerTable<AdminPaymentSort>({ defaultSort: { key: 'created_at', direction: 'desc' } });
  const [status, setStatus] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const periodInvalid = from !== '' && to !== '' && from > to;
  // A reversed period is not sent: the list keeps the last valid one and the field says why.
  const period = periodInvalid ? { from: undefined, to: undefined } : { from: from || undefined, to: to || undefined };
  const payments = useAdminPayments(table.params, { status: status ?? undefined, ...period });
  useAdminListError(payments.error, t('admin.common.list-error'));
  const refund = useRefundConfirm();
  const columns = useMemo(() => paymentColumns(t, i18n.language, { withUser: true }), [t, i18n.language]);
  const filter = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    table.firstPage();
  };

  return (
    <Container size="xl" py="md">
      <PageHeader title={t('admin.payments.title')} subtitle={t('admin.payments.subtitle')} actions={<AdminLinks current="/admin/payments" />} />
      <Stack>
        <DataTable
          records={payments.data?.items}
          loading={payments.isLoading}
          server={table.server(payments.data, payments.isFetching && payments.isPlaceholderData, Boolean(status || period.from || period.to))}
          rowKey={(r) => r.id}
          columns={columns}
          actions={[refundAction(t, refund)]}
          actionsAfter={null}
          search={{ placeholder: t('admin.payments.search'), testId: 'payments-search' }}
          toolbar={
            <>
              <Select
                style={{ flex: '1 1 150px' }}
                label={t('admin.payments.status')}
                placeholder={t('admin.payments.all-statuses')}
                data={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`admin.payments.statuses.${s}`) }))}
                value={status}
                onChange={filter(setStatus)}
                clearable
                data-testid="payments-status"
              />
              <TextInput style={{ flex: '1 1 140px' }} type="date" label={t('admin.payments.from')} value={from} onChange={(e) => filter(setFrom)(e.currentTarget.value)} data-testid="payments-from" />
              <TextInput
                style={{ flex: '1 1 140px' }}
                type="date"
                label={t('admin.payments.to')}
                value={to}
                onChange={(e) => filter(setTo)(e.currentTarget.value)}
                error={periodInvalid ? t('admin.payments.period-invalid') : undefined}
                data-testid="payments-to"
              />
            </>
          }
          empty={{ icon: <IconCreditCard size={28} />, title: t('admin.payments.empty'), hint: t('admin.payments.empty-hint') }}
          testId="payments-table"
          rowTestId={(r) => `payment-row-${r.id}`}
        />
        <PaymentTotals {...period} />
      </Stack>
    </Container>
  );
}
