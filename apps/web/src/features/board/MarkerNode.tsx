import type Konva from 'konva';
import { memo } from 'react';
import { Circle, Group, Image as KonvaImage, Text } from 'react-konva';
import { LIMITS } from '@prancheta/shared';
import { elementUrl } from '../../api/sports.ts';
import { boardIconPath, MARKER_BASE_SIZE } from './model.ts';
import type { Marker } from './model.ts';
import { useLoadedImage } from './useLoadedImage.ts';

const R = MARKER_BASE_SIZE / 2;

function IconFace({ icon }: { icon: number }) {
  const image = useLoadedImage(elementUrl(boardIconPath(icon)));
  if (!image) return <Circle radius={R} fill="rgba(255,255,255,0.35)" stroke="#ffffff" strokeWidth={4} />;
  const k = MARKER_BASE_SIZE / Math.max(image.width, image.height);
  const w = image.width * k;
  const h = image.height * k;
  return <KonvaImage image={image} x={-w / 2} y={-h / 2} width={w} height={h} />;
}

/** Name of the stage's layer a marker moves to while dragged (see BoardCanvas). */
export const DRAG_LAYER = 'marker-drag-layer';

/** Where a lifted marker came from: its layer and its place among the markers (which one covers which). */
const liftedFrom = new WeakMap<Konva.Node, { layer: Konva.Layer; index: number }>();

/**
 * Moves a marker being dragged to the (otherwise empty) drag layer, so each move redraws that one
 * marker, not every marker with its shadow: on a slow phone the markers' layer took 15 to 100 ms per move.
 */
function liftToDragLayer(node: Konva.Node): void {
  const layer = node.getLayer();
  const top = node.getStage()?.findOne<Konva.Layer>(`.${DRAG_LAYER}`);
  if (!layer || !top || layer === top) return;
  liftedFrom.set(node, { layer, index: node.zIndex() });
  node.moveTo(top);
  top.visible(true);
  layer.batchDraw();
}

/** Puts a dropped marker back in its layer, at its place. */
function dropFromDragLayer(node: Konva.Node): void {
  const from = liftedFrom.get(node);
  if (!from) return;
  liftedFrom.delete(node);
  const top = node.getLayer();
  node.moveTo(from.layer);
  node.zIndex(Math.min(from.index, from.layer.children.length - 1));
  top?.visible(false);
  from.layer.batchDraw();
}

/** Props of MarkerNode. */
export interface MarkerNodeProps {
  marker: Marker;
  draggable: boolean;
  /** Rotation that keeps the number upright on a turned board. */
  upright?: number;
  onMoved: (id: string, x: number, y: number) => void;
}

/** A draggable team marker: a disc with its number, or an icon. One history step per drag (on drop). */
export const MarkerNode = memo(function MarkerNode({ marker, draggable, upright = 0, onMoved }: MarkerNodeProps) {
  const { x, y, scale, background, color, face } = marker;
  // Drag positions are in screen pixels: keep the marker on the displayed board, turned or not.
  const bound = (pos: Konva.Vector2d, node: Konva.Node): Konva.Vector2d => {
    const stage = node.getStage();
    const w = stage?.width() ?? LIMITS.canvas.width;
    const h = stage?.height() ?? LIMITS.canvas.height;
    return { x: Math.min(w, Math.max(0, pos.x)), y: Math.min(h, Math.max(0, pos.y)) };
  };
  return (
    <Group
      name="marker"
      id={marker.id}
      x={x}
      y={y}
      scaleX={scale}
      scaleY={scale}
      rotation={upright}
      draggable={draggable}
      dragBoundFunc={function (this: Konva.Node, pos) {
        return bound(pos, this);
      }}
      onDragStart={(e) => liftToDragLayer(e.target)}
      onDragEnd={(e) => {
        dropFromDragLayer(e.target);
        onMoved(marker.id, e.target.x(), e.target.y());
      }}
      onMouseEnter={(e) => {
        const c = e.target.getStage()?.container();
        if (c && draggable) c.style.cursor = 'grab';
      }}
      onMouseLeave={(e) => {
        const c = e.target.getStage()?.container();
        if (c) c.style.cursor = '';
      }}
    >
      {face.kind === 'number' ? (
        <>
          <Circle radius={R} fill={background} stroke="rgba(0,0,0,0.55)" strokeWidth={5} shadowColor="#000" shadowBlur={8} shadowOpacity={0.35} shadowOffsetY={3} />
          <Text
            text={String(face.number)}
            width={R * 2}
            height={R * 2}
            x={-R}
            y={-R}
            align="center"
            verticalAlign="middle"
            fontSize={face.number >= 100 ? 46 : 58}
            fontStyle="bold"
            fontFamily="Inter, system-ui, sans-serif"
            fill={color}
            listening={false}
          />
        </>
      ) : (
        <IconFace icon={face.icon} />
      )}
    </Group>
  );
});
