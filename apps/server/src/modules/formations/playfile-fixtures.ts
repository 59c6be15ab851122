import { gzipSync } from 'node:zlib';
import { createImage, createPlayer, emptyScene } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';

/**
 * A video scene of `players` players (two teams) moving over `frames` frames, plus one personal
 * image (`/api/user-images/<imageId>`) when imageId is given. Used by the play-file tests and bench.
 */
export function animatedScene(players = 30, frames = 10, imageId: number | null = null): SceneDocument {
  const scene = emptyScene(1, 'campos/futebol/1.svg');
  scene.frames = frames;
  scene.objects = Array.from({ length: players }, (_, i) => {
    const p = {
      ...createPlayer(i % 2 === 0 ? 'AZUL' : 'VERMELHA', `jogadores/${i % 2 === 0 ? 'azul' : 'vermelha'}.png`, 100 + (i % 10) * 100, 150 + Math.floor(i / 10) * 250),
      id: `p${i + 1}`,
    };
    for (let f = 2; f <= frames; f++) p.anim.frames[String(f)] = { x: p.x + f * 12, y: p.y + ((f * 7) % 40), visible: true };
    return p;
  });
  if (imageId !== null) scene.objects.push({ ...createImage(`/api/user-images/${imageId}`, imageId, 640, 480, 120, 80), id: 'img1' });
  return scene;
}

/** A scene as the gzip draft a formation stores. */
export function sceneDraftGz(scene: SceneDocument): Buffer {
  return gzipSync(Buffer.from(JSON.stringify({ sport_id: scene.sport_id, backgroundImage: scene.backgroundImage, scene })));
}
