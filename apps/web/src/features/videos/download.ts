import { LIMITS } from '@prancheta/shared';
import { downloadBlob } from '../../components/download.ts';
import { fetchVideo } from './api.ts';

/** Downloads a recorded video as video-{id}.webm (fetched with the bearer token). */
export async function downloadVideo(id: number): Promise<void> {
  downloadBlob(new Blob([await fetchVideo(id)], { type: 'video/webm' }), `video-${id}.webm`);
}

/** The seed's list preview of a description: the first 35 characters, with an ellipsis when cut. */
export function previewText(text: string, max: number = LIMITS.preview.formationDescription): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
