import { LIMITS, TEAM_COLOURS } from '../limits.ts';
import type { TeamColour } from '../limits.ts';
import type { SceneDocument } from './document.ts';
import type { FrameOverride, SceneObject } from './objects.ts';
import { isPathObject } from './objects.ts';

/**
 * Whole-drawing edits: mirror left-right or top-bottom, swap two team colours. Pure; they return a
 * new document sharing the objects they leave alone. In videos they run on the animated document,
 * so every frame's overrides are mirrored too.
 */

/** 'horizontal' flips left <-> right (x), 'vertical' flips top <-> bottom (y). */
export type MirrorAxis = 'horizontal' | 'vertical';

const round = (n: number) => Math.round(n * 100) / 100;

/** The centre line a mirror turns around: the canvas centre for the whole drawing, else the middle of the objects' extent. */
export function mirrorCentre(doc: SceneDocument, ids: readonly string[] | null, axis: MirrorAxis): number {
  if (!ids) return axis === 'horizontal' ? LIMITS.canvas.width / 2 : LIMITS.canvas.height / 2;
  const set = new Set(ids);
  let min = Infinity;
  let max = -Infinity;
  const h = axis === 'horizontal';
  for (const o of doc.objects) {
    if (!set.has(o.id)) continue;
    const base = h ? o.x : o.y;
    if (isPathObject(o)) {
      for (let i = h ? 0 : 1; i < o.points.length; i += 2) {
        const v = base + o.points[i]!;
        if (v < min) min = v;
        if (v > max) max = v;
      }
    } else {
      const half = ((h ? o.width * o.scaleX : o.height * o.scaleY) || 0) / 2;
      if (base - half < min) min = base - half;
      if (base + half > max) max = base + half;
    }
  }
  return Number.isFinite(min) ? (min + max) / 2 : h ? LIMITS.canvas.width / 2 : LIMITS.canvas.height / 2;
}

/** One object mirrored around the line at `centre`: position, every frame's position, points and rotation. Text and images keep their glyphs. */
export function mirrorObject<T extends SceneObject>(o: T, axis: MirrorAxis, centre: number): T {
  const h = axis === 'horizontal';
  const flip = (v: number) => round(2 * centre - v);
  const frames: Record<string, FrameOverride> = {};
  for (const [key, f] of Object.entries(o.anim.frames)) frames[key] = h ? { ...f, x: flip(f.x) } : { ...f, y: flip(f.y) };
  const next = { ...o, anim: { ...o.anim, frames }, rotation: o.rotation === 0 ? 0 : -o.rotation };
  if (h) next.x = flip(o.x);
  else next.y = flip(o.y);
  if (isPathObject(o)) {
    (next as typeof next & { points: number[] }).points = o.points.map((v, i) => (i % 2 === (h ? 0 : 1) && v !== 0 ? -v : v));
  }
  return next;
}

/** Mirrors the listed objects (null: the whole drawing) around the given centre line (default: mirrorCentre). */
export function mirrorScene(doc: SceneDocument, ids: readonly string[] | null, axis: MirrorAxis, centre: number = mirrorCentre(doc, ids, axis)): SceneDocument {
  const set = ids ? new Set(ids) : null;
  return { ...doc, objects: doc.objects.map((o) => (!set || set.has(o.id) ? mirrorObject(o, axis, centre) : o)) };
}

/** Folder name of a team colour in sprite paths (`jogadores/azul/...`, `shirts/azul.svg`). */
const dirOf = (team: TeamColour) => team.toLowerCase();
const SPRITE_TEAM = /(jogadores\/|shirts\/)([a-z]+)(\/|\.svg)/;

/** The team colour an object wears: a player's team, or the colour of a team shirt's artwork. */
export function teamOf(o: SceneObject): TeamColour | null {
  if (o.type === 'player') return o.team;
  if (o.type === 'shirt') {
    const m = SPRITE_TEAM.exec(o.src);
    const team = TEAM_COLOURS.find((t) => dirOf(t) === m?.[2]);
    return team ?? null;
  }
  return null;
}

/** The two team colours a swap exchanges: the two most worn among the objects (ties in the catalogue order), or null. */
export function teamsToSwap(doc: SceneDocument, ids: readonly string[] | null): [TeamColour, TeamColour] | null {
  const set = ids ? new Set(ids) : null;
  const counts = new Map<TeamColour, number>();
  for (const o of doc.objects) {
    if (set && !set.has(o.id)) continue;
    const team = teamOf(o);
    if (team) counts.set(team, (counts.get(team) ?? 0) + 1);
  }
  const ranked = TEAM_COLOURS.filter((t) => counts.has(t)).sort((a, b) => counts.get(b)! - counts.get(a)!);
  return ranked.length >= 2 ? [ranked[0]!, ranked[1]!] : null;
}

/** Exchanges two team colours on players (team, sprite, label) and team shirts (artwork) of the listed objects (null: all). */
export function swapTeamColours(doc: SceneDocument, ids: readonly string[] | null, pair: [TeamColour, TeamColour] | null = teamsToSwap(doc, ids)): SceneDocument {
  if (!pair) return doc;
  const [a, b] = pair;
  const other = (t: TeamColour) => (t === a ? b : a);
  const set = ids ? new Set(ids) : null;
  const swapSrc = (src: string, to: TeamColour) => src.replace(SPRITE_TEAM, (_, folder: string, _c: string, end: string) => `${folder}${dirOf(to)}${end}`);
  return {
    ...doc,
    objects: doc.objects.map((o) => {
      if (set && !set.has(o.id)) return o;
      const team = teamOf(o);
      if (team !== a && team !== b) return o;
      const to = other(team);
      if (o.type === 'player') return { ...o, team: to, src: swapSrc(o.src, to), label: o.label === team ? to : o.label };
      return o.type === 'shirt' ? { ...o, src: swapSrc(o.src, to) } : o;
    }),
  };
}
