import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan, AdminPlansAnswer, AdminUser, AdminUserBody, AdminUserSort, AdminUsersPage, AuditEntry, CleanAnswer, Level, MessageAnswer, PageParams, PlanBody, TrialDaysBody } from '@prancheta/shared';
import { api } from './client.ts';
import { listQueryString, pagedListOptions } from './listQuery.ts';

/** Query keys of the admin API. */
export const adminKeys = {
  users: ['admin', 'users'] as const,
  plans: ['admin', 'plans'] as const,
  clean: ['admin', 'clean'] as const,
  audit: ['admin', 'audit'] as const,
};

const once = { retry: false } as const;

/**
 * GET /api/admin/users?page=&pageSize=&sort=&dir=&q=&trial=: one page of accounts, searched and
 * sorted by the server; `trial: 1` keeps the accounts on a free trial.
 */
export function useAdminUsersPage(params: PageParams<AdminUserSort> & { trial?: 0 | 1 }) {
  return useQuery({ queryKey: [...adminKeys.users, params], queryFn: ({ signal }) => api.get<AdminUsersPage>(`admin/users?${listQueryString({ ...params })}`, signal), ...pagedListOptions });
}

/** PUT /api/admin/user/{id}: a ladder step or the subscription form; refreshes the list and the trail. */
export function useUpdateAdminUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminUserBody }) => api.put<MessageAnswer & { user: AdminUser }>(`admin/user/${id}`, body),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.users }), qc.invalidateQueries({ queryKey: adminKeys.audit })]),
  });
}

/** A ladder step: `down` and the level the screen expects to reach. */
export function ladderBody(down: boolean, to: Level): AdminUserBody {
  return { down, level: to };
}

/** DELETE /api/user?id=. */
export function useDeleteAdminUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageAnswer>(`user?id=${id}`),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.users }), qc.invalidateQueries({ queryKey: adminKeys.audit })]),
  });
}

/** PUT /api/admin/env/ACCESS_TOKEN {value}. */
export function saveAccessKey(value: string): Promise<MessageAnswer> {
  return api.put<MessageAnswer>('admin/env/ACCESS_TOKEN', { value });
}

/** GET /api/admin/plans: plans with translations, and whether the caller (master) may edit. */
export function useAdminPlans() {
  return useQuery({ queryKey: adminKeys.plans, queryFn: ({ signal }) => api.get<AdminPlansAnswer>('admin/plans', signal), ...once });
}

/** POST /api/admin/plans/ or PUT /api/admin/plans/{id}. */
export function savePlan(id: number | null, body: PlanBody): Promise<MessageAnswer & { plan: AdminPlan }> {
  return id === null ? api.post('admin/plans/', body) : api.put(`admin/plans/${id}`, body);
}

/** PUT /api/admin/trial {trial_days} (master): the free-trial length of new accounts; refreshes the plans page and the trail. */
export function useSaveTrialDays() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TrialDaysBody) => api.put<MessageAnswer & { trial_days: number }>('admin/trial', body),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.plans }), qc.invalidateQueries({ queryKey: adminKeys.audit })]),
  });
}

/** DELETE /api/admin/plans/{id}. */
export function useDeletePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageAnswer>(`admin/plans/${id}`),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.plans }), qc.invalidateQueries({ queryKey: ['plans'] })]),
  });
}

/** GET /api/admin/clean: `treinos` and `subs`. */
export function useTrash() {
  return useQuery({ queryKey: adminKeys.clean, queryFn: ({ signal }) => api.get<CleanAnswer>('admin/clean', signal), ...once });
}

/** DELETE /api/admin/clean. */
export function useEmptyTrash() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<MessageAnswer & { treinos: number; subs: number }>('admin/clean'),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.clean }), qc.invalidateQueries({ queryKey: adminKeys.users })]),
  });
}

/** GET /api/admin/audit: the most recent admin actions. */
export function useAuditTrail() {
  return useQuery({ queryKey: adminKeys.audit, queryFn: ({ signal }) => api.get<{ entries: AuditEntry[] }>('admin/audit', signal).then((r) => r.entries), ...once });
}
