import { LIMITS } from '@prancheta/shared';
import { downloadBlob } from '../../components/download.ts';
import { fetchVideo } from '../../api/videos.ts';
import { videoExtension } from '../../api/videoType.ts';

/** Downloads a saved video as video-{id}.mp4 or .webm, as the server typed it (fetched with the bearer token). */
export async function downloadVideo(id: number): Promise<void> {
  const blob = await fetchVideo(id);
  const ext = videoExtension(blob.type);
  downloadBlob(new Blob([blob], { type: ext === 'mp4' ? 'video/mp4' : 'video/webm' }), `video-${id}.${ext}`);
}

/** The seed's list preview of a description: the first 35 characters, with an ellipsis when cut. */
export function previewText(text: string, max: number = LIMITS.preview.formationDescription): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
