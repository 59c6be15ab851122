/** Tiny deterministic SVG writing helpers: fixed number formatting, attribute order as given. */

/** A number rounded to 3 decimals, without trailing zeros (stable output across runs). */
export function n(v: number): string {
  const r = Math.round(v * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
}

type AttrValue = string | number | undefined | null | false;

function attrs(a: Record<string, AttrValue>): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? n(v) : escapeXml(v)}"`;
  }
  return out;
}

/** Escapes text for XML attributes and content. */
export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One element; children joined without separators. */
export function el(tag: string, a: Record<string, AttrValue> = {}, ...children: string[]): string {
  return children.length ? `<${tag}${attrs(a)}>${children.join('')}</${tag}>` : `<${tag}${attrs(a)}/>`;
}

/** A complete SVG document with pixel size w x h and viewBox 0 0 vw vh. */
export function svgDoc(w: number, h: number, body: string, view: { w: number; h: number } = { w, h }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${n(w)}" height="${n(h)}" viewBox="0 0 ${n(view.w)} ${n(view.h)}">${body}</svg>\n`;
}

/** Path data builder with formatted numbers. */
export class PathData {
  private parts: string[] = [];
  M(x: number, y: number) { this.parts.push(`M${n(x)} ${n(y)}`); return this; }
  L(x: number, y: number) { this.parts.push(`L${n(x)} ${n(y)}`); return this; }
  H(x: number) { this.parts.push(`H${n(x)}`); return this; }
  V(y: number) { this.parts.push(`V${n(y)}`); return this; }
  Q(cx: number, cy: number, x: number, y: number) { this.parts.push(`Q${n(cx)} ${n(cy)} ${n(x)} ${n(y)}`); return this; }
  C(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number) {
    this.parts.push(`C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(x)} ${n(y)}`);
    return this;
  }
  A(rx: number, ry: number, rot: number, large: 0 | 1, sweep: 0 | 1, x: number, y: number) {
    this.parts.push(`A${n(rx)} ${n(ry)} ${n(rot)} ${large} ${sweep} ${n(x)} ${n(y)}`);
    return this;
  }
  Z() { this.parts.push('Z'); return this; }
  toString() { return this.parts.join(''); }
}

/** Shorthand for a new path builder. */
export const path = () => new PathData();

/** Deterministic pseudo-random numbers (mulberry32) for textures such as wooden planks. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes two #rrggbb colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  const c = (s: number) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t);
  return `#${((1 << 24) | (c(16) << 16) | (c(8) << 8) | c(0)).toString(16).slice(1)}`;
}

/** A darker shade of a colour. */
export const shade = (c: string, t: number) => mix(c, '#000000', t);
/** A lighter tint of a colour. */
export const tint = (c: string, t: number) => mix(c, '#ffffff', t);
