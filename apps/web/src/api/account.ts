import { useMutation, useQuery } from '@tanstack/react-query';
import type { DeleteAccountBody, DownloadSummaryAnswer, MessageAnswer } from '@prancheta/shared';
import { api, getStreamedBlob } from './client.ts';
import { retentionQuery } from './queries.ts';

/** Query key of the records about to be deleted. */
export const retentionKey = retentionQuery().queryKey;

/** GET /api/user/retention: the coach's records deleted within 14 days. */
export function useExpiringRecords() {
  return useQuery(retentionQuery());
}

/** GET /api/user/download/summary: how many records the ZIP will hold. */
export function useDownloadSummary() {
  return useQuery({ queryKey: ['user', 'download-summary'], queryFn: ({ signal }) => api.get<DownloadSummaryAnswer>('user/download/summary', signal) });
}

/** GET /api/user/download: the ZIP of all material, with the bytes received so far. */
export function downloadArchive(onBytes: (received: number) => void, signal: AbortSignal) {
  return getStreamedBlob('user/download', onBytes, signal);
}

/** DELETE /api/user/account: deletes the account after the password check. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (body: DeleteAccountBody) => api.delete<MessageAnswer>('user/account', body) });
}
