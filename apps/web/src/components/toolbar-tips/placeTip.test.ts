import { describe, expect, it } from 'vitest';
import { placeTip } from './placeTip.ts';

const rect = (left: number, top: number, size = 48) => ({ left, top, right: left + size, bottom: top + size, width: size, height: size });
const screen = { width: 360, height: 640 };
const tip = { width: 100, height: 26 };

describe('placeTip', () => {
  it('centres a top tip above its control', () => {
    expect(placeTip(rect(150, 500), tip, screen, 'top')).toEqual({ left: 124, top: 466 });
  });

  it('keeps a top tip on screen at the left and right edges', () => {
    expect(placeTip(rect(0, 500), tip, screen, 'top').left).toBe(8);
    expect(placeTip(rect(312, 500), tip, screen, 'top').left).toBe(252);
  });

  it('puts a top tip below a control at the top of the screen', () => {
    expect(placeTip(rect(150, 4), tip, screen, 'top').top).toBe(60);
  });

  it('puts a bottom tip below its control, and above one at the bottom of the screen', () => {
    expect(placeTip(rect(150, 4), tip, screen, 'bottom')).toEqual({ left: 124, top: 60 });
    expect(placeTip(rect(150, 600), tip, screen, 'bottom').top).toBe(566);
  });

  it('puts a right tip beside its control, vertically centred', () => {
    expect(placeTip(rect(6, 200), tip, screen, 'right')).toEqual({ left: 62, top: 211 });
  });

  it('flips a right tip to the left when the screen ends, and keeps it within the height', () => {
    expect(placeTip(rect(300, 200), tip, screen, 'right').left).toBe(192);
    expect(placeTip(rect(6, 630, 20), tip, screen, 'right').top).toBe(640 - 26 - 8);
  });
});
