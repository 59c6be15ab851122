import type { TeamColour } from '@prancheta/shared';
import { createGoalkeeper, createImage, createItem, createPlayer, createShape, createShirt, createText } from '@prancheta/shared/scene/index.ts';
import type { SceneObject } from '@prancheta/shared/scene/index.ts';
import { loadSceneImage } from '../render/imageCache.ts';
import { measureText } from '../render/measureText.ts';

/** Something a side panel offers to place on the canvas (by click or drag and drop). */
export type PaletteItem =
  | { kind: 'player'; team: TeamColour; src: string }
  | { kind: 'goalkeeper'; src: string }
  | { kind: 'item'; src: string }
  | { kind: 'shirt'; src: string; number: string; name: string }
  | { kind: 'image'; src: string; imageId: number }
  | { kind: 'text'; text: string; fontSize: number; fill: string }
  | { kind: 'shape'; shape: 'rect' | 'ellipse'; stroke: string; strokeWidth: number };

/** MIME type of palette drags. */
export const PALETTE_MIME = 'application/x-prancheta';

/** Reads a dropped palette payload, or null when it is not one of ours. */
export function parsePaletteItem(data: string): PaletteItem | null {
  try {
    const v = JSON.parse(data) as PaletteItem;
    return v && typeof v === 'object' && typeof v.kind === 'string' ? v : null;
  } catch {
    return null;
  }
}

async function natural(src: string): Promise<{ w: number; h: number }> {
  try {
    const img = await loadSceneImage(src);
    return { w: img.naturalWidth || 1, h: img.naturalHeight || 1 };
  } catch {
    return { w: 1, h: 1 };
  }
}

/** Builds the scene object for a palette item centred on (x, y). */
export async function objectFromPalette(item: PaletteItem, x: number, y: number): Promise<SceneObject> {
  switch (item.kind) {
    case 'player':
      return createPlayer(item.team, item.src, x, y);
    case 'goalkeeper':
      return createGoalkeeper(item.src, x, y);
    case 'item': {
      const n = await natural(item.src);
      return createItem(item.src, x, y, n.w, n.h);
    }
    case 'shirt':
      return createShirt(item.src, x, y, item.number, item.name);
    case 'image': {
      const n = await natural(item.src);
      return createImage(item.src, item.imageId, x, y, n.w, n.h);
    }
    case 'text': {
      const t = createText(item.text, x, y, item.fontSize, item.fill);
      return { ...t, ...measureText(t.text, t.fontSize, t.fontStyle, t.fontFamily) };
    }
    case 'shape':
      return { ...createShape(x, y, item.shape === 'ellipse' ? 130 : 160, item.shape === 'ellipse' ? 130 : 110, item.shape), stroke: item.stroke, strokeWidth: Math.max(item.strokeWidth, 3) };
  }
}
