import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { sceneObject } from './objects.ts';

/** Current version of the scene document. parseDraft migrates anything older to it. */
export const SCENE_VERSION = 1;

/** Most objects a scene may hold (a full tactical drawing uses well under a hundred). */
export const MAX_SCENE_OBJECTS = 2000;

/** The drawing: field background, frame count and objects in paint order (last on top). */
export const sceneDocument = z.object({
  version: z.literal(SCENE_VERSION),
  sport_id: z.number().int().positive().nullable().default(null),
  backgroundImage: z.string().max(500).default(''),
  width: z.literal(LIMITS.canvas.width).default(LIMITS.canvas.width),
  height: z.literal(LIMITS.canvas.height).default(LIMITS.canvas.height),
  frames: z.number().int().min(1).max(1000).default(1),
  objects: z.array(sceneObject).max(MAX_SCENE_OBJECTS).default([]),
});
export type SceneDocument = z.infer<typeof sceneDocument>;

/** The draft stored with a formation or exercise (seed: canvas state plus sport_id and backgroundImage). */
export const draftEnvelope = z.object({
  sport_id: z.number().int().positive().nullable(),
  backgroundImage: z.string().max(500),
  scene: sceneDocument,
});
export type DraftEnvelope = z.infer<typeof draftEnvelope>;

/** An empty scene on the given field. */
export function emptyScene(sportId: number | null = null, backgroundImage = ''): SceneDocument {
  return { version: SCENE_VERSION, sport_id: sportId, backgroundImage, width: LIMITS.canvas.width, height: LIMITS.canvas.height, frames: 1, objects: [] };
}

/** Wraps a scene in its draft envelope. */
export function toDraft(scene: SceneDocument): DraftEnvelope {
  return { sport_id: scene.sport_id, backgroundImage: scene.backgroundImage, scene };
}
