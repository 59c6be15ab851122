import type { ClubCategory, ClubRosterCategory, ClubMember, JoinedTeam, LibraryItem, LibraryKind, Team, TeamTreinosAnswer } from '@prancheta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getBlob, upload } from './client.ts';
import { toFormData } from './formData.ts';
import { userKey } from './user.ts';

/** Query keys of the club API. */
export const clubKeys = {
  team: ['team'] as const,
  users: ['team', 'users'] as const,
  categories: ['team', 'categories'] as const,
  files: ['teamtreinos'] as const,
  joined: ['teams'] as const,
  roster: (teamId: number) => ['teams', teamId, 'roster'] as const,
};

/** GET /api/team: the club the signed-in user leads (404 for everyone else). */
export function useTeam() {
  return useQuery({ queryKey: clubKeys.team, queryFn: ({ signal }) => api.get<{ team: Team }>('team', signal).then((r) => r.team), retry: false });
}

/** The club profile the leader edits: a new image is sent only when one was chosen. */
export type TeamProfileValues = { name: string; location: string; image: File | null };

/** POST /api/team/ (multipart name, location, image). */
export function saveTeam(values: TeamProfileValues): Promise<{ team: Team }> {
  return upload<{ team: Team }>('team', toFormData(values));
}

/** GET /api/team/users. */
export function useTeamUsers() {
  return useQuery({ queryKey: clubKeys.users, queryFn: ({ signal }) => api.get<{ users: ClubMember[] }>('team/users', signal).then((r) => r.users), retry: false });
}

/** PUT /api/team/users/{email}: adds or removes (undefined answer: 204, the leader's own e-mail). */
export function toggleMember(email: string): Promise<{ message: string; added: boolean } | undefined> {
  return api.put<{ message: string; added: boolean } | undefined>(`team/users/${encodeURIComponent(email.trim())}`);
}

/** GET /api/team/categories. */
export function useTeamCategories() {
  return useQuery({ queryKey: clubKeys.categories, queryFn: ({ signal }) => api.get<{ categories: ClubCategory[] }>('team/categories', signal).then((r) => r.categories), retry: false });
}

/** POST /api/team/categories or PUT /api/team/categories/{id}. */
export function saveCategory(id: number | null, body: { name: string; description: string }): Promise<{ category: ClubCategory }> {
  return id === null ? api.post('team/categories', body) : api.put(`team/categories/${id}`, body);
}

/** DELETE /api/team/categories/{id}, refreshing categories and the cached user (its club categories). */
export function useDeleteCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`team/categories/${id}`),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: clubKeys.team }), qc.invalidateQueries({ queryKey: userKey })]),
  });
}

/** GET /api/teamtreinos: files and trainings of my clubs. */
export function useTeamTreinos() {
  return useQuery({ queryKey: clubKeys.files, queryFn: ({ signal }) => api.get<TeamTreinosAnswer>('teamtreinos', signal) });
}

/** DELETE /api/teamtreinos/{id}. */
export function useDeleteTeamFile() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api.delete<unknown>(`teamtreinos/${id}`), onSuccess: () => qc.invalidateQueries({ queryKey: clubKeys.files }) });
}

/** POST /api/teamtreinos: export a video formation to a club category. */
export function exportToClub(body: { team_id: number; category_id: number; data: string; id: number; type: 'video' }): Promise<{ message: string }> {
  return api.post<{ message: string }>('teamtreinos', body);
}

/** A file sent to a club category, with its date and description. */
export type TeamFileValues = { team_id: string; category_id: string; data: string; descricao: string; file: File };

/** POST /api/teamtreinos/files (multipart): an image, video or document sent to a club category. */
export function sendTeamFile(values: TeamFileValues, onProgress?: (fraction: number) => void): Promise<{ message: string; treino: { id: number } }> {
  return upload('teamtreinos/files', toFormData(values), onProgress);
}

/** GET /api/teamfile/{id}: the club file's blob (webm for videos). */
export function fetchTeamFile(id: number, signal?: AbortSignal): Promise<Blob> {
  return getBlob(`teamfile/${id}`, signal);
}

/** GET /api/teamlogo/{id}: the club image. */
export function fetchTeamLogo(id: number, signal?: AbortSignal): Promise<Blob> {
  return getBlob(`teamlogo/${id}?key_time=${Date.now()}`, signal);
}

/** GET /api/teams: the clubs I joined. */
export function useJoinedTeams() {
  return useQuery({ queryKey: clubKeys.joined, queryFn: ({ signal }) => api.get<{ teams: JoinedTeam[] }>('teams', signal).then((r) => r.teams) });
}

/** DELETE /api/teams/{id}: leave a club. */
export function useLeaveTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`teams/${id}`),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: clubKeys.joined }), qc.invalidateQueries({ queryKey: userKey }), qc.invalidateQueries({ queryKey: clubKeys.files })]),
  });
}

/** GET /api/teamlibrary: what my clubs share in their drill library. */
export function useTeamLibrary() {
  return useQuery({ queryKey: ['teamlibrary'] as const, queryFn: ({ signal }) => api.get<{ items: LibraryItem[] }>('teamlibrary', signal).then((r) => r.items) });
}

/** PUT /api/teamlibrary/{kind}/{id}: the leader shares or unshares one of their records. */
export function useToggleLibraryItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (item: { kind: LibraryKind; id: number }) => api.put<{ message: string; shared: boolean }>(`teamlibrary/${item.kind}/${item.id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['teamlibrary'] }),
  });
}

/** POST /api/teamlibrary/{kind}/{id}/copy: copies a shared record into my own material. */
export function useCopyLibraryItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (item: { kind: LibraryKind; id: number }) => api.post<{ message: string; id: number }>(`teamlibrary/${item.kind}/${item.id}/copy`),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['treinos'] }), qc.invalidateQueries({ queryKey: ['formactions'] })]),
  });
}

/** GET /api/teams/{id}/roster: the club's categories with their athletes (members and leader). */
export function useClubRoster(teamId: number | null, enabled = true) {
  return useQuery({
    queryKey: clubKeys.roster(teamId ?? 0),
    queryFn: ({ signal }) => api.get<{ categories: ClubRosterCategory[] }>(`teams/${teamId}/roster`, signal).then((r) => r.categories),
    enabled: enabled && teamId !== null,
    retry: false,
  });
}
