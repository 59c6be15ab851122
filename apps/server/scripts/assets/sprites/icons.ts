import type { SportSlug } from '../../../src/modules/sports/layout.ts';
import { el, shade, svgDoc, tint } from '../svg.ts';
import { ballArt, nextId, resetIds } from './balls.ts';

/** A round badge with the sport's ball, used in sport pickers. */
export function sportIconSvg(slug: SportSlug, background: string): string {
  resetIds();
  return svgDoc(96, 96, el('circle', { cx: 48, cy: 48, r: 46, fill: background, stroke: shade(background, 0.3), 'stroke-width': 3 }) + ballArt(slug, 48, 48, 30));
}

type IconStyle =
  | { kind: 'token'; colour: string; ring: string }
  | { kind: 'striped'; colour: string; stripe: string }
  | { kind: 'half'; colour: string; other: string }
  | { kind: 'jersey'; colour: string; trim: string }
  | { kind: 'person'; colour: string; background: string }
  | { kind: 'shape'; shape: 'triangle' | 'square' | 'cross'; colour: string };

/** The 19 board markers (seed: icons 1 to 19 png), distinct in colour and style. */
export const BOARD_ICONS: IconStyle[] = [
  { kind: 'token', colour: '#e03131', ring: '#ffffff' },
  { kind: 'token', colour: '#1c7ed6', ring: '#ffffff' },
  { kind: 'token', colour: '#fcc419', ring: '#1b1b1b' },
  { kind: 'token', colour: '#2f9e44', ring: '#ffffff' },
  { kind: 'token', colour: '#212529', ring: '#fcc419' },
  { kind: 'token', colour: '#f8f9fa', ring: '#212529' },
  { kind: 'token', colour: '#fd7e14', ring: '#1b1b1b' },
  { kind: 'striped', colour: '#f8f9fa', stripe: '#212529' },
  { kind: 'striped', colour: '#e03131', stripe: '#f8f9fa' },
  { kind: 'half', colour: '#1c7ed6', other: '#212529' },
  { kind: 'half', colour: '#2f9e44', other: '#fcc419' },
  { kind: 'jersey', colour: '#e03131', trim: '#f8f9fa' },
  { kind: 'jersey', colour: '#1c7ed6', trim: '#fcc419' },
  { kind: 'jersey', colour: '#fcc419', trim: '#2f9e44' },
  { kind: 'person', colour: '#f8f9fa', background: '#e03131' },
  { kind: 'person', colour: '#f8f9fa', background: '#1c7ed6' },
  { kind: 'shape', shape: 'triangle', colour: '#fd7e14' },
  { kind: 'shape', shape: 'square', colour: '#7048e8' },
  { kind: 'shape', shape: 'cross', colour: '#212529' },
];

function disc(fill: string, ring: string): string {
  return el('circle', { cx: 66, cy: 68, r: 56, fill: '#000', 'fill-opacity': 0.25 }) + el('circle', { cx: 64, cy: 64, r: 56, fill: ring }) + el('circle', { cx: 64, cy: 64, r: 47, fill });
}

/** A soft highlight over a round token. */
function gloss(): string {
  const id = nextId('gloss');
  return (
    el('defs', {}, el('radialGradient', { id, cx: '35%', cy: '30%', r: '80%' }, el('stop', { offset: 0, 'stop-color': '#fff', 'stop-opacity': 0.45 }), el('stop', { offset: 0.5, 'stop-color': '#fff', 'stop-opacity': 0 }), el('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': 0.25 }))) +
    el('circle', { cx: 64, cy: 64, r: 56, fill: `url(#${id})` })
  );
}

/** One board marker as a 128 x 128 SVG (converted to PNG by the generator). */
export function boardIconSvg(style: IconStyle): string {
  resetIds();
  let body = '';
  switch (style.kind) {
    case 'token':
      body = disc(style.colour, style.ring);
      break;
    case 'striped': {
      const clip = nextId('clip');
      let stripes = '';
      for (let x = 10; x < 128; x += 20) stripes += el('rect', { x, y: 0, width: 10, height: 128, fill: style.stripe });
      body = disc(style.colour, shade(style.stripe, 0.1)) + el('defs', {}, el('clipPath', { id: clip }, el('circle', { cx: 64, cy: 64, r: 47 }))) + el('g', { 'clip-path': `url(#${clip})` }, stripes);
      break;
    }
    case 'half':
      body = disc(style.colour, '#ffffff') + el('path', { d: 'M64 17A47 47 0 0 1 64 111Z', fill: style.other });
      break;
    case 'jersey':
      return svgDoc(
        128,
        128,
        el('path', { d: 'M44 14Q64 26 84 14L118 32L106 60L94 54V116H34V54L22 60L10 32Z', fill: style.colour, stroke: shade(style.colour, 0.45), 'stroke-width': 4, 'stroke-linejoin': 'round' }) +
          el('path', { d: 'M44 14Q64 34 84 14', fill: 'none', stroke: style.trim, 'stroke-width': 6 }) +
          el('path', { d: 'M22 60L10 32M106 60L118 32', stroke: style.trim, 'stroke-width': 6 }),
      );
    case 'person':
      body =
        disc(style.background, '#ffffff') +
        el('circle', { cx: 64, cy: 48, r: 15, fill: style.colour }) +
        el('path', { d: 'M34 96Q36 68 64 68Q92 68 94 96Z', fill: style.colour });
      break;
    case 'shape': {
      const c = style.colour;
      const stroke = { stroke: shade(c, 0.4), 'stroke-width': 5, 'stroke-linejoin': 'round' as const };
      const shapes = {
        triangle: el('path', { d: 'M64 10L120 112H8Z', fill: c, ...stroke }) + el('path', { d: 'M64 30L100 98', stroke: tint(c, 0.4), 'stroke-width': 4 }),
        square: el('rect', { x: 14, y: 14, width: 100, height: 100, rx: 16, fill: c, ...stroke }) + el('rect', { x: 30, y: 30, width: 68, height: 68, rx: 8, fill: 'none', stroke: tint(c, 0.5), 'stroke-width': 5 }),
        cross: el('path', { d: 'M28 28L100 100M100 28L28 100', stroke: '#ffffff', 'stroke-width': 30, 'stroke-linecap': 'round' }) + el('path', { d: 'M28 28L100 100M100 28L28 100', stroke: c, 'stroke-width': 20, 'stroke-linecap': 'round' }),
      };
      return svgDoc(128, 128, shapes[style.shape]);
    }
  }
  return svgDoc(128, 128, body + gloss());
}
