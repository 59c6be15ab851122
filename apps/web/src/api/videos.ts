import type { Formation } from '@prancheta/shared';
import { useQuery } from '@tanstack/react-query';
import { api, getBlob, upload } from './client.ts';
import { formationKeys } from './formations.ts';
import { namedFile, toFormData } from './formData.ts';
import type { SaveFormationInput } from './formations.ts';
import { videoExtension } from './videoType.ts';

/** GET /api/formactions?type=video: my recorded videos. */
export function useVideos() {
  return useQuery({
    queryKey: formationKeys.list('video'),
    queryFn: ({ signal }) => api.get<{ formacoes: Formation[] }>('formactions?type=video', signal).then((r) => r.formacoes),
  });
}

/** GET /api/formactionimg/{id}: the video (MP4 or webm), fetched with the bearer token. */
export function fetchVideo(id: number | string, signal?: AbortSignal): Promise<Blob> {
  return getBlob(`formactionimg/${encodeURIComponent(String(id))}?key_time=${Date.now()}`, signal);
}

/** What the video editor sends: the header fields, the draft with every frame, the video (MP4 or webm) and a thumbnail. */
export interface SaveVideoInput extends Omit<SaveFormationInput, 'png'> {
  video: Blob;
  png: Blob | null;
}

/** The multipart body of POST /api/formactions[/{id}] for a video (file key `file_input`, seed §9). */
export function videoFormData(input: SaveVideoInput): FormData {
  return toFormData({
    type: 'video',
    ...input.fields,
    // An emptied club category is sent empty, so an update clears it.
    category_id: input.fields.category_id ?? '',
    colors: input.colours,
    editable: namedFile(input.draft, 'draft.json.gz', 'application/gzip'),
    // The server decides the type by content; the name only matches it.
    file_input: namedFile(input.video, `video.${videoExtension(input.video.type)}`),
    img: input.png ? namedFile(input.png, 'video.png') : null,
  });
}

/** POST /api/formactions (new) or /api/formactions/{id} (re-recorded), with upload progress and cancel. */
export function saveVideo(input: SaveVideoInput, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<{ formacao: { id: number } }> {
  const path = input.id ? `formactions/${encodeURIComponent(String(input.id))}` : 'formactions';
  return upload<{ formacao: { id: number } }>(path, videoFormData(input), onProgress, signal);
}

/**
 * POST /api/formactions/{id} with only the video file (when one was made) and its first-frame
 * picture: the fields and the draft of the record stay as they are.
 */
export function attachVideoFiles(id: number, video: Blob | null, png: Blob): Promise<{ formacao: { id: number } }> {
  return upload<{ formacao: { id: number } }>(
    `formactions/${id}`,
    toFormData({ file_input: video ? namedFile(video, `video.${videoExtension(video.type)}`) : null, img: namedFile(png, 'video.png') }),
  );
}
