import { Alert, Box, Button, Center, Loader, Stack } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconHome } from '@tabler/icons-react';
import type Konva from 'konva';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '@prancheta/shared';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { elementUrl, useSport } from '../../api/sports.ts';
import type { PresetPick } from '../../components/presets/index.ts';
import { DEFAULT_MARKER_SETTINGS } from './MarkerPanel.tsx';
import type { MarkerSettings } from './MarkerPanel.tsx';
import { addMarkers, normaliseLineWidth } from './model.ts';
import type { Marker, Stroke } from './model.ts';
import { downloadBlob } from '../../components/download.ts';
import { boardSnapshot, snapshotFileName } from './snapshot.ts';
import { Toolbar } from './Toolbar.tsx';
import type { Tool } from './tools.ts';
import { useBoardHistory } from './useBoardHistory.ts';
import { useFullscreen } from '../../components/useFullscreen.ts';
import { useLivePresenter } from '../../components/live/index.ts';
import type { LiveInk, LiveState } from '@prancheta/shared';
import { useHistoryShortcuts } from './useHistoryShortcuts.ts';
import { useMarkerKeys } from './useMarkerKeys.ts';
import { useLoadedImage } from './useLoadedImage.ts';
import { useBoardFormation } from './useBoardFormation.ts';
import { useSaveAsFormation } from './useSaveAsFormation.tsx';
import { boardTeams, mirrorBoard, swapBoardTeams } from './transform.ts';
import { BOARD_FRAME } from './boardFrame.ts';

// The drawing surface (Konva and its React renderer, the page's largest code) is its own file,
// asked for as soon as this page loads (and linked from the page's HTML: routePreloads.ts). It then
// starts up in a task of its own and mounts in a commit of its own, instead of lengthening the
// page's: shorter main-thread tasks while the board opens on a slow phone.
const canvasModule = import('./BoardCanvas.tsx');
canvasModule.catch(() => undefined); // a failed download shows through the lazy component below
const BoardCanvas = lazy(() => canvasModule.then((m) => ({ default: m.BoardCanvas })));

/** No fields yet (a stable empty list while the sport loads). */
const NO_FIELDS: string[] = [];

/**
 * /board?esporte=&camp=&board=1 — the full-screen tactical board (seed 000 §2);
 * /board?formation={id} draws over one of the coach's saved formations.
 */
