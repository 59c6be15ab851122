import { el, shade, svgDoc, tint } from '../svg.ts';
import { nextId, resetIds } from './balls.ts';
import type { Kit } from './players.ts';

/** A front-view t-shirt in a kit's colours; the editor writes the number and name over the chest. */
export function shirtSvg(kit: Kit): string {
  resetIds();
  const id = nextId('shirt');
  const outline = shade(kit.shirt, 0.5);
  const body = 'M38 8Q60 18 82 8L112 24L102 50L90 44V114Q60 120 30 114V44L18 50L8 24Z';
  return svgDoc(
    120,
    124,
    el(
      'defs',
      {},
      el('linearGradient', { id, x1: 0, y1: 0, x2: 1, y2: 1 }, el('stop', { offset: 0, 'stop-color': tint(kit.shirt, 0.15) }), el('stop', { offset: 1, 'stop-color': shade(kit.shirt, 0.15) })),
    ) +
      el('path', { d: body, fill: `url(#${id})`, stroke: outline, 'stroke-width': 2.5, 'stroke-linejoin': 'round' }) +
      el('path', { d: 'M18 50L8 24L12 22L22 48Z M102 50L112 24L108 22L98 48Z', fill: kit.trim, stroke: outline, 'stroke-width': 1 }) +
      el('path', { d: 'M38 8Q60 18 82 8L78 6Q60 14 42 6Z', fill: kit.trim, stroke: outline, 'stroke-width': 1 }) +
      el('path', { d: 'M38 8Q60 26 82 8', fill: 'none', stroke: kit.trim, 'stroke-width': 3.5 }) +
      el('path', { d: 'M30 44V114M90 44V114', stroke: '#000', 'stroke-opacity': 0.12, 'stroke-width': 2 }),
  );
}
