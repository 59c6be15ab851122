import { el, n, shade, svgDoc, tint } from '../svg.ts';
import { nextId, resetIds } from './balls.ts';

/** Named colours of training items. */
export const ITEM_COLOURS: Record<string, string> = {
  laranja: '#ff7a1a',
  amarelo: '#fcc419',
  azul: '#1c7ed6',
  vermelho: '#e03131',
  verde: '#2f9e44',
};

function sideGradient(base: string): { id: string; defs: string } {
  const id = nextId('side');
  return {
    id,
    defs: el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: 1, y2: 0 },
      el('stop', { offset: 0, 'stop-color': tint(base, 0.25) }),
      el('stop', { offset: 0.45, 'stop-color': base }),
      el('stop', { offset: 1, 'stop-color': shade(base, 0.3) }),
    ),
  };
}

const shadow = (cx: number, cy: number, rx: number, ry: number) => el('ellipse', { cx, cy, rx, ry, fill: '#000', 'fill-opacity': 0.18 });

/** A training cone, three-quarter view. */
export function coneSvg(colour: string): string {
  resetIds();
  const g = sideGradient(colour);
  const dark = shade(colour, 0.35);
  return svgDoc(
    80,
    100,
    el('defs', {}, g.defs) +
      shadow(42, 90, 36, 7) +
      el('path', { d: 'M6 84L40 74L74 84L40 94Z', fill: dark }) +
      el('path', { d: 'M6 84L40 94L74 84V87L40 97L6 87Z', fill: shade(colour, 0.5) }) +
      el('path', { d: 'M35 8Q40 4 45 8L62 82Q40 90 18 82Z', fill: `url(#${g.id})`, stroke: shade(colour, 0.45), 'stroke-width': 1.5 }) +
      el('path', { d: 'M28.5 40Q40 44 51.5 40L55 54Q40 59 25 54Z', fill: '#f8f9fa', 'fill-opacity': 0.9 }),
  );
}

/** A flat marker disc (dome), three-quarter view. */
export function discSvg(colour: string): string {
  resetIds();
  const g = sideGradient(colour);
  return svgDoc(
    100,
    56,
    el('defs', {}, g.defs) +
      shadow(52, 44, 46, 10) +
      el('path', { d: 'M4 38Q6 14 50 12Q94 14 96 38Q94 48 50 50Q6 48 4 38Z', fill: `url(#${g.id})`, stroke: shade(colour, 0.45), 'stroke-width': 1.5 }) +
      el('ellipse', { cx: 50, cy: 21, rx: 13, ry: 5, fill: shade(colour, 0.45) }) +
      el('path', { d: 'M16 30Q50 20 84 30', fill: 'none', stroke: '#fff', 'stroke-opacity': 0.35, 'stroke-width': 2 }),
  );
}

