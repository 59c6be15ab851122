import type { PersonalPreset, PresetInput } from '@prancheta/shared';
import { presetSpot } from '@prancheta/shared';
import { z } from 'zod';
import type { PresetRow } from './repo.ts';

const storedSpots = z.array(presetSpot);

/** A preset row as the API answers it (spots parsed from their JSON text; unreadable text gives none). */
export function presentPreset(row: PresetRow): PersonalPreset {
  let spots: PresetInput['spots'] = [];
  try {
    const parsed = storedSpots.safeParse(JSON.parse(row.spots));
    if (parsed.success) spots = parsed.data;
  } catch {
    spots = [];
  }
  return { id: row.id, name: row.name, sport_id: row.sport_id, spots, created_at: row.created_at };
}
