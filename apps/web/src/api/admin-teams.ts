import type { AdminTeam, AdminTeamInviteAnswer, AdminTeamSort, AdminTeamsPage, PageParams } from '@prancheta/shared';
import { useQuery } from '@tanstack/react-query';
import { api, upload } from './client.ts';
import { listQueryString, pagedListOptions } from './listQuery.ts';

export const adminTeamsKey = ['admin', 'teams'] as const;

/** GET /api/admin/teams?page=&pageSize=&sort=&dir=&q= (admins only): one page of clubs. */
export function useAdminTeamsPage(params: PageParams<AdminTeamSort>) {
  return useQuery({ queryKey: [...adminTeamsKey, params], queryFn: ({ signal }) => api.get<AdminTeamsPage>(`admin/teams?${listQueryString({ ...params })}`, signal), ...pagedListOptions });
}

/** POST /api/admin/teams (multipart): the pending club and the leader's invitation key. */
export function createAdminTeam(form: FormData, onProgress?: (fraction: number) => void): Promise<AdminTeamInviteAnswer> {
  return upload<AdminTeamInviteAnswer>('admin/teams', form, onProgress);
}

/** PUT /api/admin/teams/{id}. */
export function updateAdminTeam(id: number, body: { team: string; location: string; max_users: number; max_categories: number; end_subscription: string }): Promise<{ message: string; team: AdminTeam }> {
  return api.put(`admin/teams/${id}`, body);
}

/** DELETE /api/admin/teams/{id}. */
export function deleteAdminTeam(id: number): Promise<{ message: string }> {
  return api.delete(`admin/teams/${id}`);
}

/** POST /api/admin/teams/{id}/invite: a new key for a pending club. */
export function reinviteAdminTeam(id: number): Promise<AdminTeamInviteAnswer> {
  return api.post(`admin/teams/${id}/invite`);
}

/** POST /api/team/invites/accept {key}. */
export function acceptTeamInvite(key: string): Promise<{ message: string; team: { id: number; name: string } }> {
  return api.post('team/invites/accept', { key });
}
