import type { SceneObject, ShirtObject } from '@prancheta/shared/scene/index.ts';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { memo } from 'react';
import { Arrow, Ellipse, Group, Image as KImage, Line, Rect, Text } from 'react-konva';
import { useSceneImage } from './imageCache.ts';
import { CAPTION_FONT } from './measureText.ts';

/** Events a rendered object forwards to the canvas controller. */
export interface ObjectHandlers {
  onPointerDown: (id: string, e: KonvaEventObject<MouseEvent | TouchEvent>) => void;
  onDragEnd: (id: string, node: Konva.Node) => void;
  onTransformEnd: (id: string, node: Konva.Node) => void;
  onDblClick?: (id: string) => void;
}

interface Props {
  object: SceneObject;
  draggable: boolean;
  handlers: ObjectHandlers;
}

function dash(on: boolean, width: number): number[] | undefined {
  return on ? [width * 3, width * 2.2] : undefined;
}

function Sprite({ src, width, height }: { src: string; width: number; height: number }) {
  const img = useSceneImage(src);
  if (!img) return <Rect width={width} height={height} fill="rgba(255,255,255,0.25)" cornerRadius={8} />;
  return <KImage image={img} width={width} height={height} />;
}

/**
 * Where the shirt's name and number sit, as on a shirt's back: the name across the shoulders below the
 * collar (the sprite's collar ends near 20% of its height), the number centred on the chest below it.
 */
export function shirtTextLayout(o: Pick<ShirtObject, 'width' | 'height' | 'name' | 'numberFontSize' | 'nameFontSize'>) {
  const k = o.width / 45;
  const nameSize = o.nameFontSize * k;
  const numberSize = o.numberFontSize * k;
  const nameY = o.height * 0.23;
  const numberCentre = o.name ? o.height * 0.6 : o.height * 0.52;
  const numberY = Math.max(o.name ? nameY + nameSize * 1.05 : o.height * 0.22, numberCentre - numberSize / 2);
  return { nameSize, nameY, numberSize, numberY };
}

function Shirt({ o }: { o: ShirtObject }) {
  const l = shirtTextLayout(o);
  return (
    <>
      <Sprite src={o.src} width={o.width} height={o.height} />
      <Text text={o.name} width={o.width} y={l.nameY} align="center" fontSize={l.nameSize} fontStyle="bold" fill={o.textColour} listening={false} wrap="none" ellipsis />
      <Text text={o.number} width={o.width} y={l.numberY} align="center" fontSize={l.numberSize} fontStyle="bold" fill={o.textColour} listening={false} />
    </>
  );
}

function Body({ o }: { o: SceneObject }) {
  switch (o.type) {
    case 'player':
    case 'goalkeeper':
    case 'item':
    case 'image':
      return <Sprite src={o.src} width={o.width} height={o.height} />;
    case 'shirt':
      return <Shirt o={o} />;
    case 'text':
      return <Text text={o.text} width={o.width} height={o.height} fontSize={o.fontSize} fontStyle={o.fontStyle} fontFamily={o.fontFamily} align={o.align} verticalAlign="middle" fill={o.fill} wrap="none" />;
    case 'caption':
      // User text drawn on the canvas as text (never markup), centred on its box.
      return (
        <>
          <Rect width={o.width} height={o.height} fill={o.background === 'transparent' ? undefined : o.background} cornerRadius={o.fontSize * 0.3} />
          <Text text={o.text} width={o.width} height={o.height} fontSize={o.fontSize} fontStyle="bold" fontFamily={CAPTION_FONT} align="center" verticalAlign="middle" lineHeight={1} fill={o.fill} wrap="none" />
        </>
      );
    case 'shape':
      return o.shape === 'rect' ? (
        <Rect width={o.width} height={o.height} stroke={o.stroke} strokeWidth={o.strokeWidth} fill={o.fill === 'transparent' ? undefined : o.fill} strokeScaleEnabled={false} />
      ) : (
        <Ellipse x={o.width / 2} y={o.height / 2} radiusX={o.width / 2} radiusY={o.height / 2} stroke={o.stroke} strokeWidth={o.strokeWidth} fill={o.fill === 'transparent' ? undefined : o.fill} strokeScaleEnabled={false} />
      );
    case 'line':
      return <Line points={o.points} stroke={o.stroke} strokeWidth={o.strokeWidth} dash={dash(o.variant === 'dashed', o.strokeWidth)} lineCap="round" hitStrokeWidth={Math.max(18, o.strokeWidth)} />;
    case 'arrow':
      return (
        <Arrow
          points={o.points}
          stroke={o.stroke}
          fill={o.stroke}
          strokeWidth={o.strokeWidth}
          pointerLength={8 + o.strokeWidth * 2}
          pointerWidth={8 + o.strokeWidth * 2}
          dash={dash(o.variant === 'dashed', o.strokeWidth)}
          lineCap="round"
          hitStrokeWidth={Math.max(18, o.strokeWidth)}
        />
      );
    case 'curve':
      return o.arrowHead ? (
        <Arrow points={o.points} tension={0.5} stroke={o.stroke} fill={o.stroke} strokeWidth={o.strokeWidth} pointerLength={8 + o.strokeWidth * 2} pointerWidth={8 + o.strokeWidth * 2} dash={dash(o.dashed, o.strokeWidth)} lineCap="round" hitStrokeWidth={Math.max(18, o.strokeWidth)} name="curve-line" />
      ) : (
        <Line points={o.points} tension={0.5} stroke={o.stroke} strokeWidth={o.strokeWidth} dash={dash(o.dashed, o.strokeWidth)} lineCap="round" hitStrokeWidth={Math.max(18, o.strokeWidth)} name="curve-line" />
      );
    case 'freehand':
      return <Line points={o.points} stroke={o.stroke} strokeWidth={o.strokeWidth} tension={0.4} lineCap="round" lineJoin="round" hitStrokeWidth={Math.max(18, o.strokeWidth)} />;
  }
}

/** True for objects positioned by their centre (everything except point-based lines). */
function centred(o: SceneObject): boolean {
  return o.type !== 'line' && o.type !== 'arrow' && o.type !== 'curve' && o.type !== 'freehand';
}

/**
 * One scene object as a Konva group: position, scale and rotation come from the document; the
 * body is drawn by type. Memoized on the object, so a change re-renders only what changed.
 */
export const ObjectNode = memo(function ObjectNode({ object: o, draggable, handlers }: Props) {
  const c = centred(o);
  return (
    <Group
      id={o.id}
      name="scene-object"
      x={o.x}
      y={o.y}
      offsetX={c ? o.width / 2 : 0}
      offsetY={c ? o.height / 2 : 0}
      scaleX={o.scaleX}
      scaleY={o.scaleY}
      rotation={o.rotation}
      visible={o.visible}
      draggable={draggable}
      onMouseDown={(e) => handlers.onPointerDown(o.id, e)}
      onTouchStart={(e) => handlers.onPointerDown(o.id, e)}
      onDragEnd={(e) => handlers.onDragEnd(o.id, e.target)}
      onTransformEnd={(e) => handlers.onTransformEnd(o.id, e.target)}
      onDblClick={() => handlers.onDblClick?.(o.id)}
      onDblTap={() => handlers.onDblClick?.(o.id)}
    >
      <Body o={o} />
    </Group>
  );
});
