import { notifications } from '@mantine/notifications';
import type { AdminPayment } from '@prancheta/shared';
import { useTranslation } from 'react-i18next';
import { useRefundPayment } from '../../api/admin-payments.ts';
import { confirmAction } from './confirmAction.tsx';
import { formatCents } from './paymentColumns.tsx';

/** Asks, then marks an approved payment refunded (POST admin/payments/{id}/refund) and says so. */
export function useRefundConfirm(): (row: AdminPayment) => void {
  const { t, i18n } = useTranslation();
  const refund = useRefundPayment();
  return (row) =>
    void confirmAction({
      title: t('admin.payments.refund-title'),
      message: t('admin.payments.refund-message', { amount: formatCents(row.amount_cents, i18n.language), email: row.user.email }),
      onConfirm: async () => {
        const answer = await refund.mutateAsync(row.id);
        notifications.show({ color: 'green', message: answer.message });
      },
    });
}
