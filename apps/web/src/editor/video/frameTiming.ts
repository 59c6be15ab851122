/**
 * Pure timing of a frame-exact export: the animation is sampled at t = i / fps (never at wall-clock
 * time), each sample lasting exactly one frame, so the file lasts frameCount / fps, within half a
 * frame of the animation's length at any speed.
 */

/** One video frame of an export: its index, the animation time it shows and its place in the file (seconds). */
export interface ExportFrame {
  index: number;
  /** Animation time drawn in this frame, in ms (i * 1000 / fps). */
  timeMs: number;
  /** Presentation time in the file, in seconds. */
  timestamp: number;
  /** How long the frame is shown, in seconds. */
  duration: number;
}

/** Number of frames of an export: round(duration * fps), at least one. */
export function exportFrameCount(durationMs: number, fps: number): number {
  if (!(fps > 0) || !Number.isFinite(fps)) throw new RangeError('fps must be a positive number');
  if (!Number.isFinite(durationMs) || durationMs <= 0) return 1;
  return Math.max(1, Math.round((durationMs * fps) / 1000));
}

/** The frames of an export of an animation lasting durationMs, at fps frames per second. */
export function exportFrames(durationMs: number, fps: number): ExportFrame[] {
  const count = exportFrameCount(durationMs, fps);
  return Array.from({ length: count }, (_, index) => ({
    index,
    // A frame never samples past the end (the last frame's hold is what it shows there).
    timeMs: Math.min((index * 1000) / fps, Math.max(0, durationMs)),
    timestamp: index / fps,
    duration: 1 / fps,
  }));
}

/** Length of the exported file in ms: frameCount / fps. */
export function exportDurationMs(durationMs: number, fps: number): number {
  return (exportFrameCount(durationMs, fps) * 1000) / fps;
}

/**
 * GIF frame delays in hundredths of a second (the format's unit). Frame i ends at
 * round(100 * (i + 1) / fps), so rounding errors never add up: the delays sum to
 * round(100 * count / fps). Browsers show delays under 2 as 10, so fps must stay at or below 50.
 */
export function gifDelays(count: number, fps: number): number[] {
  if (!(fps > 0) || fps > 50) throw new RangeError('GIF fps must be in (0, 50]');
  const end = (i: number) => Math.round((100 * i) / fps);
  return Array.from({ length: count }, (_, i) => end(i + 1) - end(i));
}

/** Even pixel size of an export `width` wide with the stage's aspect ratio (H.264 needs even sides). */
export function exportSize(stageWidth: number, stageHeight: number, width: number): { width: number; height: number } {
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return { width: even(width), height: even((width * stageHeight) / stageWidth) };
}
