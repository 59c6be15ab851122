import type { CoeditAnswer, SharedFormation } from '@prancheta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { readSession } from './session.ts';

/** Query keys of drawing together. */
export const coeditKeys = { shared: ['coedit', 'shared'] as const, formation: (id: number) => ['coedit', id] as const };

/** Remembered on this device: the formation is drawn together (so it opens shared even offline). */
const sharedFlag = (id: number) => `prancheta.coedit.${id}`;

export function rememberedShared(id: number): boolean {
  try {
    return localStorage.getItem(sharedFlag(id)) === '1';
  } catch {
    return false;
  }
}

function remember(id: number, shared: boolean): void {
  try {
    if (shared) localStorage.setItem(sharedFlag(id), '1');
    else localStorage.removeItem(sharedFlag(id));
  } catch {
    // Private mode without storage: the formation opens shared only while online.
  }
}

/** GET coedit/{id}: who draws the formation together (the owner also gets the club mates to invite). */
export function useCoeditors(id: number | null) {
  return useQuery({
    queryKey: coeditKeys.formation(id ?? 0),
    enabled: id !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      const answer = await api.get<CoeditAnswer>(`coedit/${id}`, signal);
      remember(id!, !answer.dono || answer.convidados.length > 0);
      return answer;
    },
  });
}

/** POST coedit/{id}/convidados and DELETE coedit/{id}/convidados/{user}: both answer the new lists. */
export function useCoeditorMutations(id: number) {
  const client = useQueryClient();
  const apply = (answer: CoeditAnswer) => {
    remember(id, !answer.dono || answer.convidados.length > 0);
    client.setQueryData(coeditKeys.formation(id), answer);
  };
  const invite = useMutation({ mutationFn: (userId: number) => api.post<CoeditAnswer>(`coedit/${id}/convidados`, { user_id: userId }), onSuccess: apply });
  const revoke = useMutation({ mutationFn: (userId: number) => api.delete<CoeditAnswer>(`coedit/${id}/convidados/${userId}`), onSuccess: apply });
  return { invite, revoke };
}

/** GET coedit: the formations others shared with me. */
export function useSharedFormations() {
  return useQuery({ queryKey: coeditKeys.shared, queryFn: ({ signal }) => api.get<{ formacoes: SharedFormation[] }>('coedit', signal).then((r) => r.formacoes) });
}

/** The WebSocket address of a formation's room, with the session token (browsers send no headers on sockets). */
export function coeditSocketUrl(id: number): string | null {
  const session = readSession();
  if (!session) return null;
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/coedit/${id}/ws?token=${encodeURIComponent(session.token)}`;
}
