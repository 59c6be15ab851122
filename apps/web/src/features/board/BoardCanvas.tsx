import type Konva from 'konva';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { Ref } from 'react';
import { Arrow, Circle, Layer, Line, Stage } from 'react-konva';
import { turnedStage } from '../../components/konva/turnedStage.ts';
import { LIMITS } from '@prancheta/shared';
import { addStroke, MARKER_BASE_SIZE, markersAt, moveMarker, normaliseLineWidth, removeMarkers, removeStrokes, strokesAt } from './model.ts';
import type { BoardDoc, Stroke } from './model.ts';
import { FIELD_GREEN } from './boardFrame.ts';
import { DRAG_LAYER, MarkerNode } from './MarkerNode.tsx';
import { dashFor, headFor, isStraight, StrokeShape } from './StrokeShape.tsx';
import { ERASER_TOLERANCE, MIN_POINT_GAP, newId } from './tools.ts';
import type { Tool } from './tools.ts';

const W = LIMITS.canvas.width;
const H = LIMITS.canvas.height;

/** Props of BoardCanvas. */
export interface BoardCanvasProps {
  doc: BoardDoc;
  tool: Tool;
  color: string;
  lineWidth: number;
  field: HTMLImageElement | null;
  /** Displayed length of the board's long side in CSS px; the short side follows 4:3. */
  displayWidth: number;
  /**
   * Portrait: the field is turned a quarter clockwise so it fills a phone held upright. The
   * document keeps its landscape coordinates, so players and strokes map back when it rotates.
   */
  rotated?: boolean;
  /** Called once per gesture with the next document. */
  onCommit: (next: BoardDoc) => void;
  stageRef?: Ref<Konva.Stage>;
  /** The marker chosen with the keyboard (N / Shift+N), ringed. */
  selectedMarker?: string | null;
  /** Shows the board only: no drawing, erasing or dragging (a live session's viewers). */
  readOnly?: boolean;
  /** A stroke being drawn elsewhere (the presenter's, shown to live viewers before it is committed). */
  ink?: Omit<Stroke, 'id'> | null;
  /** Hears the stroke being drawn at each pointer move, and null when it ends (live presenting). */
  onInk?: (ink: Omit<Stroke, 'id'> | null) => void;
}

/**
 * The field "contain" on a pitch-green background, as a picture element behind the canvases, in the
 * stage's place and turned with it: the browser rasterises the artwork (an SVG) off the main
 * thread, where Konva's drawImage made it rasterise the SVG in the task that draws the board, and
 * again at each redraw of that layer. The canvases above it are transparent.
 */
const FieldBackground = memo(function FieldBackground({ field, long, short, rotated }: { field: HTMLImageElement | null; long: number; short: number; rotated: boolean }) {
  return (
    <div
      aria-hidden
      style={{
        position: 'absolute',
        left: 0,
        top: 0,
        width: long,
        height: short,
        background: FIELD_GREEN,
        transformOrigin: '0 0',
        transform: rotated ? `translateX(${short}px) rotate(90deg)` : undefined,
        pointerEvents: 'none',
      }}
    >
      {field ? (
        <img src={field.src} alt="" data-testid="board-field-picture" draggable={false} style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }} />
      ) : null}
    </div>
  );
});

/** A two-tone ring (visible on grass and on white lines) around the marker chosen with the keyboard. */
function SelectionRing({ marker }: { marker: { x: number; y: number; scale: number } | null }) {
  if (!marker) return null;
  const r = (MARKER_BASE_SIZE * marker.scale) / 2 + 10;
  return (
    <Layer listening={false}>
      <Circle x={marker.x} y={marker.y} radius={r} stroke="#000000" strokeWidth={10} opacity={0.6} />
      <Circle x={marker.x} y={marker.y} radius={r} stroke="#ffd43b" strokeWidth={5} dash={[14, 8]} />
    </Layer>
  );
}

/**
 * The finished strokes: a layer that only redraws when the strokes change, never while drawing.
 */
const StrokesLayer = memo(function StrokesLayer({ strokes, hidden }: { strokes: readonly Stroke[]; hidden: ReadonlySet<string> }) {
  return <Layer listening={false}>{strokes.map((s) => (hidden.has(s.id) ? null : <StrokeShape key={s.id} stroke={s} />))}</Layer>;
});

type Gesture = { kind: 'draw'; pointerId: number; points: number[] } | { kind: 'erase'; pointerId: number; strokes: Set<string>; markers: Set<string> };

