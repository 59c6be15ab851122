import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { auth, videoDraft } from './seed.ts';

/**
 * A real, short webm recorded in the page with MediaRecorder from a canvas: `frames` frames 40 ms
 * apart, alternating two colours, or a ball crossing the field when `moving` (so a playing video
 * visibly changes).
 */
export async function recordWebm(page: Page, options: { frames: number; width?: number; height?: number; moving?: boolean }): Promise<Buffer> {
  const bytes = await page.evaluate(async ({ frames, width, height, moving }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const g = canvas.getContext('2d')!;
    const rec = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((r) => (rec.onstop = r));
    rec.start();
    for (let i = 0; i < frames; i++) {
      g.fillStyle = moving || i % 2 ? '#2e7d32' : '#1565c0';
      g.fillRect(0, 0, width, height);
      if (moving) {
        g.fillStyle = '#ffffff';
        g.beginPath();
        g.arc(10 + ((i * (width - 20)) / frames), height / 2, 8, 0, Math.PI * 2);
        g.fill();
      }
      await new Promise((r) => setTimeout(r, 40));
    }
    rec.stop();
    await done;
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  }, { frames: options.frames, width: options.width ?? 64, height: options.height ?? 48, moving: options.moving ?? false });
  return Buffer.from(bytes);
}

/** Header fields of a saved video formation. */
export interface VideoFields {
  clube: string;
  professor: string;
  categoria: string;
  data: string;
  local: string;
  descricao: string;
}

/** Saves a webm as one of the coach's video formations through the API; answers its id. */
export async function saveVideo(request: APIRequestContext, token: string, webm: Buffer, fields: VideoFields): Promise<number> {
  const res = await request.post('/api/formactions', {
    headers: auth(token),
    multipart: {
      type: 'video',
      ...fields,
      editable: { name: 'draft.json.gz', mimeType: 'application/gzip', buffer: videoDraft() },
      file_input: { name: 'video.webm', mimeType: 'video/webm', buffer: webm },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { formacao: { id: number } }).formacao.id;
}
