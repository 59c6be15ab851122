import type { CurveObject } from '@prancheta/shared/scene/index.ts';
import { round } from '@prancheta/shared/scene/index.ts';
import type Konva from 'konva';
import { Circle } from 'react-konva';

/**
 * The three draggable control points of a selected curve. Dragging moves the curve's line in
 * place; the new points are committed once when the drag ends.
 */
export function CurveHandles({ curve, stage, scale, onCommit }: { curve: CurveObject; stage: Konva.Stage | null; scale: number; onCommit: (points: number[]) => void }) {
  const group = stage?.findOne<Konva.Group>(`#${curve.id}`);
  if (!group) return null;
  const transform = group.getTransform();
  const handles = [0, 1, 2].map((i) => transform.point({ x: curve.points[i * 2]!, y: curve.points[i * 2 + 1]! }));
  const line = () => group.findOne<Konva.Line>('.curve-line');
  const localPoints = (index: number, pos: { x: number; y: number }) => {
    const local = transform.copy().invert().point(pos);
    const points = [...curve.points];
    points[index * 2] = round(local.x);
    points[index * 2 + 1] = round(local.y);
    return points;
  };
  const radius = 9 / scale;
  return (
    <>
      {handles.map((p, i) => (
        <Circle
          key={i}
          name={`curve-handle curve-handle-${i}`}
          x={p.x}
          y={p.y}
          radius={radius}
          fill={i === 1 ? '#fde047' : '#ffffff'}
          stroke="#1d4ed8"
          strokeWidth={2 / scale}
          hitStrokeWidth={16 / scale}
          draggable
          onMouseDown={(e) => (e.cancelBubble = true)}
          onTouchStart={(e) => (e.cancelBubble = true)}
          onDragMove={(e) => {
            line()?.points(localPoints(i, e.target.position()));
            group.getLayer()?.batchDraw();
          }}
          onDragEnd={(e) => onCommit(localPoints(i, e.target.position()))}
        />
      ))}
    </>
  );
}
