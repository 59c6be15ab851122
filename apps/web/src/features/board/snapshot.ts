import type Konva from 'konva';
import { LIMITS } from '@prancheta/shared';
import { FIELD_GREEN } from './boardFrame.ts';

/** Where a picture of `width` x `height` sits drawn "contain" in a box of `boxWidth` x `boxHeight`. */
export function containRect(width: number, height: number, boxWidth: number, boxHeight: number): { x: number; y: number; width: number; height: number } {
  const k = Math.min(boxWidth / width, boxHeight / height);
  return { x: (boxWidth - width * k) / 2, y: (boxHeight - height * k) / 2, width: width * k, height: height * k };
}

/**
 * Renders the board at its internal size (1280x960) into a PNG blob, whatever the screen size: the
 * field "contain" on the pitch green (a picture behind the stage, see BoardCanvas), then the
 * stage's transparent layers over it; a board turned for a portrait screen is turned back, so the
 * picture is always landscape.
 */
export async function boardSnapshot(stage: Konva.Stage, field: HTMLImageElement | null): Promise<Blob> {
  const { width, height } = LIMITS.canvas;
  const turned = stage.height() > stage.width();
  const rendered = stage.toCanvas({ pixelRatio: width / Math.max(stage.width(), stage.height()) });
  const out = document.createElement('canvas');
  out.width = width;
  out.height = height;
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('2d context unavailable');
  ctx.fillStyle = FIELD_GREEN;
  ctx.fillRect(0, 0, width, height);
  if (field && field.naturalWidth > 0 && field.naturalHeight > 0) {
    const at = containRect(field.naturalWidth, field.naturalHeight, width, height);
    ctx.drawImage(field, at.x, at.y, at.width, at.height);
  }
  if (turned) {
    // The stage shows document (x, y) at (short - y, x): a quarter turn back restores it.
    ctx.translate(0, height);
    ctx.rotate(-Math.PI / 2);
    ctx.drawImage(rendered, 0, 0, height, width);
  } else {
    ctx.drawImage(rendered, 0, 0, width, height);
  }
  return new Promise((resolve, reject) => out.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'));
}

/** "prancheta-2026-11-22-1530.png": sortable, unique per minute. */
export function snapshotFileName(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `prancheta-${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}.png`;
}
