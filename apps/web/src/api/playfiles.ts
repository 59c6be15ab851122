import type { PlayImported } from '@prancheta/shared/playfile/index.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, getBlob, upload } from './client.ts';
import { toFormData } from './formData.ts';

/** GET /api/formactions/{id}/playfile: one of my formations or videos as a `.prancheta` file. */
export function fetchPlayFile(id: number): Promise<Blob> {
  return getBlob(`formactions/${id}/playfile`);
}

/** POST /api/formactions/import (multipart `file`), with upload progress; refreshes the formation lists. */
export function useImportPlayFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) => upload<PlayImported>('formactions/import', toFormData({ file }), onProgress),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['formactions'] }),
  });
}

/** POST /api/share/copy: saves a copy of the formation or video a share link shows into my own. */
export function useCopySharedPlay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<PlayImported>('share/copy', { token }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['formactions'] }),
  });
}
