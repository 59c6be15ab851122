import { z } from 'zod';
import { PRESET_MAX_PLAYERS } from '../presets/catalogue.ts';
import { dbId, text } from './common.ts';

/** Longest name of a personal preset. */
export const PRESET_NAME_MAX = 40;

/** One spot of a personal preset (normalised team coordinates, see presets/catalogue.ts). */
export const presetSpot = z.object({
  depth: z.number({ message: 'validation.invalid' }).min(0, { message: 'validation.invalid' }).max(2, { message: 'validation.invalid' }),
  lateral: z.number({ message: 'validation.invalid' }).min(0, { message: 'validation.invalid' }).max(1, { message: 'validation.invalid' }),
  role: z.enum(['goalkeeper', 'player'], { message: 'validation.invalid' }),
});

/** POST /api/presets: a coach saves the players on the field as a named preset of a sport. */
export const presetInput = z.object({
  name: text().trim().min(1, { message: 'validation.required' }).max(PRESET_NAME_MAX, { message: 'validation.max' }),
  sport_id: dbId,
  spots: z.array(presetSpot, { message: 'presets.no-players' }).min(1, { message: 'presets.no-players' }).max(PRESET_MAX_PLAYERS, { message: 'presets.too-many' }),
});
export type PresetInput = z.infer<typeof presetInput>;

/** GET /api/presets?esporte= filters by sport. */
export const presetQuery = z.object({ esporte: dbId.optional() });

/** A personal preset as the API answers it. */
export const personalPreset = z.object({ id: z.number(), name: z.string(), sport_id: z.number(), spots: z.array(presetSpot), created_at: z.string() });
export type PersonalPreset = z.infer<typeof personalPreset>;

export const presetListAnswer = z.object({ presets: z.array(personalPreset) });
export const presetSavedAnswer = z.object({ preset: personalPreset });
