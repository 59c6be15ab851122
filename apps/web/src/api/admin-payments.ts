import type { AdminPaymentRefund, AdminPaymentSort, AdminPaymentsPage, AdminPaymentsTotals, PageParams } from '@prancheta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { listQueryString, pagedListOptions } from './listQuery.ts';

/** Query keys of the payments admin. */
export const adminPaymentKeys = { all: ['admin', 'payments'] as const, totals: ['admin', 'payments', 'totals'] as const };

/** The filters of /admin/payments (and of a user's payment history). */
export interface PaymentFilters {
  status?: string;
  from?: string;
  to?: string;
  user?: number;
}

/** GET /api/admin/payments: one page, searched by e-mail, filtered and sorted by the server. */
export function useAdminPayments(params: PageParams<AdminPaymentSort>, filters: PaymentFilters) {
  return useQuery({
    queryKey: [...adminPaymentKeys.all, 'list', params, filters],
    queryFn: ({ signal }) => api.get<AdminPaymentsPage>(`admin/payments?${listQueryString({ ...params, ...filters })}`, signal),
    ...pagedListOptions,
  });
}

/** GET /api/admin/payments/totals?from=&to=: paid and refunded per month. */
export function usePaymentTotals(period: { from?: string; to?: string }) {
  return useQuery({ queryKey: [...adminPaymentKeys.totals, period], queryFn: ({ signal }) => api.get<AdminPaymentsTotals>(`admin/payments/totals?${listQueryString(period)}`, signal), ...pagedListOptions });
}

/** POST /api/admin/payments/{id}/refund: marks an approved payment refunded (audited); refreshes lists, totals and the trail. */
export function useRefundPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<AdminPaymentRefund>(`admin/payments/${id}/refund`, {}),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: adminPaymentKeys.all }), qc.invalidateQueries({ queryKey: ['admin', 'audit'] })]),
  });
}
