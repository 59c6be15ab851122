import type Konva from 'konva';
import { LIMITS } from '@prancheta/shared';

/** Renders the stage at the board's internal size (1280x960) into a PNG blob, whatever the screen size. */
export async function boardSnapshot(stage: Konva.Stage): Promise<Blob> {
  const { width, height } = LIMITS.canvas;
  const rendered = stage.toCanvas({ pixelRatio: width / stage.width() });
  const out = document.createElement('canvas');
  out.width = width;
  out.height = height;
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('2d context unavailable');
  ctx.drawImage(rendered, 0, 0, width, height);
  return new Promise((resolve, reject) => out.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'));
}

/** Offers a blob as a download with the given file name. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "prancheta-2026-11-22-1530.png": sortable, unique per minute. */
export function snapshotFileName(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `prancheta-${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}.png`;
}
