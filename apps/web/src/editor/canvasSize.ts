import { LIMITS } from '@prancheta/shared';

/** Smallest display width of the canvas (phones). */
export const MIN_DISPLAY_WIDTH = 240;
/** Height the page keeps for its chrome above and below the canvas (header, title row, paddings). */
const CHROME_HEIGHT = { wide: 190, stacked: 250 };

/**
 * The canvas's display width (4:3 kept by the caller): as wide as its column allows and as tall as the
 * window allows, but never below the seed's 630 px (630x472.5) while the column is that wide; phones
 * and narrow tablets get the column's width.
 */
export function canvasDisplayWidth(columnWidth: number, viewportHeight: number, wide: boolean): number {
  const { width, height, displayWidth } = LIMITS.canvas;
  const column = Math.floor(columnWidth || displayWidth);
  const byHeight = viewportHeight > 0 ? Math.floor(((viewportHeight - (wide ? CHROME_HEIGHT.wide : CHROME_HEIGHT.stacked)) * width) / height) : displayWidth;
  return Math.max(MIN_DISPLAY_WIDTH, Math.min(column, Math.max(displayWidth, byHeight)));
}
