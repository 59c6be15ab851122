import { PRESET_FIELDS, fit43 } from '@prancheta/shared/presets/index.ts';
import { describe, expect, it } from 'vitest';
import { basketball, basketballViews } from '../../../scripts/assets/fields/basketball.ts';
import { football, footballViews } from '../../../scripts/assets/fields/football.ts';
import { futsal, futsalViews } from '../../../scripts/assets/fields/futsal.ts';
import { handball, handballViews } from '../../../scripts/assets/fields/handball.ts';
import { volleyball, volleyballViews } from '../../../scripts/assets/fields/volleyball.ts';

const GENERATED = {
  futebol: { drawing: football, views: footballViews },
  futsal: { drawing: futsal, views: futsalViews },
  basquete: { drawing: basketball, views: basketballViews },
  handebol: { drawing: handball, views: handballViews },
  volei: { drawing: volleyball, views: volleyballViews },
} as const;

describe('preset field geometry', () => {
  it('agrees with the field generator, so presets land on the drawn lines', () => {
    for (const [slug, { drawing, views }] of Object.entries(GENERATED)) {
      const ours = PRESET_FIELDS[slug as keyof typeof GENERATED];
      expect([ours.length, ours.width], slug).toEqual([drawing.length, drawing.width]);
      expect(fit43(ours.full), slug).toEqual(views.full.region);
      expect(views.full.rotate).toBe(false);
      const half = fit43(ours.half, true);
      for (const k of ['x', 'y', 'w', 'h'] as const) expect(half[k], `${slug} half ${k}`).toBeCloseTo(views.half.region[k], 6);
      expect(views.half.rotate).toBe(true);
      expect(fit43(ours.drill.area), slug).toEqual(views.training.region);
      expect(ours.drill.grid, slug).toEqual(views.training.grid?.rect);
    }
  });
});
