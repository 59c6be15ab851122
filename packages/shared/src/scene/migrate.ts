import { LIMITS, TEAM_COLOURS } from '../limits.ts';
import type { TeamColour } from '../limits.ts';
import { defaultAnimation, newObjectId, round } from './defaults.ts';
import { SCENE_VERSION, draftEnvelope, sceneDocument } from './document.ts';
import type { DraftEnvelope, SceneDocument } from './document.ts';
import type { Animation, SceneObject } from './objects.ts';

/**
 * A draft that could not be read: not JSON, or not any known draft shape. `key` (with `params`) is set
 * when the refusal has its own message for the user (an i18n key such as 'captions.text-too-long').
 */
export class DraftError extends Error {
  constructor(
    message: string,
    public readonly key?: string,
    public readonly params: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

/** Refusals of the scene schema that name their own message (their zod message is an i18n key). */
const SPECIFIC_ISSUES: Record<string, Record<string, string | number>> = {
  'captions.text-too-long': { max: LIMITS.caption.maxChars },
  'captions.text-required': {},
};

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function num(v: unknown, fallback = 0): number {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}
function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : fallback;
}
function colour(v: unknown, fallback: string): string {
  const s = str(v).trim();
  if (/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(s)) return s;
  if (s === '' || s === 'transparent' || s === 'none') return s === '' ? fallback : 'transparent';
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(s);
  if (rgb) return `#${rgb.slice(1, 4).map((c) => Math.min(255, Number(c)).toString(16).padStart(2, '0')).join('')}`;
  return fallback;
}
function clampWidth(v: unknown, fallback: number): number {
  return Math.min(LIMITS.line.max, Math.max(LIMITS.line.min, num(v, fallback)));
}

/** Legacy frames: an array (index 0 = frame 1) or an object keyed by frame number, of {left, top, visible}. */
function legacyAnimation(o: Json): Animation {
  const anim = defaultAnimation();
  const frames = o.frames;
  const entries: [string, unknown][] = Array.isArray(frames) ? frames.map((f, i) => [String(i + 1), f]) : isObject(frames) ? Object.entries(frames) : [];
  for (const [key, f] of entries) {
    if (!isObject(f) || !/^\d+$/.test(key) || Number(key) < 1) continue;
    anim.frames[String(Number(key))] = { x: round(num(f.left ?? f.x)), y: round(num(f.top ?? f.y)), visible: f.visible !== false };
  }
  const start = Math.trunc(num(o.start, 1));
  anim.start = start >= 1 ? start : 1;
  const hide = Math.trunc(num(o.hide, 0));
  anim.hide = hide >= 1 ? hide : null;
  return anim;
}

function teamOf(o: Json): TeamColour {
  const hint = `${str(o.team)} ${str(o.identifier)} ${str(o.src)}`.toUpperCase();
  return TEAM_COLOURS.find((c) => hint.includes(c)) ?? 'AZUL';
}

/**
 * One object of the legacy Fabric.js-like canvas JSON (v0: left/top top-left corner, angle, `identifier`
 * telling sprites apart, `frames` per object) as a current object, or null for kinds we cannot draw.
 */
function migrateLegacyObject(o: Json): SceneObject | null {
  const sx = num(o.scaleX, 1) || 1;
  const sy = num(o.scaleY, 1) || 1;
  const w = Math.abs(num(o.width) * sx);
  const h = Math.abs(num(o.height) * sy);
  const centred = o.originX === 'center';
  const left = num(o.left);
  const top = num(o.top);
  const cx = round(centred ? left : left + w / 2);
  const cy = round(centred ? top : top + h / 2);
  const id = str(o.id) || newObjectId();
  const common = {
    id: id.slice(0, 64),
    x: cx,
    y: cy,
    width: round(w),
    height: round(h),
    scaleX: 1,
    scaleY: 1,
    rotation: round(num(o.angle)),
    fill: colour(o.fill, 'transparent'),
    stroke: colour(o.stroke, LIMITS.line.defaultColor),
    strokeWidth: clampWidth(o.strokeWidth, LIMITS.line.defaultWidth),
    visible: o.visible !== false,
    label: str(o.label ?? o.identifier).slice(0, 80),
    anim: legacyAnimation(o),
  };
  const dashed = Array.isArray(o.strokeDashArray) && o.strokeDashArray.length > 0;
  const kind = str(o.identifier).toLowerCase();
  const type = str(o.type).toLowerCase();

  if (type === 'image') {
    const src = str(o.src);
    if (!src) return null;
    if (kind.startsWith('player') || kind.startsWith('jogador')) return { ...common, type: 'player', team: teamOf(o), src };
    if (kind.startsWith('goal') || kind.startsWith('goleiro')) return { ...common, type: 'goalkeeper', src };
    if (kind.startsWith('shirt') || kind.startsWith('camis')) {
      return { ...common, type: 'shirt', src, number: str(o.number).slice(0, 3), name: str(o.name).slice(0, 30), numberFontSize: LIMITS.shirt.numberFont, nameFontSize: LIMITS.shirt.nameFont, textColour: '#ffffff' };
    }
    if (kind.startsWith('personal') || src.includes('user-images')) return { ...common, type: 'image', src, imageId: null };
    return { ...common, type: 'item', src };
  }
  if (type === 'circle') {
    const d = round(num(o.radius) * 2 * sx);
    return { ...common, type: 'shape', shape: 'ellipse', width: d, height: round(num(o.radius) * 2 * sy), x: round(centred ? left : left + d / 2), y: round(centred ? top : top + (num(o.radius) * 2 * sy) / 2), strokeWidth: clampWidth(o.strokeWidth, LIMITS.shape.defaultWidth) };
  }
  if (type === 'rect' || type === 'ellipse') {
    return { ...common, type: 'shape', shape: type === 'rect' ? 'rect' : 'ellipse', strokeWidth: clampWidth(o.strokeWidth, LIMITS.shape.defaultWidth) };
  }
  if (type === 'i-text' || type === 'itext' || type === 'text' || type === 'textbox') {
    const text = str(o.text).slice(0, LIMITS.textAreaMax);
    if (!text) return null;
    const fontStyle = o.fontWeight === 'bold' || num(o.fontWeight) >= 600 ? (o.fontStyle === 'italic' ? 'italic bold' : 'bold') : o.fontStyle === 'italic' ? 'italic' : 'normal';
    return { ...common, type: 'text', text, fontSize: Math.max(LIMITS.text.minSize, num(o.fontSize, LIMITS.text.defaultSize) * sy), fontStyle, fontFamily: str(o.fontFamily, 'Inter, Arial, sans-serif').slice(0, 60), align: 'center', fill: colour(o.fill, '#ffffff'), stroke: 'transparent' };
  }
  if (type === 'line' || (kind === 'arrow' && Array.isArray(o.points) === false && 'x1' in o)) {
    const x1 = num(o.x1);
    const y1 = num(o.y1);
    const points = [0, 0, round(num(o.x2) - x1), round(num(o.y2) - y1)];
    const base = { ...common, x: round(x1), y: round(y1), width: Math.abs(points[2]!), height: Math.abs(points[3]!), points, links: { start: null, end: null } };
    if (kind.startsWith('arrow') || kind.startsWith('seta')) return { ...base, type: 'arrow', variant: dashed ? 'dashed' : 'plain', fill: common.stroke };
    return { ...base, type: 'line', variant: dashed ? 'dashed' : 'straight' };
  }
  if (type === 'path') {
    const abs: number[] = [];
    for (const cmd of Array.isArray(o.path) ? o.path : []) {
      if (!Array.isArray(cmd) || cmd.length < 3) continue;
      abs.push(num(cmd[cmd.length - 2]), num(cmd[cmd.length - 1]));
    }
    if (abs.length < 4) return null;
    const x0 = abs[0]!;
    const y0 = abs[1]!;
    const points = abs.map((v, i) => round(v - (i % 2 === 0 ? x0 : y0)));
    if (kind.startsWith('curve') && points.length >= 6) {
      const mid = Math.floor(points.length / 4) * 2;
      const three = [0, 0, points[mid]!, points[mid + 1]!, points[points.length - 2]!, points[points.length - 1]!];
      return { ...common, x: round(x0), y: round(y0), type: 'curve', points: three, dashed, arrowHead: false, links: { start: null, end: null } };
    }
    return { ...common, x: round(x0), y: round(y0), type: 'freehand', points };
  }
  return null;
}

/** Migrates the v0 Fabric-like canvas JSON (`{objects:[{type:'circle', left, top, ...}]}`) to a scene. */
function migrateLegacyCanvas(canvas: Json, sportId: unknown, background: unknown): SceneDocument {
  const objects = (Array.isArray(canvas.objects) ? canvas.objects : []).filter(isObject).map(migrateLegacyObject).filter((o): o is SceneObject => o !== null);
  const bg = isObject(background) ? str(background.src) : str(background);
  const sport = Math.trunc(num(sportId, 0));
  const frames = Math.max(1, Math.trunc(num(canvas.frames, 1)), ...objects.flatMap((o) => Object.keys(o.anim.frames).map(Number)));
  return { version: SCENE_VERSION, sport_id: sport > 0 ? sport : null, backgroundImage: bg, width: LIMITS.canvas.width, height: LIMITS.canvas.height, frames, objects };
}

function validScene(candidate: unknown): SceneDocument {
  const parsed = sceneDocument.safeParse(candidate);
  if (!parsed.success) {
    const specific = parsed.error.issues.find((i) => i.message in SPECIFIC_ISSUES);
    throw new DraftError(`invalid scene: ${parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`, specific?.message, specific ? SPECIFIC_ISSUES[specific.message] : {});
  }
  return parsed.data;
}

/**
 * Reads a draft in any format we ever stored and returns it at the current version:
 * - the envelope `{ sport_id, backgroundImage, scene }` (current);
 * - a bare scene document `{ version: 1, objects }`;
 * - v0, a Fabric.js-like canvas `{ objects: [{ type: 'circle', left, top, ... }] }`, bare or wrapped as
 *   `{ canvas, sport_id, backgroundImage }` (canvas may itself be a JSON string).
 * Throws DraftError when the input is none of these.
 */
export function parseDraft(input: unknown): DraftEnvelope {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new DraftError('draft is not JSON');
    }
  }
  if (!isObject(value)) throw new DraftError('draft is not an object');

  if (isObject(value.scene)) {
    const scene = isLegacy(value.scene) ? migrateLegacyCanvas(value.scene, value.sport_id, value.backgroundImage) : validScene(value.scene);
    const sport = value.sport_id === undefined ? scene.sport_id : value.sport_id;
    const background = value.backgroundImage === undefined ? scene.backgroundImage : value.backgroundImage;
    const parsed = draftEnvelope.safeParse({ sport_id: sport, backgroundImage: background, scene: { ...scene, sport_id: sport, backgroundImage: background } });
    if (!parsed.success) throw new DraftError('invalid draft envelope');
    return parsed.data;
  }
  if (typeof value.version === 'number') {
    const scene = validScene(value);
    return { sport_id: scene.sport_id, backgroundImage: scene.backgroundImage, scene };
  }
  let canvas: unknown = value.canvas ?? value;
  if (typeof canvas === 'string') {
    try {
      canvas = JSON.parse(canvas);
    } catch {
      throw new DraftError('legacy canvas is not JSON');
    }
  }
  if (isObject(canvas) && isLegacy(canvas)) {
    const scene = validScene(migrateLegacyCanvas(canvas, value.sport_id, value.backgroundImage ?? canvas.backgroundImage));
    return { sport_id: scene.sport_id, backgroundImage: scene.backgroundImage, scene };
  }
  throw new DraftError('unknown draft format');
}

function isLegacy(v: Json): boolean {
  return Array.isArray(v.objects) && typeof v.version !== 'number';
}

/** parseDraft without throwing: the draft, or null when unreadable (for server-side validation). */
export function safeParseDraft(input: unknown): DraftEnvelope | null {
  try {
    return parseDraft(input);
  } catch {
    return null;
  }
}
