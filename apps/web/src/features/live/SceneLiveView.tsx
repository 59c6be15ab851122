import { LIMITS } from '@prancheta/shared';
import type { LiveState } from '@prancheta/shared';
import { animationDurationMs, buildTimeline, clampSpeed, sampleTimeline } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Stage } from 'react-konva';
import { SceneLayers } from '../../editor/render/SceneLayers.tsx';
import { applyStates } from '../../editor/video/compositor.ts';
import { turnedStage } from '../../components/konva/turnedStage.ts';

const W = LIMITS.canvas.width;
const H = LIMITS.canvas.height;

/**
 * Plays an animation on the stage from `positionMs` (the presenter's preview is that far along when
 * the message arrives), moving the Konva nodes in place each animation frame as the editor's
 * preview does. Answers the function that stops it and puts the nodes back at frame 1.
 */
function playFrom(stage: Konva.Stage, doc: SceneDocument, speed: number, positionMs: number): () => void {
  const layer = stage.findOne<Konva.Layer>('.objects');
  const timeline = buildTimeline(doc);
  const s = clampSpeed(speed);
  const duration = animationDurationMs(doc.frames, s);
  const nodes = new Map<string, Konva.Node>();
  for (const o of doc.objects) {
    const node = layer?.findOne(`#${o.id}`);
    if (node) nodes.set(o.id, node);
  }
  const origin = performance.now() - positionMs;
  let raf = 0;
  const tick = (now: number) => {
    const t = Math.min(duration, Math.max(0, now - origin));
    applyStates(nodes, sampleTimeline(timeline, t, s));
    layer?.batchDraw();
    if (t < duration) raf = requestAnimationFrame(tick);
  };
  raf = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(raf);
    applyStates(
      nodes,
      sampleTimeline(timeline, 0, s).map((st) => ({ ...st, opacity: 1 })),
    );
    layer?.batchDraw();
  };
}

/**
 * An editor's drawing (formation or video) as the coach shows it, read-only: the editor's own
 * object renderer, nothing selectable or draggable. A video plays in step with the coach's preview.
 */
export function SceneLiveView({ state, displayWidth, rotated }: { state: Extract<LiveState, { kind: 'scene' }>; displayWidth: number; rotated: boolean }) {
  const stageRef = useRef<Konva.Stage | null>(null);
  const scale = displayWidth / W;
  const longSide = Math.round(displayWidth);
  const shortSide = Math.round((displayWidth * H) / W);
  const { playback, animation } = state;
  const playing = playback?.playing === true && animation !== null;
  const speed = playback?.speed ?? 1;
  const position = playback?.position_ms ?? 0;
  // While playing, the objects are the animation's (the presenter shows frame 1 of it, with every object).
  const doc = playing ? animation : state.doc;

  useEffect(() => {
    if (!playing || !stageRef.current || !animation) return;
    return playFrom(stageRef.current, animation, speed, position);
  }, [playing, animation, speed, position]);

  return (
    <Stage ref={stageRef} {...turnedStage(longSide, shortSide, scale, rotated)} listening={false} data-testid="live-scene">
      <SceneLayers doc={doc} />
    </Stage>
  );
}
