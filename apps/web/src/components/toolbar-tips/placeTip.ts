/** Which side of its control a tip goes on. */
export type TipSide = 'top' | 'bottom' | 'right';

interface Size {
  width: number;
  height: number;
}

/** Space kept between a tip and its control, and between a tip and the screen's edge. */
const GAP = 8;

/**
 * Where a tip of `tip` size goes beside the control at `rect`: centred above it, below it or to its
 * right, flipped to the other side when that side has no room, and shifted to stay on a `screen`.
 */
export function placeTip(rect: Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom' | 'width' | 'height'>, tip: Size, screen: Size, side: TipSide): { left: number; top: number } {
  const clamp = (v: number, size: number, max: number) => Math.max(GAP, Math.min(v, max - size - GAP));
  if (side !== 'right') {
    const above = rect.top - GAP - tip.height;
    const below = rect.bottom + GAP;
    const fitsBelow = below + tip.height + GAP <= screen.height;
    const top = side === 'top' ? (above >= GAP ? above : below) : fitsBelow ? below : above;
    return { left: clamp(rect.left + rect.width / 2 - tip.width / 2, tip.width, screen.width), top };
  }
  const right = rect.right + GAP;
  const left = right + tip.width + GAP <= screen.width ? right : rect.left - GAP - tip.width;
  return { left, top: clamp(rect.top + rect.height / 2 - tip.height / 2, tip.height, screen.height) };
}
