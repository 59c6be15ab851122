import { useMutation, useQuery } from '@tanstack/react-query';
import type { Plan } from '@prancheta/shared';
import { api } from './client.ts';

/** GET /api/plans: the subscription plans on sale. */
export function usePlans() {
  return useQuery({ queryKey: ['plans'], queryFn: ({ signal }) => api.get<{ plans: Plan[] }>('plans', signal).then((a) => a.plans) });
}

/** GET /api/user/pay?plan_id=: a checkout link for the chosen plan. */
export function usePayLink() {
  return useMutation({ mutationFn: (planId: number) => api.get<{ url: string }>(`user/pay?plan_id=${planId}`).then((a) => a.url) });
}
