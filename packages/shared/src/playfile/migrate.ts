import type { SceneDocument } from '../scene/document.ts';
import { parseDraft } from '../scene/migrate.ts';
import { PLAY_FORMAT, PLAY_IMAGE_PREFIX, PLAY_VERSION, USER_IMAGE_URL, playFile } from './format.ts';
import type { PlayFile } from './format.ts';

/**
 * Why a play file was refused; `key` is the i18n key of the message (`playfile.*`):
 * bad-json, not-play (some other JSON), unknown-version, invalid (schema violation).
 */
export class PlayFileError extends Error {
  constructor(
    public readonly key: 'playfile.bad-json' | 'playfile.not-play' | 'playfile.unknown-version' | 'playfile.invalid',
    detail = '',
  ) {
    super(detail ? `${key}: ${detail}` : key);
  }
}

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * v0 -> v1. Version 0 is a scene as the database stores it, without the play-file wrapper: the
 * draft envelope `{ sport_id, backgroundImage, scene }`, a bare scene `{ version, objects }` or the
 * older Fabric-like canvas (parseDraft reads them all). It becomes a v1 file with an empty header
 * and no embedded images; more than one frame makes it a video.
 */
function v0ToV1(doc: Json): Json {
  let draft;
  try {
    draft = parseDraft(doc);
  } catch (err) {
    throw new PlayFileError('playfile.not-play', err instanceof Error ? err.message : '');
  }
  // A stored draft always names its sport: a JSON that reads as a draft without one (any object
  // with an `objects` list) is something else, not a play.
  if (draft.sport_id === null) throw new PlayFileError('playfile.not-play', 'no sport');
  return {
    format: PLAY_FORMAT,
    version: 1,
    kind: draft.scene.frames > 1 ? 'video' : 'image',
    sport_id: draft.sport_id,
    field: draft.backgroundImage,
    scene: draft.scene,
    images: [],
  };
}

/** Migration steps by the version they start from: STEPS[n] turns version n into n + 1. */
const STEPS: Record<number, (doc: Json) => Json> = {
  0: v0ToV1,
};

/** The version a parsed document declares: 0 for a bare scene or draft (no `format`). */
export function playFileVersion(doc: unknown): number {
  if (!isObject(doc)) throw new PlayFileError('playfile.not-play', 'not an object');
  if (doc.format === undefined) return 0;
  if (doc.format !== PLAY_FORMAT) throw new PlayFileError('playfile.not-play', 'unknown format');
  const v = doc.version;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > PLAY_VERSION) throw new PlayFileError('playfile.unknown-version', String(v));
  return v;
}

/** Indexes of the embedded images a scene points at (`playfile-image:<n>`), walking every string. */
export function referencedImages(scene: SceneDocument): Set<number> {
  const found = new Set<number>();
  rewriteSceneStrings(scene, (s) => {
    if (s.startsWith(PLAY_IMAGE_PREFIX)) found.add(Number(s.slice(PLAY_IMAGE_PREFIX.length)));
    return undefined;
  });
  return found;
}

/**
 * Reads a parsed play file of any known version and answers it at the current version, validated:
 * older versions go through STEPS one at a time. The scene's sport and field are the file's.
 * Throws PlayFileError (not-play, unknown-version, invalid).
 */
export function migratePlayFile(input: unknown): PlayFile {
  let version = playFileVersion(input);
  let doc = input as Json;
  while (version < PLAY_VERSION) {
    const step = STEPS[version];
    if (!step) throw new PlayFileError('playfile.unknown-version', String(version));
    doc = step(doc);
    version += 1;
  }
  const parsed = playFile.safeParse(doc);
  if (!parsed.success)
    throw new PlayFileError(
      'playfile.invalid',
      parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')} ${i.message}`)
        .join('; '),
    );
  const file = parsed.data;
  for (const n of referencedImages(file.scene)) {
    if (!Number.isInteger(n) || n < 0 || n >= file.images.length) throw new PlayFileError('playfile.invalid', `image reference ${n}`);
  }
  return { ...file, scene: { ...file.scene, sport_id: file.sport_id, backgroundImage: file.field } };
}

/** JSON text (a `.prancheta` file) to a current play file; throws PlayFileError. */
export function parsePlayFile(text: string): PlayFile {
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    throw new PlayFileError('playfile.bad-json');
  }
  return migratePlayFile(value);
}

/** What a rewrite answers for one string: a replacement, null to drop the object holding it, undefined to keep it. */
export type StringRewrite = (value: string) => string | null | undefined;

function rewriteValue(value: unknown, rewrite: StringRewrite, state: { drop: boolean; changed: boolean }): unknown {
  if (typeof value === 'string') {
    const next = rewrite(value);
    if (next === null) state.drop = true;
    if (typeof next === 'string' && next !== value) {
      state.changed = true;
      return next;
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => rewriteValue(v, rewrite, state));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteValue(v, rewrite, state)]));
  return value;
}

/**
 * Passes every string of a scene (its background and every value of every object, whatever its
 * type: object types are not listed here) through `rewrite`. An object with a string rewritten to
 * null is dropped (a personal image that no longer exists); the background becomes ''. An object
 * with an `imageId` (a personal image's row id) gets the id of its new source, or null.
 */
export function rewriteSceneStrings(scene: SceneDocument, rewrite: StringRewrite): SceneDocument {
  const bg = rewrite(scene.backgroundImage);
  const objects: SceneDocument['objects'] = [];
  for (const object of scene.objects) {
    const state = { drop: false, changed: false };
    const next = rewriteValue(object, rewrite, state) as Json;
    if (state.drop) continue;
    if (state.changed && 'imageId' in next) {
      const src = Object.values(next).find((v): v is string => typeof v === 'string' && USER_IMAGE_URL.test(v));
      next.imageId = src ? Number(USER_IMAGE_URL.exec(src)![1]) : null;
    }
    objects.push(next as SceneDocument['objects'][number]);
  }
  return { ...scene, backgroundImage: bg === null ? '' : (bg ?? scene.backgroundImage), objects };
}

/** The personal image id of a scene string (`/api/user-images/12` -> 12), or null. */
export function userImageIdOf(value: string): number | null {
  const m = USER_IMAGE_URL.exec(value);
  return m ? Number(m[1]) : null;
}
