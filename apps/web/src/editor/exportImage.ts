import { LIMITS } from '@prancheta/shared';
import type Konva from 'konva';
import { imagesReady } from './render/imageCache.ts';

/**
 * Renders the stage to a 1280x960 PNG (pixelRatio makes up for the display scale), without the
 * selection UI. Waits for every image of the scene first so nothing is missing from the export.
 */
export async function stageToPng(stage: Konva.Stage, sources: string[]): Promise<Blob> {
  await imagesReady(sources);
  // Let React draw the images that just finished loading.
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const ui = stage.findOne<Konva.Layer>('.ui');
  ui?.hide();
  try {
    // The stage is drawn at scale displayWidth/1280; reset it so the export is exactly the canvas.
    const ratio = LIMITS.canvas.width / stage.width();
    const blob = await stage.toBlob({ x: 0, y: 0, width: stage.width(), height: stage.height(), pixelRatio: ratio, mimeType: 'image/png' });
    if (!(blob instanceof Blob)) throw new Error('export failed');
    return blob;
  } finally {
    ui?.show();
  }
}
