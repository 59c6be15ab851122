import { useMutation, useQuery } from '@tanstack/react-query';
import type { PaymentEntry, Plan } from '@prancheta/shared';
import { api } from './client.ts';

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
