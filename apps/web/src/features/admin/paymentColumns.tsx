import { Anchor, Badge } from '@mantine/core';
import type { AdminPayment } from '@prancheta/shared';
import { IconReceiptRefund } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { adminDate } from './AdminLinks.tsx';

const STATUS_COLOURS: Record<string, string> = { pending: 'yellow', approved: 'green', declined: 'gray', refunded: 'orange', charged_back: 'red', cancelled: 'gray' };

/** An amount in reais in the user's language (R$ 49,90 / R$ 49.90). */
export function formatCents(cents: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'BRL' }).format(cents / 100);
}

/** A payment status as a coloured badge in the user's language (an unknown status shows as stored). */
export function PaymentStatus({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOURS[status] ?? 'gray'} data-testid={testId}>
      {t(`admin.payments.statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/**
 * The columns of a payments table (the admin list and a user's history): date, payer (a link to the
 * user on /admin/users), plan, amount and status. Sortable keys are the server's sort names.
 */
export function paymentColumns(t: TFunction, lang: string, options: { withUser: boolean }): DataColumn<AdminPayment>[] {
  const columns: DataColumn<AdminPayment>[] = [
    { key: 'created_at', title: t('admin.payments.date'), sortable: true, width: 110, render: (r) => adminDate(r.created_at, lang), cellTestId: (r) => `payment-date-${r.id}` },
  ];
  if (options.withUser)
    columns.push({
      key: 'email',
      title: t('admin.payments.user'),
      sortable: true,
      ellipsis: true,
      cellTitle: (r) => `${r.user.name} <${r.user.email}>`,
      render: (r) => (
        <Anchor component={Link} to={`/admin/users?q=${encodeURIComponent(r.user.email)}`} size="sm" data-testid={`payment-user-${r.id}`}>
          {r.user.email}
        </Anchor>
      ),
    });
  columns.push(
    { key: 'plan', title: t('admin.payments.plan'), hideBelow: 'md', render: (r) => r.plan.title },
    { key: 'amount', title: t('admin.payments.amount'), sortable: true, render: (r) => formatCents(r.amount_cents, lang), cellTestId: (r) => `payment-amount-${r.id}` },
    { key: 'status', title: t('admin.payments.status'), render: (r) => <PaymentStatus status={r.status} testId={`payment-status-${r.id}`} /> },
  );
  return columns;
}

/** The row action that marks an approved payment refunded (the caller confirms and calls the server). */
export function refundAction(t: TFunction, onRefund: (row: AdminPayment) => void): RowAction<AdminPayment> {
  return { key: 'refund', label: t('admin.payments.refund'), icon: <IconReceiptRefund size={18} />, color: 'orange', hidden: (r) => !r.can_refund, onClick: onRefund, testId: (r) => `payment-refund-${r.id}` };
}
