import { LIMITS } from '@prancheta/shared';
import { moveMarker, removeMarkers } from './model.ts';
import type { BoardDoc } from './model.ts';

/** Keyboard facts the board looks at (a KeyboardEvent satisfies it). */
export interface BoardKey {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** What a key press does to the board: the next document (when it changed) and the selected marker. */
export interface MarkerKeyResult {
  doc?: BoardDoc;
  selected: string | null;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The board's markers by keyboard: N / Shift+N select the next / previous marker (wrapping),
 * the arrow keys move the selected one (10 board pixels, 50 with Shift; in the direction seen on
 * screen, also when a portrait screen shows the field turned a quarter), Delete removes it and
 * Escape lets go. Answers null for keys it does not handle.
 */
export function markerKey(doc: BoardDoc, selected: string | null, e: BoardKey, rotated: boolean): MarkerKeyResult | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const markers = doc.markers;
  const current = markers.findIndex((m) => m.id === selected);
  if (e.key.toLowerCase() === 'n') {
    if (!markers.length) return null;
    const step = e.shiftKey ? -1 : 1;
    const next = current < 0 ? (step > 0 ? 0 : markers.length - 1) : (current + step + markers.length) % markers.length;
    return { selected: markers[next]!.id };
  }
  const marker = markers[current];
  if (!marker) return null;
  if (e.key === 'Escape') return { selected: null };
  if (e.key === 'Delete' || e.key === 'Backspace') return { doc: removeMarkers(doc, new Set([marker.id])), selected: null };
  const arrow = ARROWS[e.key];
  if (!arrow) return null;
  const distance = LIMITS.arrowKeyStep * (e.shiftKey ? 5 : 1);
  // Turned a quarter clockwise: screen right is the board's up, screen down is the board's right.
  const [dx, dy] = rotated ? [arrow[1], -arrow[0]] : arrow;
  return { doc: moveMarker(doc, marker.id, marker.x + dx * distance, marker.y + dy * distance), selected: marker.id };
}
