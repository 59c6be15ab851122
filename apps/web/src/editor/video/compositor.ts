import type { AnimatedState, SceneDocument } from '@prancheta/shared/scene/index.ts';
import type Konva from 'konva';
import { exportSize } from './frameTiming.ts';

/**
 * The stage's field and objects layers drawn into one canvas at a chosen width (sharper than the
 * on-screen canvas), for the recorder and the frame-exact exporter. While it is open the selection
 * UI is hidden and the objects do not listen to the pointer; close() puts everything back.
 */
export interface StageCompositor {
  /** The composited picture (not in the page). */
  canvas: HTMLCanvasElement;
  /** Konva node of each object of the document, by id. */
  nodes: Map<string, Konva.Node>;
  /** Moves the nodes to these states and redraws the objects layer. */
  apply: (states: AnimatedState[]) => void;
  /** Copies the layers into `canvas`. */
  paint: () => void;
  /** Restores pixel ratios, the UI layer and pointer listening. */
  close: () => void;
}

/** Moves Konva nodes in place (no React render): position, visibility and fade. */
export function applyStates(nodes: Map<string, Konva.Node>, states: AnimatedState[]): void {
  for (const s of states) {
    const node = nodes.get(s.id);
    if (!node) continue;
    node.setAttrs({ x: s.x, y: s.y, visible: s.visible, opacity: s.opacity });
  }
}

/** Opens a compositor of `stage` at `width` pixels (height from the stage's ratio, both even); readBack when its pixels are read (GIF). */
export function openCompositor(stage: Konva.Stage, doc: SceneDocument, width: number, options: { readBack?: boolean } = {}): StageCompositor {
  const background = stage.findOne<Konva.Layer>('.background');
  const objects = stage.findOne<Konva.Layer>('.objects');
  const ui = stage.findOne<Konva.Layer>('.ui');
  if (!background || !objects) throw new Error('editor layers not found');
  const nodes = new Map<string, Konva.Node>();
  for (const o of doc.objects) {
    const node = objects.findOne(`#${o.id}`);
    if (node) nodes.set(o.id, node);
  }
  const layers = [background, objects];
  const previous = layers.map((l) => l.getCanvas().getPixelRatio());
  const ratio = width / stage.width();
  for (const l of layers) {
    l.getCanvas().setPixelRatio(ratio);
    l.draw();
  }
  // Each object drawn once into a bitmap (Konva's node cache) and then only moved: a frame redraws
  // 30 bitmaps instead of 30 players' shapes, shadows and labels. Removed again on close.
  const cached: Konva.Node[] = [];
  const cacheRatio = Math.max(1, ratio * stage.scaleX());
  for (const node of nodes.values()) {
    if (node.isCached()) continue;
    const box = node.getClientRect({ skipTransform: true });
    if (!(box.width > 0 && box.height > 0)) continue;
    node.cache({ pixelRatio: cacheRatio });
    cached.push(node);
  }
  objects.draw();
  const wasListening = objects.listening();
  ui?.hide();
  objects.listening(false);
  const size = exportSize(stage.width(), stage.height(), width);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d', { willReadFrequently: options.readBack ?? false });
  if (!ctx) throw new Error('no 2d context');
  const bg = background.getNativeCanvasElement();
  const fg = objects.getNativeCanvasElement();
  let closed = false;
  return {
    canvas,
    nodes,
    apply(states) {
      applyStates(nodes, states);
      objects.draw();
    },
    paint() {
      ctx.drawImage(bg, 0, 0, canvas.width, canvas.height);
      ctx.drawImage(fg, 0, 0, canvas.width, canvas.height);
    },
    close() {
      if (closed) return;
      closed = true;
      for (const node of cached) node.clearCache();
      objects.listening(wasListening);
      ui?.show();
      layers.forEach((l, i) => {
        l.getCanvas().setPixelRatio(previous[i]!);
        l.draw();
      });
      ui?.draw();
    },
  };
}
