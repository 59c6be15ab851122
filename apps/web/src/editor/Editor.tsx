import { Box, Group, Paper, Stack } from '@mantine/core';
import { useElementSize, useMediaQuery, useViewportSize } from '@mantine/hooks';
import { LIMITS } from '@prancheta/shared';
import type { Sport } from '@prancheta/shared';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import type Konva from 'konva';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { canvasDisplayWidth } from './canvasSize.ts';
import { InfoDialog } from './dialogs/InfoDialog.tsx';
import { PresetDialog } from './dialogs/PresetDialog.tsx';
import { ShortcutsDialog } from './dialogs/ShortcutsDialog.tsx';
import { Palette } from './Palette.tsx';
import { PropertiesPanel } from './panels/PropertiesPanel.tsx';
import { EditorCanvas } from './render/EditorCanvas.tsx';
import { addObjects } from './state/docOps.ts';
import type { EditorStore } from './state/store.ts';
import type { EditorState } from './state/types.ts';
import { Toolbar } from './Toolbar.tsx';
import { objectFromPalette, parsePaletteItem } from './tools/palette.ts';
import { freeSpot } from './tools/placement.ts';
import type { PaletteItem } from './tools/palette.ts';
import { useEditorKeys } from './useEditorKeys.ts';

/** Read-only hook for browser tests and benchmarks: the document and state as the editor holds them. */
export interface EditorTestHook {
  getDocument: () => SceneDocument;
  getState: () => EditorState;
  /** Internal canvas coordinates -> page coordinates of the canvas (to click or drag at an object). */
  toPage: (x: number, y: number) => { x: number; y: number };
}

declare global {
  interface Window {
    __pranchetaEditor?: EditorTestHook;
  }
}

/**
 * The drawing editor: tool strip, the field canvas, the side panels and the properties of the
 * selection. Reusable by formations, exercises and videos: the page owns loading and saving.
 */
export function Editor({
  store,
  sport,
  onStage,
  aside,
  overlay,
}: {
  store: EditorStore;
  sport: Sport;
  onStage?: (stage: Konva.Stage | null) => void;
  aside?: ReactNode;
  overlay?: ReactNode;
}) {
  const wide = useMediaQuery('(min-width: 68em)', true);
  const { ref: canvasBox, width: boxWidth } = useElementSize();
  const [shortcuts, setShortcuts] = useState(false);
  const [info, setInfo] = useState(false);
  const [presets, setPresets] = useState(false);
  const placed = useRef(0);
  const canvasRef = useRef<HTMLDivElement | null>(null);
  const { height: viewportHeight } = useViewportSize();
  const displayWidth = canvasDisplayWidth(boxWidth, viewportHeight, wide);
  const displayHeight = (displayWidth * LIMITS.canvas.height) / LIMITS.canvas.width;

  const onHelp = useCallback(() => setShortcuts(true), []);
  useEditorKeys(store, { enabled: !shortcuts && !info && !presets, onHelp });

  const place = useCallback(
    async (item: PaletteItem, x?: number, y?: number) => {
      const made = await objectFromPalette(item, x ?? LIMITS.canvas.width / 2, y ?? LIMITS.canvas.height / 2);
      const s = store.getState();
      // A click (no drop point) puts the object at the next free spot instead of piling up at the centre.
      const object = x === undefined || y === undefined ? { ...made, ...freeSpot(s.doc.objects, Math.max(made.width, made.height), placed.current++) } : made;
      store.apply({ doc: addObjects(s.doc, [object]), selection: [object.id], tool: 'select', commit: true });
    },
    [store],
  );

  const onDropItem = useCallback(
    (data: string, x: number, y: number) => {
      const item = parsePaletteItem(data);
      if (item) void place(item, x, y);
    },
    [place],
  );

  useEffect(() => {
    window.__pranchetaEditor = {
      getDocument: () => store.getState().doc,
      getState: () => store.getState(),
      toPage: (x, y) => {
        const rect = canvasRef.current?.getBoundingClientRect();
        const k = (rect?.width ?? LIMITS.canvas.displayWidth) / LIMITS.canvas.width;
        return { x: (rect?.left ?? 0) + x * k, y: (rect?.top ?? 0) + y * k };
      },
    };
    return () => {
      delete window.__pranchetaEditor;
    };
  }, [store]);

  const canvas = (
    <Box ref={canvasBox} style={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
      <Paper ref={canvasRef} radius="md" shadow="md" style={{ overflow: 'hidden', width: displayWidth, height: displayHeight, lineHeight: 0, position: 'relative' }}>
        <EditorCanvas store={store} displayWidth={displayWidth} onStage={onStage} onDropItem={onDropItem} onEditObject={() => undefined} />
        {/* Drawn over the canvas (the others' cursors while drawing together). */}
        {overlay}
      </Paper>
    </Box>
  );

  const side = (
    <Stack gap="sm" w={wide ? 360 : '100%'} style={{ flexShrink: 0 }}>
      <Paper withBorder radius="md" p="xs">
        <Palette store={store} sport={sport} onPlace={(item) => void place(item)} height={wide ? Math.max(220, displayHeight - 170) : 420} />
      </Paper>
      <PropertiesPanel store={store} />
      {aside}
    </Stack>
  );

  return (
    <>
      {wide ? (
        <Group align="flex-start" gap="md" wrap="nowrap" justify="center">
          <Paper withBorder radius="md" p={6}>
            <Toolbar store={store} onShortcuts={() => setShortcuts(true)} onInfo={() => setInfo(true)} onPresets={() => setPresets(true)} />
          </Paper>
          {canvas}
          {side}
        </Group>
      ) : (
        <Stack gap="sm">
          <Paper withBorder radius="md" p={6}>
            <Toolbar store={store} horizontal onShortcuts={() => setShortcuts(true)} onInfo={() => setInfo(true)} onPresets={() => setPresets(true)} />
          </Paper>
          <Group justify="center">{canvas}</Group>
          {side}
        </Stack>
      )}
      <ShortcutsDialog opened={shortcuts} onClose={() => setShortcuts(false)} />
      <InfoDialog opened={info} onClose={() => setInfo(false)} />
      <PresetDialog opened={presets} onClose={() => setPresets(false)} store={store} sport={sport} />
    </>
  );
}
