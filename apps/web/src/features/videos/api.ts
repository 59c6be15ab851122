import type { Formation } from '@prancheta/shared';
import { useQuery } from '@tanstack/react-query';
import { api, getBlob, upload } from '../../api/client.ts';
import { formationKeys } from '../../api/formations.ts';
import type { SaveFormationInput } from '../../api/formations.ts';

/** GET /api/formactions?type=video: my recorded videos. */
export function useVideos() {
  return useQuery({
    queryKey: formationKeys.list('video'),
    queryFn: ({ signal }) => api.get<{ formacoes: Formation[] }>('formactions?type=video', signal).then((r) => r.formacoes),
  });
}

/** GET /api/formactionimg/{id}: the webm, fetched with the bearer token. */
export function fetchVideo(id: number | string, signal?: AbortSignal): Promise<Blob> {
  return getBlob(`formactionimg/${encodeURIComponent(String(id))}?key_time=${Date.now()}`, signal);
}

/** What the video editor sends: the header fields, the draft with every frame, the webm and a thumbnail. */
export interface SaveVideoInput extends Omit<SaveFormationInput, 'png'> {
  webm: Blob;
  png: Blob | null;
}

/** The multipart body of POST /api/formactions[/{id}] for a video (file key `file_input`, seed §9). */
export function videoFormData(input: SaveVideoInput): FormData {
  const form = new FormData();
  form.append('type', 'video');
  for (const [k, v] of Object.entries(input.fields)) if (v !== null && v !== undefined) form.append(k, String(v));
  for (const [part, [bg, fg]] of Object.entries(input.colours)) {
    form.append(`colors[${part}][0]`, bg);
    form.append(`colors[${part}][1]`, fg);
  }
  form.append('editable', new Blob([new Uint8Array(input.draft)], { type: 'application/gzip' }), 'draft.json.gz');
  form.append('file_input', input.webm, 'video.webm');
  if (input.png) form.append('img', input.png, 'video.png');
  return form;
}

/** POST /api/formactions (new) or /api/formactions/{id} (re-recorded), with upload progress and cancel. */
export function saveVideo(input: SaveVideoInput, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<{ formacao: { id: number } }> {
  const path = input.id ? `formactions/${encodeURIComponent(String(input.id))}` : 'formactions';
  return upload<{ formacao: { id: number } }>(path, videoFormData(input), onProgress, signal);
}
