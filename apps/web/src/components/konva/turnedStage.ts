/**
 * A Konva stage's size and transform for a 4:3 board drawn `longSide` CSS px long at `scale`, turned
 * a quarter clockwise when `rotated` (a portrait screen): the stage is then as tall as the board is
 * long, and document (x, y) shows at (shortSide - y, x).
 */
export function turnedStage(longSide: number, shortSide: number, scale: number, rotated: boolean) {
  return {
    width: rotated ? shortSide : longSide,
    height: rotated ? longSide : shortSide,
    scaleX: scale,
    scaleY: scale,
    rotation: rotated ? 90 : 0,
    x: rotated ? shortSide : 0,
  };
}
