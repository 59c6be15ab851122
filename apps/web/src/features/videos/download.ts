import { LIMITS } from '@prancheta/shared';
import { fetchVideo } from './api.ts';

/** Downloads a recorded video as video-{id}.webm (fetched with the bearer token). */
export async function downloadVideo(id: number): Promise<void> {
  const blob = await fetchVideo(id);
  const url = URL.createObjectURL(new Blob([blob], { type: 'video/webm' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `video-${id}.webm`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The seed's list preview of a description: the first 35 characters, with an ellipsis when cut. */
export function previewText(text: string, max: number = LIMITS.preview.formationDescription): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
