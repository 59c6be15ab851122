import { LIMITS } from '@prancheta/shared';
import { round } from '@prancheta/shared/scene/index.ts';
import type { CurveObject, SceneObject } from '@prancheta/shared/scene/index.ts';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
// Registers Konva's Transformer class for react-konva's <Transformer>: only the editor draws it.
import 'konva/lib/shapes/Transformer.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DragEvent as ReactDragEvent } from 'react';
import { Arrow, Layer, Line, Rect, Stage, Transformer } from 'react-konva';
import { addObjects, updateObjects } from '../state/docOps.ts';
import type { EditorStore } from '../state/store.ts';
import { useEditorState } from '../state/store.ts';
import { extendGesture, finishGesture } from '../tools/drawing.ts';
import type { DrawingGesture } from '../tools/drawing.ts';
import { CurveHandles } from './CurveHandles.tsx';
import { boxFromCorners, intersects } from './geometry.ts';
import type { Box } from './geometry.ts';
import { ObjectNode } from './ObjectNode.tsx';
import { SceneBackground } from './SceneBackground.tsx';
import type { ObjectHandlers } from './ObjectNode.tsx';

const W = LIMITS.canvas.width;
const H = LIMITS.canvas.height;

/** Props of the canvas. */
export interface EditorCanvasProps {
  store: EditorStore;
  /** Displayed width in CSS px; the height follows the 4:3 ratio. */
  displayWidth: number;
  /** Receives the Konva stage (for PNG export) once mounted. */
  onStage?: (stage: Konva.Stage | null) => void;
  /** A palette item was dropped on the canvas at an internal position. */
  onDropItem?: (data: string, x: number, y: number) => void;
  /** Double-click on an object (e.g. to edit a text). */
  onEditObject?: (id: string) => void;
}

/**
 * The drawing surface: the field as background, the scene objects, the selection transformer,
 * box selection, curve handles and the stroke being drawn. Everything drawn comes from the store's
 * document; drags and transforms move Konva nodes in place and commit once when they end.
 */
