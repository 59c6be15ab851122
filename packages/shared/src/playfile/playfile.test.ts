import { describe, expect, it } from 'vitest';
import { SCENE_VERSION, emptyScene } from '../scene/index.ts';
import type { PlayerObject, SceneDocument } from '../scene/index.ts';
import { PLAY_FORMAT, PLAY_VERSION, PlayFileError, migratePlayFile, parsePlayFile, referencedImages, rewriteSceneStrings } from './index.ts';

const PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function scene(): SceneDocument {
  const s = emptyScene(1, 'campos/futebol/1.svg');
  s.frames = 2;
  s.objects = [
    {
      id: 'p1',
      type: 'player',
      team: 'AZUL',
      src: 'jogadores/azul/1.svg',
      x: 10,
      y: 20,
      width: 40,
      height: 40,
      scaleX: 1,
      scaleY: 1,
      rotation: 0,
      fill: 'transparent',
      stroke: '#000000',
      strokeWidth: 3,
      visible: true,
      label: '',
      anim: { frames: { '2': { x: 50, y: 60, visible: true } }, start: 1, hide: null },
    },
    {
      id: 'i1',
      type: 'image',
      src: 'playfile-image:0',
      imageId: null,
      x: 100,
      y: 100,
      width: 50,
      height: 50,
      scaleX: 1,
      scaleY: 1,
      rotation: 0,
      fill: 'transparent',
      stroke: '#000000',
      strokeWidth: 3,
      visible: true,
      label: '',
      anim: { frames: {}, start: 1, hide: null },
    },
  ];
  return s;
}

function v1(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: PLAY_FORMAT,
    version: 1,
    kind: 'video',
    sport_id: 1,
    field: 'campos/futebol/1.svg',
    header: { clube: 'Sub-15' },
    scene: scene(),
    images: [{ mime: 'image/png', data: PNG_B64 }],
    ...overrides,
  };
}

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof PlayFileError) return err.key;
    throw err;
  }
  return 'accepted';
}

describe('play files', () => {
  it('reads a current file, the file’s sport and field winning over the scene’s', () => {
    const file = migratePlayFile(v1({ sport_id: 2, field: 'campos/futsal/1.svg' }));
    expect(file.version).toBe(PLAY_VERSION);
    expect(file.scene.sport_id).toBe(2);
    expect(file.scene.backgroundImage).toBe('campos/futsal/1.svg');
    expect(file.header.clube).toBe('Sub-15');
    expect(file.header.professor).toBe('');
    expect(file.scene.objects[0]!.anim.frames['2']).toEqual({ x: 50, y: 60, visible: true });
    expect([...referencedImages(file.scene)]).toEqual([0]);
  });

  it('migrates v0 (the stored draft, no wrapper) through the chain', () => {
    const draft = { sport_id: 3, backgroundImage: 'campos/basquete/1.svg', scene: scene() };
    draft.scene.objects = draft.scene.objects.slice(0, 1);
    const file = migratePlayFile(draft);
    expect(file).toMatchObject({ format: PLAY_FORMAT, version: PLAY_VERSION, kind: 'video', sport_id: 3, field: 'campos/basquete/1.svg', images: [] });
    expect(file.scene.version).toBe(SCENE_VERSION);
    expect(file.scene.objects).toHaveLength(1);
    // A bare one-frame scene is an image.
    expect(migratePlayFile({ ...emptyScene(1, ''), objects: [] }).kind).toBe('image');
  });

  it('refuses bad JSON, other JSON, unknown versions and schema violations', () => {
    expect(refusal(() => parsePlayFile('{"format":'))).toBe('playfile.bad-json');
    expect(refusal(() => parsePlayFile('[1,2]'))).toBe('playfile.not-play');
    expect(refusal(() => migratePlayFile({ hello: 'world' }))).toBe('playfile.not-play');
    // Any JSON with an `objects` list reads as an old canvas; without a sport it is not a play.
    expect(refusal(() => parsePlayFile('{"hello":"world","objects":[]}'))).toBe('playfile.not-play');
    expect(refusal(() => migratePlayFile({ ...emptyScene(1, ''), sport_id: null }))).toBe('playfile.not-play');
    expect(refusal(() => migratePlayFile(v1({ sport_id: null })))).toBe('playfile.invalid');
    expect(refusal(() => migratePlayFile({ format: 'other', version: 1 }))).toBe('playfile.not-play');
    expect(refusal(() => migratePlayFile(v1({ version: 2 })))).toBe('playfile.unknown-version');
    expect(refusal(() => migratePlayFile(v1({ version: '1' })))).toBe('playfile.unknown-version');
    expect(refusal(() => migratePlayFile(v1({ kind: 'gif' })))).toBe('playfile.invalid');
    expect(refusal(() => migratePlayFile(v1({ user_id: 4 })))).toBe('playfile.invalid');
    expect(refusal(() => migratePlayFile(v1({ images: [{ mime: 'image/png', data: 'not base64!' }] })))).toBe('playfile.invalid');
    expect(refusal(() => migratePlayFile(v1({ images: [] })))).toBe('playfile.invalid');
    const broken = scene();
    (broken.objects[0] as { x: unknown }).x = 'left';
    expect(refusal(() => migratePlayFile(v1({ scene: broken })))).toBe('playfile.invalid');
  });

  it('rewrites every string of every object without knowing object types', () => {
    const s = scene();
    const custom: PlayerObject = { ...(s.objects[0] as PlayerObject), id: 'c1', label: '/api/user-images/7' };
    s.objects.push(custom);
    const out = rewriteSceneStrings(s, (v) => (v === 'playfile-image:0' ? '/api/user-images/42' : v === '/api/user-images/7' ? null : undefined));
    expect(out.objects.map((o) => o.id)).toEqual(['p1', 'i1']);
    expect(out.objects[1]).toMatchObject({ src: '/api/user-images/42', imageId: 42 });
  });
});
