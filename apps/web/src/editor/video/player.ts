import { animationDurationMs, buildTimeline, clampSpeed, sampleTimeline } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import type Konva from 'konva';
import { applyStates } from './compositor.ts';

/** What one playback measured: time between animation frames and time spent moving nodes, in ms. */
export interface PlaybackStats {
  frameTimes: number[];
  workTimes: number[];
  durationMs: number;
  elapsedMs: number;
  completed: boolean;
}

/** A running preview: stop it early, or wait for it to end. */
export interface Playback {
  stop: () => void;
  done: Promise<PlaybackStats>;
}

/** Options of a playback. */
export interface PlaybackOptions {
  /** Called after each drawn animation frame (the recorder copies the canvas here). */
  onDraw?: (timeMs: number) => void;
  /** Progress 0..1. */
  onProgress?: (fraction: number) => void;
}

/**
 * Plays the animation on the editor's stage with requestAnimationFrame: each frame samples the pure
 * timeline at the elapsed time and moves the Konva nodes in place (no React render per frame), then
 * draws the objects layer synchronously. The selection UI is hidden while playing. At the end (or on
 * stop) every node is put back at frame 1, which is what the page shows next.
 */
export function playOnStage(stage: Konva.Stage, doc: SceneDocument, speed: number, options: PlaybackOptions = {}): Playback {
  const layer = stage.findOne<Konva.Layer>('.objects');
  const ui = stage.findOne<Konva.Layer>('.ui');
  const timeline = buildTimeline(doc);
  const s = clampSpeed(speed);
  const durationMs = animationDurationMs(doc.frames, s);
  const nodes = new Map<string, Konva.Node>();
  for (const o of doc.objects) {
    const node = layer?.findOne(`#${o.id}`);
    if (node) nodes.set(o.id, node);
  }
  const stats: PlaybackStats = { frameTimes: [], workTimes: [], durationMs, elapsedMs: 0, completed: false };
  const wasListening = layer?.listening() ?? true;
  ui?.hide();
  layer?.listening(false);

  let resolve: (s: PlaybackStats) => void = () => undefined;
  const done = new Promise<PlaybackStats>((r) => (resolve = r));
  let raf = 0;
  let started = -1;
  let last = -1;
  let finished = false;

  const finish = (completed: boolean) => {
    if (finished) return;
    finished = true;
    cancelAnimationFrame(raf);
    applyStates(nodes, sampleTimeline(timeline, 0, s).map((st) => ({ ...st, opacity: 1 })));
    layer?.listening(wasListening);
    ui?.show();
    layer?.draw();
    ui?.draw();
    stats.completed = completed;
    resolve(stats);
  };

  const draw = (timeMs: number) => {
    const t0 = performance.now();
    applyStates(nodes, sampleTimeline(timeline, timeMs, s));
    layer?.draw();
    stats.workTimes.push(performance.now() - t0);
    options.onDraw?.(timeMs);
    options.onProgress?.(Math.min(1, timeMs / durationMs));
  };

  const tick = (now: number) => {
    if (finished) return;
    if (started < 0) started = now;
    if (last >= 0) stats.frameTimes.push(now - last);
    last = now;
    const elapsed = now - started;
    draw(Math.min(elapsed, durationMs));
    if (elapsed >= durationMs) {
      stats.elapsedMs = elapsed;
      finish(true);
      return;
    }
    raf = requestAnimationFrame(tick);
  };

  draw(0);
  raf = requestAnimationFrame(tick);
  return { stop: () => finish(false), done };
}
