/**
 * Draws the frames of one starter gif (SVG -> RGBA through sharp) and encodes them with gifenc on a
 * fixed palette, so the same code gives the same bytes.
 */
import sharp from 'sharp';
import * as gifencModule from 'gifenc';
import type { GifencApi } from 'gifenc';
import type { StarterGif } from './exercises.ts';
import type { Joints, Pose } from './figure.ts';
import { allPoints, blend, COLOURS, figureSvg, joints, lowest, shift } from './figure.ts';

export const GIF_SIZE = 240;
const FLOOR_Y = 222;
const SCALE = 0.86;
const FRAME_DELAY_MS = 90;
// Node loads gifenc's CommonJS build (exports on `default`), Vite-based tools its ESM build (named exports).
const gifenc: GifencApi = 'GIFEncoder' in gifencModule ? (gifencModule as unknown as GifencApi) : gifencModule.default;
const { applyPalette, GIFEncoder } = gifenc;

/** Smooth start and stop between two keys. */
function ease(t: number): number {
  return (1 - Math.cos(Math.PI * t)) / 2;
}

/** The pose of every frame of the loop. */
export function framePoses(gif: StarterGif): Pose[] {
  if (gif.pose) return Array.from({ length: 16 }, (_, i) => gif.pose!(i / 16));
  const keys = gif.keys.length === 2 ? [gif.keys[0]!, gif.keys[1]!] : gif.keys;
  const per = gif.framesPerKey ?? (keys.length === 2 ? 6 : 4);
  const out: Pose[] = [];
  for (let k = 0; k < keys.length; k++) {
    const a = keys[k]!;
    const b = keys[(k + 1) % keys.length]!;
    for (let i = 0; i < per; i++) out.push(blend(a, b, ease(i / per)));
  }
  return out;
}

function ground(gif: StarterGif, pose: Pose): Joints {
  const j = joints(pose, gif.view);
  const lowY = gif.ground ? Math.max(...gif.ground.map((k) => j[k].y)) + groundPad(gif, j) : lowest(j) + (gif.held === 'barbell' ? 10 : 0);
  const surface = -(gif.groundHeight ?? 0);
  return shift(j, 0, surface - lowY - (pose.lift ?? 0));
}

/** Stroke half-widths so limbs rest on the floor rather than cut into it. */
function groundPad(_gif: StarterGif, _j: Joints): number {
  return 5;
}

function propSvg(gif: StarterGif, first: Joints): string {
  if (gif.prop === 'step') {
    const x = first.ankleNear.x - 34;
    const h = gif.groundHeight ?? 36;
    return `<rect x="${x.toFixed(1)}" y="${(-h).toFixed(1)}" width="72" height="${h}" rx="4" fill="${COLOURS.prop}"/>`;
  }
  if (gif.prop === 'bench') {
    const top = gif.name === 'Cadeira isométrica' ? null : Math.min(first.wristNear.y, first.wristFar.y) + 5;
    if (top === null) {
      const x = Math.min(first.hip.x, first.shoulder.x) - 12;
      return `<rect x="${(x - 10).toFixed(1)}" y="-250" width="10" height="250" fill="${COLOURS.prop}"/>`;
    }
    const x = first.wristNear.x - 50;
    return `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="60" height="9" rx="3" fill="${COLOURS.prop}"/><rect x="${(x + 8).toFixed(1)}" y="${top.toFixed(1)}" width="7" height="${(-top).toFixed(1)}" fill="${COLOURS.prop}"/><rect x="${(x + 45).toFixed(1)}" y="${top.toFixed(1)}" width="7" height="${(-top).toFixed(1)}" fill="${COLOURS.prop}"/>`;
  }
  return '';
}

/** The SVG of every frame, figure centred horizontally over the whole loop. */
export function frameSvgs(gif: StarterGif): string[] {
  const frames = framePoses(gif).map((p) => ground(gif, p));
  const xs = frames.flatMap((j) => allPoints(j).map((p) => p.x));
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const props = propSvg(gif, frames[0]!);
  return frames.map((j) => {
    const body = figureSvg(j, gif.view, gif.held ?? 'none');
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${GIF_SIZE}" height="${GIF_SIZE}" viewBox="0 0 ${GIF_SIZE} ${GIF_SIZE}">` +
      `<rect width="${GIF_SIZE}" height="${GIF_SIZE}" fill="${COLOURS.background}"/>` +
      `<rect x="0" y="${FLOOR_Y}" width="${GIF_SIZE}" height="${GIF_SIZE - FLOOR_Y}" fill="${COLOURS.floor}"/>` +
      `<g transform="translate(${(GIF_SIZE / 2 - cx * SCALE).toFixed(2)} ${FLOOR_Y}) scale(${SCALE})">${props}${body}</g>` +
      `</svg>`
    );
  });
}

function hex(c: string): [number, number, number] {
  return [parseInt(c.slice(1, 3), 16), parseInt(c.slice(3, 5), 16), parseInt(c.slice(5, 7), 16)];
}

/** Inks plus their anti-aliasing blends with the background and the floor. */
function palette(): number[][] {
  const bgs = [COLOURS.background, COLOURS.floor].map(hex);
  const inks = [COLOURS.body, COLOURS.far, COLOURS.accent, COLOURS.prop, '#fdba74'].map(hex);
  const out: number[][] = [...bgs, ...inks];
  for (const bg of bgs) {
    for (const ink of inks) {
      for (const t of [0.25, 0.5, 0.75]) out.push(ink.map((v, i) => Math.round(v * t + bg[i]! * (1 - t))));
    }
  }
  return out;
}

/** Encodes one starter gif. */
export async function renderGif(gif: StarterGif): Promise<Uint8Array> {
  const pal = palette();
  const enc = GIFEncoder();
  for (const svg of frameSvgs(gif)) {
    const rgba = await sharp(Buffer.from(svg), { density: 72 }).ensureAlpha().raw().toBuffer();
    const index = applyPalette(new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.length), pal);
    enc.writeFrame(index, GIF_SIZE, GIF_SIZE, { palette: pal, delay: FRAME_DELAY_MS, repeat: 0 });
  }
  enc.finish();
  return enc.bytes();
}

/** A PNG strip of some frames of one gif, to look at while tuning poses. */
export async function contactStrip(gif: StarterGif, count = 4): Promise<Buffer> {
  const svgs = frameSvgs(gif);
  const picks = Array.from({ length: count }, (_, i) => svgs[Math.floor((i * svgs.length) / count)]!);
  const tiles = await Promise.all(picks.map((s) => sharp(Buffer.from(s)).png().toBuffer()));
  return sharp({ create: { width: GIF_SIZE * count, height: GIF_SIZE, channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, i) => ({ input, left: i * GIF_SIZE, top: 0 })))
    .png()
    .toBuffer();
}
