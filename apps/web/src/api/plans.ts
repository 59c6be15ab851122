import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentEntry, Plan, RecurringEntry } from '@prancheta/shared';
import { api } from './client.ts';
import { recurringSubscriptionQuery } from './queries.ts';

/** GET /api/plans: the subscription plans on sale (personal and club plans). */
export function usePlans() {
  return useQuery({ queryKey: ['plans'], queryFn: ({ signal }) => api.get<{ plans: Plan[] }>('plans', signal).then((a) => a.plans) });
}

/** GET /api/user/pay?plan_id=: a checkout link for the chosen plan (a club plan pays for the club the user leads). */
export function usePayLink() {
  return useMutation({ mutationFn: (planId: number) => api.get<{ url: string }>(`user/pay?plan_id=${planId}`).then((a) => a.url) });
}

/** GET /api/user/payments: every payment of the signed-in user, newest first. */
export function usePaymentHistory() {
  return useQuery({ queryKey: ['user', 'payments'], queryFn: ({ signal }) => api.get<{ payments: PaymentEntry[] }>('user/payments', signal).then((a) => a.payments) });
}

/** GET /api/user/subscription: the coach's subscription that renews itself (null when none). */
export function useRecurringSubscription() {
  return useQuery(recurringSubscriptionQuery());
}

/** POST /api/user/subscription: the provider's page where the coach authorizes the card for a recurring plan. */
export function useSubscribeLink() {
  return useMutation({ mutationFn: (planId: number) => api.post<{ url: string }>('user/subscription', { plan_id: planId }).then((a) => a.url) });
}

/** POST /api/user/subscription/{id}/cancel: stops the renewals; refreshes the subscription, the user and the history. */
export function useCancelRecurring() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ message: string; subscription: RecurringEntry | null }>(`user/subscription/${id}/cancel`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['user'] }),
  });
}
