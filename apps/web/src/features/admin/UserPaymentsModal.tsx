import { Modal } from '@mantine/core';
import type { AdminPaymentSort, AdminUser } from '@prancheta/shared';
import { IconCreditCard } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminPayments } from '../../api/admin-payments.ts';
import { DataTable, useServerTable } from '../../components/data-table/index.ts';
import { useRefundConfirm } from './useRefundConfirm.ts';
import { paymentColumns, refundAction } from './paymentColumns.tsx';

/** A user's payment history (GET admin/payments?user=), newest first, 10 a page, with the manual refund. */
export function UserPaymentsModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const table = useServerTable<AdminPaymentSort>({ defaultSort: { key: 'created_at', direction: 'desc' }, pageSize: 10 });
  const payments = useAdminPayments(table.params, { user: user.id });
  const refund = useRefundConfirm();
  const columns = useMemo(() => paymentColumns(t, i18n.language, { withUser: false }), [t, i18n.language]);
  return (
    <Modal opened onClose={onClose} size="lg" title={t('admin.users.payments-title', { email: user.email })}>
      <DataTable
        records={payments.data?.items}
        loading={payments.isLoading}
        server={table.server(payments.data, payments.isFetching && payments.isPlaceholderData, true)}
        rowKey={(r) => r.id}
        columns={columns}
        actions={[refundAction(t, refund)]}
        actionsAfter={null}
        empty={{ icon: <IconCreditCard size={28} />, title: t('admin.payments.user-empty') }}
        testId="user-payments"
        rowTestId={(r) => `payment-row-${r.id}`}
      />
    </Modal>
  );
}