/** A flat agility ring seen from above. */
export function ringSvg(colour: string): string {
  resetIds();
  return svgDoc(
    100,
    100,
    el('circle', { cx: 52, cy: 53, r: 40, fill: 'none', stroke: '#000', 'stroke-opacity': 0.18, 'stroke-width': 10 }) +
      el('circle', { cx: 50, cy: 50, r: 40, fill: 'none', stroke: shade(colour, 0.35), 'stroke-width': 11 }) +
      el('circle', { cx: 50, cy: 50, r: 40, fill: 'none', stroke: colour, 'stroke-width': 8 }) +
      el('path', { d: 'M22 28A40 40 0 0 1 50 10', fill: 'none', stroke: '#fff', 'stroke-opacity': 0.45, 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
  );
}

function mesh(id: string, size: number, colour = '#ffffff', opacity = 0.7): string {
  return el('pattern', { id, width: size, height: size, patternUnits: 'userSpaceOnUse' }, el('path', { d: `M0 0H${n(size)}M0 0V${n(size)}`, stroke: colour, 'stroke-opacity': opacity, 'stroke-width': 0.8, fill: 'none' }));
}

/**
 * A goal frame in three-quarter view with its net: w x h is the mouth in pixels.
 * post colours alternate when striped (handball goals are painted in two colours).
 */
function goalFrame(w: number, h: number, depth: number, post: string, stripe?: string): string {
  const id = nextId('net');
  const x0 = 10;
  const y0 = 10;
  const bx = x0 + depth * 0.8;
  const by = y0 + depth * 0.6;
  const tube = Math.max(4, w * 0.028);
  const striped = (d: string) =>
    el('path', { d, stroke: post, 'stroke-width': tube, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    (stripe ? el('path', { d, stroke: stripe, 'stroke-width': tube, fill: 'none', 'stroke-dasharray': `${n(tube * 2.2)} ${n(tube * 2.2)}` }) : '');
  return (
    el('defs', {}, mesh(id, Math.max(5, w / 26))) +
    shadow(x0 + w / 2 + depth * 0.4, y0 + h + 2, w / 2 + depth * 0.6, 5) +
    // Back net and side nets.
    el('path', { d: `M${n(bx)} ${n(by)}H${n(bx + w - depth * 1.6)}V${n(y0 + h)}H${n(bx)}Z`, fill: '#000', 'fill-opacity': 0.12 }) +
    el('path', { d: `M${n(x0)} ${n(y0)}L${n(bx)} ${n(by)}V${n(y0 + h)}H${n(x0)}ZM${n(x0 + w)} ${n(y0)}L${n(x0 + w - depth * 0.8)} ${n(by)}V${n(y0 + h)}H${n(x0 + w)}Z`, fill: '#000', 'fill-opacity': 0.08 }) +
    el('path', { d: `M${n(x0)} ${n(y0)}L${n(bx)} ${n(by)}H${n(x0 + w - depth * 0.8)}L${n(x0 + w)} ${n(y0)}V${n(y0 + h)}H${n(x0)}Z`, fill: `url(#${id})` }) +
    el('path', { d: `M${n(x0)} ${n(y0)}L${n(bx)} ${n(by)}H${n(x0 + w - depth * 0.8)}L${n(x0 + w)} ${n(y0)}M${n(bx)} ${n(by)}V${n(y0 + h)}M${n(x0 + w - depth * 0.8)} ${n(by)}V${n(y0 + h)}M${n(bx)} ${n(y0 + h)}H${n(x0 + w - depth * 0.8)}`, stroke: '#ced4da', 'stroke-width': 1.5, fill: 'none' }) +
    // Front frame: posts and crossbar.
    striped(`M${n(x0)} ${n(y0 + h)}V${n(y0)}H${n(x0 + w)}V${n(y0 + h)}`)
  );
}

/** A full-size football goal (7.32 x 2.44 m). */
export function footballGoalSvg(): string {
  resetIds();
  return svgDoc(260, 110, goalFrame(234, 78, 24, '#f8f9fa'));
}

/** A futsal goal (3 x 2 m), white. */
export function futsalGoalSvg(): string {
  resetIds();
  return svgDoc(180, 130, goalFrame(150, 100, 26, '#f8f9fa'));
}

/** A handball goal (3 x 2 m) with red and white painted posts. */
export function handballGoalSvg(): string {
  resetIds();
  return svgDoc(180, 130, goalFrame(150, 100, 26, '#f8f9fa', '#e03131'));
}

/** A small training goal. */
export function miniGoalSvg(): string {
  resetIds();
  return svgDoc(140, 100, goalFrame(116, 66, 26, '#fd7e14'));
}

/** A basketball backboard with ring and net, front view. */
export function hoopSvg(): string {
  resetIds();
  const id = nextId('net');
  return svgDoc(
    130,
    120,
    el('defs', {}, mesh(id, 5, '#ffffff', 0.9)) +
      el('rect', { x: 5, y: 5, width: 120, height: 72, rx: 3, fill: '#f1f3f5', 'fill-opacity': 0.92, stroke: '#343a40', 'stroke-width': 3 }) +
      el('rect', { x: 44, y: 36, width: 42, height: 32, fill: 'none', stroke: '#e03131', 'stroke-width': 3 }) +
      el('path', { d: 'M44 74L52 112H78L86 74Z', fill: `url(#${id})`, stroke: '#dee2e6', 'stroke-width': 1 }) +
      el('ellipse', { cx: 65, cy: 72, rx: 23, ry: 5, fill: 'none', stroke: '#e8590c', 'stroke-width': 3.5 }),
  );
}

/** A volleyball net between two posts, front view. */
export function netSvg(): string {
  resetIds();
  const id = nextId('net');
  return svgDoc(
    260,
    110,
    el('defs', {}, mesh(id, 6, '#212529', 0.8)) +
      shadow(130, 104, 126, 5) +
      el('rect', { x: 18, y: 14, width: 224, height: 38, fill: `url(#${id})` }) +
      el('rect', { x: 18, y: 10, width: 224, height: 6, fill: '#f8f9fa', stroke: '#adb5bd', 'stroke-width': 1 }) +
      el('rect', { x: 18, y: 50, width: 224, height: 4, fill: '#f8f9fa' }) +
      el('rect', { x: 6, y: 6, width: 8, height: 98, rx: 3, fill: '#adb5bd', stroke: '#495057', 'stroke-width': 1.5 }) +
      el('rect', { x: 246, y: 6, width: 8, height: 98, rx: 3, fill: '#adb5bd', stroke: '#495057', 'stroke-width': 1.5 }) +
      el('path', { d: 'M30 2V62M230 2V62', stroke: '#e03131', 'stroke-width': 3, 'stroke-dasharray': '6 6' }) +
      el('path', { d: 'M30 8V62M230 8V62', stroke: '#ffffff', 'stroke-width': 3, 'stroke-dasharray': '6 6', 'stroke-dashoffset': 6 }),
  );
}

/** A training hurdle, three-quarter view. */
export function hurdleSvg(): string {
  resetIds();
  const c = '#fcc419';
  const d = shade(c, 0.35);
  return svgDoc(
    140,
    90,
    shadow(70, 80, 62, 6) +
      el('path', { d: 'M14 80V22H126V80', fill: 'none', stroke: d, 'stroke-width': 9, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }) +
      el('path', { d: 'M14 80V22H126V80', fill: 'none', stroke: c, 'stroke-width': 6, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }) +
      el('path', { d: 'M4 80H26M114 80H136', stroke: '#343a40', 'stroke-width': 6, 'stroke-linecap': 'round' }),
  );
}

/** An agility ladder seen from above (long side horizontal). */
export function ladderSvg(): string {
  resetIds();
  let rungs = '';
  for (let i = 0; i < 8; i += 1) {
    const x = 12 + i * 30;
    rungs += el('rect', { x, y: 8, width: 6, height: 44, rx: 2, fill: '#fcc419', stroke: '#a37b00', 'stroke-width': 1 });
  }
  return svgDoc(
    240,
    60,
    el('rect', { x: 3, y: 6, width: 234, height: 4, fill: '#212529' }) + el('rect', { x: 3, y: 50, width: 234, height: 4, fill: '#212529' }) + rungs,
  );
}

/** A slalom pole with its base. */
export function poleSvg(): string {
  resetIds();
  const g = sideGradient('#fcc419');
  return svgDoc(
    40,
    160,
    el('defs', {}, g.defs) +
      shadow(21, 152, 18, 5) +
      el('ellipse', { cx: 20, cy: 150, rx: 16, ry: 5, fill: '#343a40' }) +
      el('rect', { x: 16, y: 6, width: 8, height: 144, rx: 4, fill: `url(#${g.id})`, stroke: '#a37b00', 'stroke-width': 1 }) +
      el('path', { d: 'M17 26H23M17 56H23M17 86H23M17 116H23', stroke: '#e03131', 'stroke-width': 12 }),
  );
}

/** A free-kick mannequin (dummy defender), front view. */
export function mannequinSvg(): string {
  resetIds();
  const g = sideGradient('#1c7ed6');
  return svgDoc(
    70,
    160,
    el('defs', {}, g.defs) +
      shadow(36, 152, 28, 6) +
      el('rect', { x: 32, y: 120, width: 6, height: 32, fill: '#495057' }) +
      el('ellipse', { cx: 35, cy: 151, rx: 22, ry: 5, fill: '#343a40' }) +
      el('circle', { cx: 35, cy: 16, r: 11, fill: `url(#${g.id})`, stroke: shade('#1c7ed6', 0.45), 'stroke-width': 1.5 }) +
      el('path', { d: 'M14 34Q35 26 56 34L60 70Q56 74 52 72L50 124H20L18 72Q14 74 10 70Z', fill: `url(#${g.id})`, stroke: shade('#1c7ed6', 0.45), 'stroke-width': 1.5 }) +
      el('path', { d: 'M20 62H50', stroke: '#fcc419', 'stroke-width': 6 }),
  );
}
