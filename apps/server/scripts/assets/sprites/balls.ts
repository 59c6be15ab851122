import type { SportSlug } from '../../../src/modules/sports/layout.ts';
import { el, n, path } from '../svg.ts';

let uid = 0;
/** A unique id for gradients/clips inside one generated document. */
export function nextId(prefix: string): string {
  uid += 1;
  return `${prefix}${uid}`;
}
/** Resets the id counter at the start of each document, so output does not depend on generation order. */
export function resetIds(): void {
  uid = 0;
}

function pentagon(cx: number, cy: number, r: number, rot: number): string {
  const d = path();
  for (let i = 0; i < 5; i += 1) {
    const a = rot + (i * 2 * Math.PI) / 5;
    const x = cx + r * Math.sin(a);
    const y = cy - r * Math.cos(a);
    if (i === 0) d.M(x, y);
    else d.L(x, y);
  }
  return d.Z().toString();
}

/** Classic truncated-icosahedron look: a centre pentagon, five cut ones at the rim, seams between. */
function panelBall(cx: number, cy: number, r: number, base: string, panel: string, seam: string): string {
  const id = nextId('ballclip');
  let seams = '';
  let panels = pentagon(cx, cy, r * 0.36, 0);
  for (let i = 0; i < 5; i += 1) {
    const a = (i * 2 * Math.PI) / 5;
    const ix = cx + r * 0.36 * Math.sin(a);
    const iy = cy - r * 0.36 * Math.cos(a);
    const ox = cx + r * 0.62 * Math.sin(a);
    const oy = cy - r * 0.62 * Math.cos(a);
    seams += `M${n(ix)} ${n(iy)}L${n(ox)} ${n(oy)}`;
    const b = a + Math.PI / 5;
    panels += pentagon(cx + r * 1.02 * Math.sin(b), cy - r * 1.02 * Math.cos(b), r * 0.36, b + Math.PI);
  }
  return (
    el('defs', {}, el('clipPath', { id }, el('circle', { cx, cy, r }))) +
    el('circle', { cx, cy, r, fill: base }) +
    el('g', { 'clip-path': `url(#${id})` }, el('path', { d: panels, fill: panel }), el('path', { d: seams, stroke: seam, 'stroke-width': r * 0.05, fill: 'none' }))
  );
}

function gloss(cx: number, cy: number, r: number): string {
  const id = nextId('gloss');
  return (
    el(
      'defs',
      {},
      el(
        'radialGradient',
        { id, cx: '35%', cy: '30%', r: '75%' },
        el('stop', { offset: '0%', 'stop-color': '#ffffff', 'stop-opacity': 0.55 }),
        el('stop', { offset: '45%', 'stop-color': '#ffffff', 'stop-opacity': 0 }),
        el('stop', { offset: '100%', 'stop-color': '#000000', 'stop-opacity': 0.35 }),
      ),
    ) +
    el('circle', { cx, cy, r, fill: `url(#${id})` }) +
    el('circle', { cx, cy, r: r - r * 0.03, fill: 'none', stroke: '#1a1a1a', 'stroke-opacity': 0.55, 'stroke-width': r * 0.06 })
  );
}

function basketball(cx: number, cy: number, r: number): string {
  const seam = { stroke: '#2b1a10', 'stroke-width': r * 0.07, fill: 'none' };
  const side = r * 0.62;
  return (
    el('circle', { cx, cy, r, fill: '#e8742a' }) +
    el('path', { d: `M${n(cx)} ${n(cy - r)}V${n(cy + r)}M${n(cx - r)} ${n(cy)}H${n(cx + r)}`, ...seam }) +
    el('path', { d: path().M(cx - side, cy - r * 0.79).Q(cx - r * 0.25, cy, cx - side, cy + r * 0.79).M(cx + side, cy - r * 0.79).Q(cx + r * 0.25, cy, cx + side, cy + r * 0.79).toString(), ...seam })
  );
}

/** Three groups of curved panels, as on a volleyball (and, with other colours, a handball). */
function curvedPanels(cx: number, cy: number, r: number, colours: [string, string, string], seam: string): string {
  const id = nextId('vclip');
  let groups = '';
  for (let g = 0; g < 3; g += 1) {
    const rot = g * 120;
    const strip = (k: number) => path().M(cx - r, cy - r * (0.05 + k * 0.3)).Q(cx, cy - r * (0.55 + k * 0.3), cx + r, cy - r * (0.05 + k * 0.3)).toString();
    groups += el(
      'g',
      { transform: `rotate(${rot} ${n(cx)} ${n(cy)})` },
      el('path', { d: `${path().M(cx - r, cy).Q(cx, cy - r * 0.5, cx + r, cy).L(cx + r, cy - r * 2).L(cx - r, cy - r * 2).Z()}`, fill: colours[g]! }),
      el('path', { d: strip(0) + strip(1), stroke: seam, 'stroke-width': r * 0.05, fill: 'none' }),
    );
  }
  return el('defs', {}, el('clipPath', { id }, el('circle', { cx, cy, r }))) + el('circle', { cx, cy, r, fill: colours[0] }) + el('g', { 'clip-path': `url(#${id})` }, groups);
}

/** The ball of a sport drawn at (cx, cy) with radius r, with shading. */
export function ballArt(slug: SportSlug, cx: number, cy: number, r: number): string {
  let body: string;
  switch (slug) {
    case 'futebol':
      body = panelBall(cx, cy, r, '#fbfbfb', '#1d1d1f', '#7a7a7a');
      break;
    case 'futsal':
      body = panelBall(cx, cy, r, '#ffd43b', '#1c4fa0', '#7d6a10');
      break;
    case 'basquete':
      body = basketball(cx, cy, r);
      break;
    case 'handebol':
      body = curvedPanels(cx, cy, r, ['#f8f9fa', '#1864ab', '#e03131'], '#495057');
      break;
    case 'volei':
      body = curvedPanels(cx, cy, r, ['#ffd43b', '#1c4fa0', '#f8f9fa'], '#5c5f66');
      break;
  }
  return body + gloss(cx, cy, r);
}