export function EditorCanvas({ store, displayWidth, onStage, onDropItem, onEditObject }: EditorCanvasProps) {
  const doc = useEditorState(store, (s) => s.doc);
  const selection = useEditorState(store, (s) => s.selection);
  const tool = useEditorState(store, (s) => s.tool);
  const style = useEditorState(store, (s) => s.style);
  const stageRef = useRef<Konva.Stage | null>(null);
  const objectsRef = useRef<Konva.Layer | null>(null);
  const transformerRef = useRef<Konva.Transformer | null>(null);
  const [gesture, setGesture] = useState<DrawingGesture | null>(null);
  const [band, setBand] = useState<{ x1: number; y1: number; x2: number; y2: number; additive: boolean } | null>(null);
  const [, forceHandles] = useState(0);
  const scale = displayWidth / W;

  const setStage = useCallback(
    (stage: Konva.Stage | null) => {
      stageRef.current = stage;
      onStage?.(stage);
    },
    [onStage],
  );

  // Attach the transformer to the selected nodes after every render that changes them.
  useEffect(() => {
    const tr = transformerRef.current;
    const layer = objectsRef.current;
    if (!tr || !layer) return;
    const nodes = selection.map((id) => layer.findOne<Konva.Group>(`#${id}`)).filter((n): n is Konva.Group => !!n);
    tr.nodes(nodes);
    tr.getLayer()?.batchDraw();
    forceHandles((n) => n + 1);
  }, [selection, doc]);

  const pointer = (): { x: number; y: number } | null => {
    const p = stageRef.current?.getRelativePointerPosition();
    return p ? { x: round(p.x), y: round(p.y) } : null;
  };

  const handlers: ObjectHandlers = useMemo(
    () => ({
      onPointerDown: (id, e) => {
        const s = store.getState();
        if (s.tool !== 'select') return;
        e.cancelBubble = true;
        const shift = 'shiftKey' in e.evt && e.evt.shiftKey;
        if (shift) {
          const selected = s.selection.includes(id) ? s.selection.filter((x) => x !== id) : [...s.selection, id];
          store.apply({ selection: selected, commit: false });
        } else if (!s.selection.includes(id)) {
          store.apply({ selection: [id], commit: false });
        }
      },
      onDragEnd: (id) => {
        const layer = objectsRef.current;
        const s = store.getState();
        if (!layer) return;
        const ids = s.selection.includes(id) ? s.selection : [id];
        const patches: Record<string, Partial<SceneObject>> = {};
        for (const oid of ids) {
          const node = layer.findOne(`#${oid}`);
          if (node) patches[oid] = { x: round(node.x()), y: round(node.y()) };
        }
        store.apply({ doc: updateObjects(s.doc, patches), commit: true });
      },
      onTransformEnd: () => {
        // Handled once for all nodes by the transformer (see below).
      },
      onDblClick: (id) => onEditObject?.(id),
    }),
    [store, onEditObject],
  );

  const commitTransform = () => {
    const tr = transformerRef.current;
    if (!tr) return;
    const patches: Record<string, Partial<SceneObject>> = {};
    for (const node of tr.nodes()) {
      patches[node.id()] = {
        x: round(node.x()),
        y: round(node.y()),
        scaleX: Math.max(0.01, round(Math.abs(node.scaleX()))),
        scaleY: Math.max(0.01, round(Math.abs(node.scaleY()))),
        rotation: round(node.rotation()),
      };
    }
    const s = store.getState();
    store.apply({ doc: updateObjects(s.doc, patches), commit: true });
  };

  const onStageDown = (e: KonvaEventObject<MouseEvent | TouchEvent>) => {
    const p = pointer();
    if (!p) return;
    const s = store.getState();
    if (s.tool !== 'select') {
      setGesture({ tool: s.tool, points: [p.x, p.y] });
      return;
    }
    // Clicks on objects are handled by the objects; this is the empty field (or background).
    if (e.target.findAncestor('Transformer') || e.target.hasName('curve-handle')) return;
    const additive = 'shiftKey' in e.evt && e.evt.shiftKey;
    if (!additive && s.selection.length) store.apply({ selection: [], commit: false });
    setBand({ x1: p.x, y1: p.y, x2: p.x, y2: p.y, additive });
  };

  const onStageMove = () => {
    if (!gesture && !band) return;
    const p = pointer();
    if (!p) return;
    if (gesture) setGesture((g) => (g ? extendGesture(g, p.x, p.y) : g));
    if (band) setBand((b) => (b ? { ...b, x2: p.x, y2: p.y } : b));
  };

  const onStageUp = () => {
    const s = store.getState();
    if (gesture) {
      const made = finishGesture(gesture, s.style);
      setGesture(null);
      if (made) store.apply({ doc: addObjects(s.doc, [made]), selection: [], commit: true });
    }
    if (band) {
      const area: Box = boxFromCorners(band.x1, band.y1, band.x2, band.y2);
      setBand(null);
      if (area.width < 3 && area.height < 3) return;
      const layer = objectsRef.current;
      if (!layer) return;
      const hits = layer
        .find('.scene-object')
        .filter((n) => n.visible() && intersects(area, n.getClientRect({ relativeTo: layer })))
        .map((n) => n.id());
      store.apply({ selection: band.additive ? [...new Set([...s.selection, ...hits])] : hits, commit: false });
    }
  };

  const onDragOver = (e: ReactDragEvent) => {
    if (e.dataTransfer.types.includes('application/x-prancheta')) {
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    }
  };
  const onDrop = (e: ReactDragEvent) => {
    const data = e.dataTransfer.getData('application/x-prancheta');
    const stage = stageRef.current;
    if (!data || !stage) return;
    e.preventDefault();
    stage.setPointersPositions(e.nativeEvent);
    const p = stage.getRelativePointerPosition();
    if (p) onDropItem?.(data, round(p.x), round(p.y));
  };

  const selectedCurve: CurveObject | null =
    tool === 'select' && selection.length === 1 ? ((doc.objects.find((o) => o.id === selection[0] && o.type === 'curve') as CurveObject | undefined) ?? null) : null;

  const preview = gesture ? finishGesture(gesture, style) : null;
  const previewDash = (on: boolean) => (on ? [style.strokeWidth * 3, style.strokeWidth * 2.2] : undefined);

  return (
    <div onDragOver={onDragOver} onDrop={onDrop} style={{ width: displayWidth, height: (displayWidth * H) / W, cursor: tool === 'select' ? 'default' : 'crosshair', touchAction: 'none' }} data-testid="editor-canvas">
      <Stage
        ref={setStage}
        width={displayWidth}
        height={(displayWidth * H) / W}
        scaleX={scale}
        scaleY={scale}
        onMouseDown={onStageDown}
        onTouchStart={onStageDown}
        onMouseMove={onStageMove}
        onTouchMove={onStageMove}
        onMouseUp={onStageUp}
        onTouchEnd={onStageUp}
        onMouseLeave={onStageUp}
      >
        <Layer listening={false} name="background">
          <SceneBackground src={doc.backgroundImage} />
        </Layer>
        <Layer ref={objectsRef} name="objects">
          {doc.objects.map((o) => (
            <ObjectNode key={o.id} object={o} draggable={tool === 'select'} handlers={handlers} />
          ))}
        </Layer>
        <Layer name="ui">
          <Transformer
            ref={transformerRef}
            name="transformer"
            rotateEnabled
            keepRatio
            flipEnabled={false}
            anchorSize={12}
            anchorCornerRadius={6}
            borderStroke="#1d4ed8"
            anchorStroke="#1d4ed8"
            rotateAnchorOffset={28}
            ignoreStroke
            boundBoxFunc={(oldBox, newBox) => (Math.abs(newBox.width) < 8 || Math.abs(newBox.height) < 8 ? oldBox : newBox)}
            onTransformEnd={commitTransform}
          />
          {selectedCurve ? (
            <CurveHandles curve={selectedCurve} stage={stageRef.current} scale={scale} onCommit={(points) => store.apply({ doc: updateObjects(store.getState().doc, { [selectedCurve.id]: { points } }), commit: true })} />
          ) : null}
          {band ? (
            <Rect {...boxFromCorners(band.x1, band.y1, band.x2, band.y2)} fill="rgba(37,99,235,0.12)" stroke="#2563eb" strokeWidth={1 / scale} dash={[6 / scale, 4 / scale]} listening={false} />
          ) : null}
          {preview ? (
            preview.type === 'arrow' ? (
              <Arrow x={preview.x} y={preview.y} points={preview.points} stroke={style.stroke} fill={style.stroke} strokeWidth={style.strokeWidth} pointerLength={8 + style.strokeWidth * 2} pointerWidth={8 + style.strokeWidth * 2} dash={previewDash(preview.variant === 'dashed')} listening={false} />
            ) : preview.type === 'line' || preview.type === 'curve' || preview.type === 'freehand' ? (
              <Line x={preview.x} y={preview.y} points={preview.points} tension={preview.type === 'curve' ? 0.5 : preview.type === 'freehand' ? 0.4 : 0} stroke={style.stroke} strokeWidth={style.strokeWidth} lineCap="round" dash={previewDash(preview.type === 'line' && preview.variant === 'dashed')} listening={false} />
            ) : null
          ) : null}
        </Layer>
      </Stage>
    </div>
  );
}