export default function BoardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sportId = params.get('esporte');
  const sport = useSport(sportId);
  const fields = sport.data?.files.campos ?? NO_FIELDS;
  const [fieldIndex, setFieldIndex] = useState(() => Math.max(0, Number.parseInt(params.get('camp') ?? '0', 10) || 0));
  const fieldPath = fields[fieldIndex] ?? fields[0] ?? null;
  const formationId = params.get('formation');
  const formation = useBoardFormation(formationId);
  const fieldImage = useLoadedImage(!formationId && fieldPath ? elementUrl(fieldPath) : null);
  const field = formationId ? formation.image : fieldImage;

  const { doc, apply, controls } = useBoardHistory();
  const [tool, setTool] = useState<Tool>('free');
  const [color, setColor] = useState<string>(LIMITS.line.defaultColor);
  const [lineWidth, setLineWidth] = useState<number>(LIMITS.line.defaultWidth);
  const [markerSettings, setMarkerSettings] = useState<MarkerSettings>(DEFAULT_MARKER_SETTINGS);
  const fullscreen = useFullscreen();
  const portrait = useMediaQuery('(orientation: portrait)', false, { getInitialValueInEffect: false }) ?? false;
  // A phone held sideways: the side toolbar needs more columns to fit the height.
  const short = useMediaQuery('(max-height: 520px)', false, { getInitialValueInEffect: false }) ?? false;
  const area = useElementSize();
  const stageRef = useRef<Konva.Stage>(null);
  useHistoryShortcuts(controls.undo, controls.redo);
  const selectedMarker = useMarkerKeys(doc, apply, portrait);

  const error = formationId ? formation.error : sport.error;
  const fatal = (!sportId && !formationId) || (error !== null && !(error instanceof ApiError && (error.status === 401 || error.status === 402)));
  const pending = formationId ? formation.pending : sport.isPending;
  const base = formationId ? formation.base : sportId ? { sportId: Number(sportId) || null, background: fieldPath ?? '' } : null;
  const saveAs = useSaveAsFormation(stageRef, doc, base, field);
  useEffect(() => {
    if (error) handleApiError(error, { paymentRedirect: '/profile', fallback: t('board.error') });
  }, [error, t]);

  const onAdd = useCallback((markers: Marker[]) => apply(addMarkers(doc, markers)), [apply, doc]);

  // Live presenting: the board over a formation shows it as that formation; viewers get the field's
  // artwork (the formation's own picture is private to the coach) and every stroke and marker.
  const formationRecord = formationId && /^\d+$/.test(formationId) ? Number(formationId) : null;
  const live = useLivePresenter(formationRecord ? 'formation' : 'board', formationRecord);
  const liveField = formationId ? (formation.base?.background ?? null) : fieldPath;
  // The board's document is readonly data; the message type is the same shape, written mutable by zod.
  const liveState = useMemo(() => ({ kind: 'board', field: liveField || null, doc }) as LiveState, [doc, liveField]);
  const { publish: publishLive, publishInk } = live;
  useEffect(() => publishLive(liveState), [publishLive, liveState]);
  const onInk = useCallback((ink: Omit<Stroke, 'id'> | null) => publishInk(ink as LiveInk | null), [publishInk]);

  const onSnapshot = useCallback(async () => {
    const stage = stageRef.current;
    if (!stage) return;
    try {
      downloadBlob(await boardSnapshot(stage, field), snapshotFileName());
    } catch (err) {
      console.error(err);
      notifications.show({ color: 'red', message: t('errors.internal') });
    }
  }, [t, field]);

  // The toolbar's props keep their identity while what they show is unchanged: the toolbar (a
  // memoised component, a few hundred elements) is then not rendered again when only the board's
  // area is measured or the field's picture arrives.
  const onLineWidth = useCallback((w: number) => setLineWidth(normaliseLineWidth(w)), []);
  const markers = useMemo(() => ({ doc, settings: markerSettings, onSettings: setMarkerSettings, onAdd }), [doc, markerSettings, onAdd]);
  const sportRef = sport.data ? { id: sport.data.id, slug: sport.data.slug } : null;
  const sportKey = sportRef ? `${sportRef.id}:${sportRef.slug}` : '';
  // What the presets panel offers next, kept here while the panel is closed; it belongs to one sport.
  const [heldPick, setHeldPick] = useState<{ sport: string; pick: PresetPick } | null>(null);
  const presetPick = heldPick?.sport === sportKey ? heldPick.pick : null;
  const onPresetPick = useCallback((pick: PresetPick) => setHeldPick({ sport: sportKey, pick }), [sportKey]);
  const team = useMemo(
    () => ({
      presets: { sport: sportRef, fieldPath, scale: markerSettings.scale, pick: presetPick, onPick: onPresetPick, onAdd },
      onMirror: (axis: 'horizontal' | 'vertical') => apply(mirrorBoard(doc, axis)),
      onSwap: () => apply(swapBoardTeams(doc)),
      canSwap: boardTeams(doc) !== null,
      canMirror: doc.markers.length + doc.strokes.length > 0,
    }),
    // sportRef is rebuilt every render; its content is sportKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sportKey, fieldPath, markerSettings.scale, presetPick, onPresetPick, onAdd, apply, doc],
  );
  const onHome = useCallback(() => navigate('/'), [navigate]);
  const onSnapshotClick = useCallback(() => void onSnapshot(), [onSnapshot]);

  const maxW = Math.max(0, area.width - 8);
  const maxH = Math.max(0, area.height - 8);
  // Portrait screens turn the field a quarter so its long side runs along the screen's height.
  const [along, across] = portrait ? [maxH, maxW] : [maxW, maxH];
  const displayWidth = Math.floor(Math.min(along, (across * LIMITS.canvas.width) / LIMITS.canvas.height));

  return (
    <Box
      data-testid="board"
      data-strokes={doc.strokes.length}
      data-markers={doc.markers.length}
      data-tool={tool}
      data-formation={formationId ?? undefined}
      data-background={field ? 'loaded' : 'none'}
      data-selected-marker={selectedMarker ?? ''}
      style={{ ...BOARD_FRAME, flexDirection: portrait ? 'column-reverse' : 'row' }}
    >
      <Toolbar
        portrait={portrait}
        compact={short}
        tool={tool}
        onTool={setTool}
        color={color}
        onColor={setColor}
        lineWidth={lineWidth}
        onLineWidth={onLineWidth}
        fields={fields}
        fieldIndex={fieldIndex}
        onField={setFieldIndex}
        markers={markers}
        team={team}
        history={controls}
        fullscreen={fullscreen.active}
        onFullscreen={fullscreen.toggle}
        onHome={onHome}
        onSnapshot={onSnapshotClick}
        onSaveFormation={base && !fatal ? saveAs.open : undefined}
        onPresent={fatal ? undefined : live.open}
        live={live.status === 'live' || live.status === 'reconnecting'}
      />
      {saveAs.dialog}
      {live.ui}
      <Box ref={area.ref} style={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
        {fatal ? (
          <Center p="xl">
            <Stack align="center">
              <Alert color="red" icon={<IconAlertTriangle />} data-testid="board-error" title={t('board.error')}>
                {t('board.error-detail')}
              </Alert>
              <Button leftSection={<IconHome size={18} />} onClick={() => navigate('/')}>
                {t('board.home')}
              </Button>
            </Stack>
          </Center>
        ) : pending || displayWidth <= 0 ? (
          <Loader color="gray.3" />
        ) : (
          <Suspense fallback={<Loader color="gray.3" />}>
            <Box
              style={{ boxShadow: '0 8px 32px rgba(0,0,0,0.55)', borderRadius: 6, overflow: 'hidden', lineHeight: 0 }}
              data-testid="board-canvas"
              data-rotated={portrait ? 'true' : 'false'}
            >
              <BoardCanvas
                doc={doc}
                tool={tool}
                color={color}
                lineWidth={lineWidth}
                field={field}
                displayWidth={displayWidth}
                rotated={portrait}
                onCommit={apply}
                stageRef={stageRef}
                selectedMarker={selectedMarker}
                onInk={live.status === 'live' ? onInk : undefined}
              />
            </Box>
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
