import type { ShareCreateInput, ShareKind, ShareLink } from '@prancheta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';

/** Query keys of the share links API. */
export const shareKeys = {
  record: (kind: ShareKind, id: number) => ['share', kind, id] as const,
};

/** GET /api/share?kind=&record_id=: the record's links (only while `enabled`, e.g. the modal is open). */
export function useShareLinks(kind: ShareKind, recordId: number, enabled: boolean) {
  return useQuery({
    queryKey: shareKeys.record(kind, recordId),
    queryFn: ({ signal }) => api.get<{ links: ShareLink[] }>(`share?kind=${kind}&record_id=${recordId}`, signal).then((r) => r.links),
    enabled,
    retry: false,
  });
}

/** POST /api/share, refreshing the record's list. */
export function useCreateShareLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareCreateInput) => api.post<{ link: ShareLink; message: string }>('share', { ...input }),
    onSuccess: (_r, input) => qc.invalidateQueries({ queryKey: shareKeys.record(input.kind, input.record_id) }),
  });
}

/** DELETE /api/share/{id} (revoke), refreshing the record's list. */
export function useRevokeShareLink(kind: ShareKind, recordId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`share/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: shareKeys.record(kind, recordId) }),
  });
}
