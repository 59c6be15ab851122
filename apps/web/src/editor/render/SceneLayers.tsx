import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import { Layer } from 'react-konva';
import { ObjectNode } from './ObjectNode.tsx';
import type { ObjectHandlers } from './ObjectNode.tsx';
import { SceneBackground } from './SceneBackground.tsx';

const noop = () => undefined;
const readOnly: ObjectHandlers = { onPointerDown: noop, onDragEnd: noop, onTransformEnd: noop };

/**
 * A scene drawn read-only in the editor's layers (background, objects, ui: the names the PNG
 * export and the animation compositor look for), for a Stage that only shows it.
 */
export function SceneLayers({ doc }: { doc: SceneDocument }) {
  return (
    <>
      <Layer listening={false} name="background">
        <SceneBackground src={doc.backgroundImage} />
      </Layer>
      <Layer name="objects" listening={false}>
        {doc.objects.map((o) => (
          <ObjectNode key={o.id} object={o} draggable={false} handlers={readOnly} />
        ))}
      </Layer>
      <Layer name="ui" listening={false} />
    </>
  );
}
