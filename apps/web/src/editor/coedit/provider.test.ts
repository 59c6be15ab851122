import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './provider.ts';

describe('reconnectDelay', () => {
  it('doubles from about a second and stops growing at about 30 s', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => reconnectDelay(n, middle))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('spreads each pause by a quarter either way, so editors of a lost instance do not come back together', () => {
    expect(reconnectDelay(1, () => 0)).toBe(750);
    expect(reconnectDelay(1, () => 1)).toBe(1250);
    expect(reconnectDelay(6, () => 0)).toBe(22_500);
  });
});
