/** Font of captions (bold), the same in the editor, the player and the export. */
export const CAPTION_FONT = 'Inter, Arial, sans-serif';

let ctx: CanvasRenderingContext2D | null | undefined;

/** Width and height of a one-or-more-line text as Konva draws it (line height 1). */
export function measureText(text: string, fontSize: number, fontStyle: string, fontFamily: string): { width: number; height: number } {
  if (ctx === undefined) ctx = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  const lines = text.split('\n');
  let width = 0;
  for (const line of lines) {
    if (ctx) {
      ctx.font = `${fontStyle === 'normal' ? '' : fontStyle} ${fontSize}px ${fontFamily}`;
      width = Math.max(width, ctx.measureText(line).width);
    } else {
      width = Math.max(width, line.length * fontSize * 0.6);
    }
  }
  return { width: Math.ceil(width + 4), height: Math.ceil(lines.length * fontSize + 4) };
}
