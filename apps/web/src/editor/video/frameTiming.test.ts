import { animationDurationMs } from '@prancheta/shared/scene/index.ts';
import { describe, expect, it } from 'vitest';
import { exportDurationMs, exportFrameCount, exportFrames, exportSize, gifDelays } from './frameTiming.ts';

describe('frame-exact export timing', () => {
  it('counts round(duration * fps) frames', () => {
    expect(exportFrameCount(2700, 30)).toBe(81);
    expect(exportFrameCount(1000, 30)).toBe(30);
    // 10.4 s * 30 = 312; 0.35 s * 30 = 10.5 rounds to 11 (half up), 0.34 s * 30 = 10.2 to 10.
    expect(exportFrameCount(10_400, 30)).toBe(312);
    expect(exportFrameCount(350, 30)).toBe(11);
    expect(exportFrameCount(340, 30)).toBe(10);
    expect(exportFrameCount(0, 30)).toBe(1);
    expect(() => exportFrameCount(1000, 0)).toThrow(RangeError);
  });

  it('samples the animation at i / fps, each frame lasting 1 / fps, never past the end', () => {
    const frames = exportFrames(1000, 4);
    expect(frames.map((f) => f.timeMs)).toEqual([0, 250, 500, 750]);
    expect(frames.map((f) => f.timestamp)).toEqual([0, 0.25, 0.5, 0.75]);
    expect(frames.every((f) => f.duration === 0.25)).toBe(true);
    // 0.35 s at 30 fps rounds up to 11 frames: the 11th would be at 333.3 ms, still inside.
    const up = exportFrames(350, 30);
    expect(up).toHaveLength(11);
    expect(up.at(-1)!.timeMs).toBeLessThanOrEqual(350);
  });

  it('lasts the animation length within one frame at every preview speed', () => {
    for (const fps of [20, 24, 25, 30, 60]) {
      for (let speed = 0.5; speed <= 5; speed += 0.1) {
        for (const frames of [1, 2, 3, 10, 40]) {
          const d = animationDurationMs(frames, speed);
          expect(Math.abs(exportDurationMs(d, fps) - d)).toBeLessThanOrEqual(1000 / fps / 2 + 1e-9);
          const list = exportFrames(d, fps);
          const last = list.at(-1)!;
          expect(last.timestamp + last.duration).toBeCloseTo(exportDurationMs(d, fps) / 1000, 9);
        }
      }
    }
  });

  it('spreads GIF delays so their sum never drifts', () => {
    expect(gifDelays(4, 20)).toEqual([5, 5, 5, 5]);
    const d = gifDelays(30, 30);
    expect(new Set(d)).toEqual(new Set([3, 4]));
    expect(d.reduce((a, b) => a + b, 0)).toBe(100);
    const long = gifDelays(exportFrameCount(10_400, 15), 15);
    expect(long.reduce((a, b) => a + b, 0)).toBe(Math.round((100 * long.length) / 15));
    expect(() => gifDelays(10, 60)).toThrow(RangeError);
  });

  it('keeps the aspect ratio with even sides', () => {
    expect(exportSize(1280, 960, 960)).toEqual({ width: 960, height: 720 });
    expect(exportSize(630, 472.5, 480)).toEqual({ width: 480, height: 360 });
    expect(exportSize(1000, 333, 641)).toEqual({ width: 642, height: 214 });
  });
});
