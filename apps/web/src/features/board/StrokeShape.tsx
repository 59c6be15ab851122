import { memo } from 'react';
import { Arrow, Line } from 'react-konva';
import type { DrawMode, Stroke } from './model.ts';

/** Dash pattern for a line width: readable on a tablet at any width. */
export function dashFor(width: number): number[] {
  return [width * 3 + 8, width * 2 + 8];
}

/** Arrow head length for a line width. */
export function headFor(width: number): number {
  return 12 + width * 3;
}

/** Whether a mode draws a straight segment from the press to the release point. */
export function isStraight(mode: DrawMode): boolean {
  return mode !== 'free';
}

/** One stroke as a Konva node; never listens to events (erasing hit-tests the model instead). */
export const StrokeShape = memo(function StrokeShape({ stroke }: { stroke: Stroke }) {
  const { mode, color, width } = stroke;
  const points = stroke.points as number[];
  const common = {
    points,
    stroke: color,
    strokeWidth: width,
    lineCap: 'round' as const,
    lineJoin: 'round' as const,
    listening: false,
    perfectDrawEnabled: false,
    shadowForStrokeEnabled: false,
  };
  if (mode === 'arrow' || mode === 'adash') {
    return <Arrow {...common} fill={color} pointerLength={headFor(width)} pointerWidth={headFor(width)} dash={mode === 'adash' ? dashFor(width) : undefined} />;
  }
  return <Line {...common} dash={mode === 'dash' ? dashFor(width) : undefined} tension={mode === 'free' ? 0.35 : 0} />;
});
