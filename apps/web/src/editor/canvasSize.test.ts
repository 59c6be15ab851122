import { describe, expect, it } from 'vitest';
import { canvasDisplayWidth } from './canvasSize.ts';

describe('canvas display size', () => {
  it('grows past 630 px on large desktops, limited by the window height', () => {
    expect(canvasDisplayWidth(1400, 1080, true)).toBe(Math.floor(((1080 - 190) * 4) / 3));
    expect(canvasDisplayWidth(900, 1400, true)).toBe(900);
  });

  it('never goes below the seed 630 px while the column allows it, even on short windows', () => {
    expect(canvasDisplayWidth(1000, 600, true)).toBe(630);
  });

  it('follows the column on tablets and phones', () => {
    expect(canvasDisplayWidth(768, 1100, false)).toBe(768);
    expect(canvasDisplayWidth(360, 700, false)).toBe(360);
    expect(canvasDisplayWidth(100, 700, false)).toBe(240);
  });
});