/**
 * The Konva board: field, strokes, markers and a separate live layer for the stroke being drawn,
 * updated imperatively so a long stroke on a busy board repaints only that layer. Mouse, pen and
 * touch go through pointer events; a gesture commits exactly one history step.
 */
export function BoardCanvas({
  doc,
  tool,
  color,
  lineWidth,
  field,
  displayWidth,
  rotated = false,
  onCommit,
  stageRef,
  selectedMarker = null,
  readOnly = false,
  ink = null,
  onInk,
}: BoardCanvasProps) {
  const scale = displayWidth / W;
  const longSide = Math.round(displayWidth);
  const shortSide = Math.round((displayWidth * H) / W);
  const gesture = useRef<Gesture | null>(null);
  const liveLine = useRef<Konva.Line>(null);
  const liveArrow = useRef<Konva.Arrow>(null);
  const [erased, setErased] = useState<ReadonlySet<string>>(new Set());
  const docRef = useRef(doc);
  docRef.current = doc;
  const width = normaliseLineWidth(lineWidth);
  const arrowTool = tool === 'arrow' || tool === 'adash';
  // The layers for the stroke being drawn and the marker being dragged come with the first touch:
  // each allocates a board-sized canvas (about ten milliseconds apiece in Chromium at a phone's
  // pixel ratio, in the task that first draws the board), and a board only looked at needs
  // neither. They are in before the finger moves; if not, that first stroke's preview starts a
  // move later and that first drag moves the marker in its own layer, and both still commit.
  const [touched, setTouched] = useState(false);

  // The pointer in document coordinates (through the stage's scale and rotation).
  const boardPoint = (stage: Konva.Stage): { x: number; y: number } | null => {
    const p = stage.getRelativePointerPosition();
    if (!p) return null;
    return { x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 };
  };

  const live = (): Konva.Line | null => (arrowTool ? liveArrow.current : liveLine.current);

  const eraseAt = (x: number, y: number, g: Extract<Gesture, { kind: 'erase' }>) => {
    const d = docRef.current;
    let changed = false;
    for (const id of strokesAt(d, x, y, ERASER_TOLERANCE / Math.max(scale, 0.25)))
      if (!g.strokes.has(id)) {
        g.strokes.add(id);
        changed = true;
      }
    for (const id of markersAt(d, x, y))
      if (!g.markers.has(id)) {
        g.markers.add(id);
        changed = true;
      }
    if (changed) setErased(new Set([...g.strokes, ...g.markers]));
  };

  const finish = useCallback(() => {
    const g = gesture.current;
    gesture.current = null;
    if (!g) return;
    if (g.kind === 'erase') {
      setErased(new Set());
      const next = removeMarkers(removeStrokes(docRef.current, g.strokes), g.markers);
      if (next !== docRef.current) onCommit(next);
      return;
    }
    const node = live();
    node?.points([]);
    node?.visible(false);
    node?.getLayer()?.visible(false);
    onInk?.(null);
    const pts = g.points;
    if (pts.length < 4) {
      if (pts.length === 2 && tool === 'free')
        pts.push(pts[0]! + 0.1, pts[1]!); // a tap leaves a dot
      else return;
    }
    if (isStraight(tool as Stroke['mode']) && Math.hypot(pts[2]! - pts[0]!, pts[3]! - pts[1]!) < 3) return;
    onCommit(addStroke(docRef.current, { id: newId('s'), mode: tool as Stroke['mode'], points: pts, color, width }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tool, color, width, onCommit, arrowTool, onInk]);

  useEffect(() => {
    const end = (e: PointerEvent) => {
      if (gesture.current && e.pointerId === gesture.current.pointerId) finish();
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [finish]);

  const onDown = (e: Konva.KonvaEventObject<PointerEvent>) => {
    if (!touched) setTouched(true);
    if (gesture.current || tool === 'move') return;
    if (e.evt.pointerType === 'mouse' && e.evt.button !== 0) return;
    const stage = e.target.getStage();
    if (!stage) return;
    const p = boardPoint(stage);
    if (!p) return;
    if (tool === 'eraser') {
      const g: Gesture = { kind: 'erase', pointerId: e.evt.pointerId, strokes: new Set(), markers: new Set() };
      gesture.current = g;
      eraseAt(p.x, p.y, g);
      return;
    }
    if (e.target !== stage && e.target.findAncestor('.marker', true)) return; // grabbing a marker drags it
    gesture.current = { kind: 'draw', pointerId: e.evt.pointerId, points: [p.x, p.y] };
    const node = live();
    if (node) {
      node.points([p.x, p.y, p.x, p.y]);
      node.visible(true);
      node.getLayer()?.visible(true);
      node.getLayer()?.batchDraw();
    }
  };

  const onMove = (e: Konva.KonvaEventObject<PointerEvent>) => {
    const g = gesture.current;
    if (!g || e.evt.pointerId !== g.pointerId) return;
    const stage = e.target.getStage();
    if (!stage) return;
    const p = boardPoint(stage);
    if (!p) return;
    if (g.kind === 'erase') {
      eraseAt(p.x, p.y, g);
      return;
    }
    const pts = g.points;
    if (tool === 'free') {
      const lx = pts[pts.length - 2]!;
      const ly = pts[pts.length - 1]!;
      if (Math.abs(p.x - lx) < MIN_POINT_GAP && Math.abs(p.y - ly) < MIN_POINT_GAP) return;
      pts.push(p.x, p.y);
    } else {
      pts.length = 2;
      pts.push(p.x, p.y);
    }
    const node = live();
    if (node) {
      node.points(pts.length === 2 ? [pts[0]!, pts[1]!, pts[0]!, pts[1]!] : pts);
      node.visible(true);
      node.getLayer()?.visible(true);
      node.getLayer()?.batchDraw();
    }
    onInk?.({ mode: tool as Stroke['mode'], points: pts.slice(), color, width });
  };

  const onMoved = useCallback((id: string, x: number, y: number) => onCommit(moveMarker(docRef.current, id, x, y)), [onCommit]);

  const dash = tool === 'dash' || tool === 'adash' ? dashFor(width) : undefined;
  const head = headFor(width);
  // What the live line and the live arrow share: the stroke being drawn, before it is committed.
  const liveInk = { visible: false, stroke: color, strokeWidth: width, lineCap: 'round', lineJoin: 'round', dash, perfectDrawEnabled: false } as const;
  const placed = turnedStage(longSide, shortSide, scale, rotated);
  return (
    <div style={{ position: 'relative', width: placed.width, height: placed.height }}>
      <FieldBackground field={field} long={longSide} short={shortSide} rotated={rotated} />
      <Stage
        ref={stageRef}
        {...placed}
        onPointerDown={readOnly ? undefined : onDown}
        onPointerMove={readOnly ? undefined : onMove}
        listening={!readOnly}
        style={{ position: 'relative', touchAction: readOnly ? 'auto' : 'none', cursor: readOnly || tool === 'move' ? 'default' : tool === 'eraser' ? 'cell' : 'crosshair' }}
      >
        {/* The strokes' and the markers' layers come with their first stroke and marker: each is a
            board-sized canvas (the markers' a hit canvas too), its bitmap allocated when first
            drawn, several milliseconds at a phone's pixel ratio in the task that first draws the
            board, that an empty board does not need. React puts a layer made later in its place
            among the others (react-konva's insertBefore moves its canvas too). */}
        {doc.strokes.length > 0 ? <StrokesLayer strokes={doc.strokes} hidden={erased} /> : null}
        {doc.markers.length > 0 ? (
          <Layer>
            {doc.markers.map((m) =>
              erased.has(m.id) ? null : <MarkerNode key={m.id} marker={m} draggable={!readOnly && tool !== 'eraser'} upright={rotated ? -90 : 0} onMoved={onMoved} />,
            )}
          </Layer>
        ) : null}
        {/* A marker being dragged moves here (MarkerNode), so a move redraws only that marker. */}
        {touched ? <Layer name={DRAG_LAYER} visible={false} /> : null}
        {ink && ink.points.length >= 4 ? (
          <Layer listening={false}>
            <StrokeShape stroke={{ ...ink, id: 'ink' }} />
          </Layer>
        ) : null}
        <SelectionRing marker={doc.markers.find((m) => m.id === selectedMarker && !erased.has(m.id)) ?? null} />
        {/* Shown only during a stroke: an idle page composites one canvas fewer (a phone's first frames). */}
        {touched ? (
          <Layer listening={false} visible={false}>
            <Line ref={liveLine} {...liveInk} tension={tool === 'free' ? 0.35 : 0} />
            <Arrow ref={liveArrow} {...liveInk} points={[]} fill={color} pointerLength={head} pointerWidth={head} />
          </Layer>
        ) : null}
      </Stage>
    </div>
  );
}
