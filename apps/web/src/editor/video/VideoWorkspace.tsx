import { Box, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS } from '@prancheta/shared';
import { compressDraft, toDraft } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import { IconBroadcast, IconVideo } from '@tabler/icons-react';
import { useLivePresenter } from '../../components/live/index.ts';
import type Konva from 'konva';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { SaveDialog, initialSaveValues } from '../dialogs/SaveDialog.tsx';
import type { SaveValues } from '../dialogs/SaveDialog.tsx';
import type { EditorSource } from '../source/useEditorSource.ts';
import { LeaveDialog } from '../dialogs/LeaveDialog.tsx';
import { useLeaveGuard } from '../useLeaveGuard.ts';
import { saveVideo } from '../../api/videos.ts';
import { Editor } from '../Editor.tsx';
import { stageToPng } from '../exportImage.ts';
import { EditorStore, initialState, useEditorState } from '../state/store.ts';
import { FrameController, useFrames } from './frameController.ts';
import { CaptionsPanel } from './CaptionsPanel.tsx';
import { FramesBar } from './FramesBar.tsx';
import { playOnStage } from './player.ts';
import type { Playback, PlaybackStats } from './player.ts';
import { RecordDialog } from './RecordDialog.tsx';
import type { RecordPhase } from './RecordDialog.tsx';
import { recordAnimation, recordingSupported } from './recorder.ts';
import { EditorHeading } from '../EditorHeading.tsx';
import { downloadBlob } from '../../components/download.ts';
import { formatNumber } from '../../components/format.ts';
import { ExportMenu } from './ExportMenu.tsx';
import { useFormationCoedit } from '../coedit/useFormationCoedit.tsx';
import { exportAnimation, exportSupport, preferredVideoFormat } from './exporter.ts';
import type { ExportFormat, ExportResult, ExportSupport } from './exporter.ts';
import type { Language } from '@prancheta/shared';

/** What the test hook answers for an export: the file as a blob URL and its timing. */
export type ExportedFile = Omit<ExportResult, 'blob'> & { bytes: number; url: string; mime: string };

/** Hook for browser tests and benchmarks: the animated document, the player, the recorder and the exporter. */
export interface VideoTestHook {
  getAnimation: () => SceneDocument;
  load: (doc: SceneDocument) => void;
  preview: (speed: number) => Promise<PlaybackStats>;
  /** The real-time recorder (the fallback without WebCodecs). */
  record: (speed: number) => Promise<{ bytes: number; url: string; stats: PlaybackStats }>;
  /** Frame-exact export to a file. */
  exportFile: (format: ExportFormat, speed: number) => Promise<ExportedFile>;
  exportSupport: () => Promise<ExportSupport>;
  lastPlayback: PlaybackStats | null;
}

declare global {
  interface Window {
    __pranchetaVideo?: VideoTestHook;
  }
}

function sceneSources(doc: SceneDocument): string[] {
  return [doc.backgroundImage, ...doc.objects.flatMap((o) => ('src' in o ? [o.src] : []))].filter(Boolean);
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * The editor in video mode (/marcar?esporte=&camp=&video=true, /edit/{id}?type=formaction for a
 * video): frames, smooth preview at a chosen speed, and saving: the animation rendered frame by
 * frame (MP4 where H.264 encodes, else WebM; the real-time recorder where WebCodecs is missing),
 * uploaded with the draft (every frame) and a thumbnail. "Download animation" renders MP4, WebM or
 * GIF without saving. Saving and exporting are possible only when not playing.
 */
export function VideoWorkspace({ source }: { source: EditorSource }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { store, controller } = useMemo(() => {
    const s = new EditorStore(initialState());
    const c = new FrameController(s, source.doc);
    s.set({ doc: c.initialView() });
    return { store: s, controller: c };
  }, [source]);
  useEffect(() => controller.attach(), [controller]);
  const { playing } = useFrames(controller);
  const changes = useEditorState(store, (s) => s.changes);
  const objectCount = useEditorState(store, (s) => s.doc.objects.length);
  const stage = useRef<Konva.Stage | null>(null);
  const [stageNode, setStageNode] = useState<Konva.Stage | null>(null);
  // Stable: the canvas hands the stage through a ref callback that changes with it.
  const onStage = useCallback((s: Konva.Stage | null) => {
    stage.current = s;
    setStageNode(s);
  }, []);
  // A saved video can be drawn together with invited club members, every frame of it.
  const coedit = useFormationCoedit(store, source.formation?.type === 'video' ? source.formation.id : null, stageNode, controller);
  const playback = useRef<Playback | null>(null);
  const lastPlayback = useRef<PlaybackStats | null>(null);
  const abort = useRef<AbortController | null>(null);
  const [speed, setSpeed] = useState<number>(LIMITS.previewSpeed.default);
  const [saving, setSaving] = useState(false);
  const [phase, setPhase] = useState<RecordPhase | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [leaving, setLeaving] = useState(false);
  const [support, setSupport] = useState<ExportSupport | null>(null);
  const [dialogTitle, setDialogTitle] = useState<string | undefined>(undefined);
  const initial = useMemo(() => initialSaveValues(source.formation), [source]);
  const blocker = useLeaveGuard(changes > 0 && phase === null && !leaving);

  // Live presenting: the frame shown, the whole animation, and the preview's playback (its speed and
  // how far it is), so every viewer plays it in step.
  const live = useLivePresenter('video', source.formation?.type === 'video' ? source.formation.id : null);
  const playStarted = useRef<{ at: number; speed: number } | null>(null);
  const { publishScene } = live;
  useEffect(() => {
    const push = () => {
      const p = playStarted.current;
      const playing = controller.getSnapshot().playing && p !== null;
      publishScene(store.getState().doc, controller.getSnapshot().frame, controller.document(), playing ? { playing: true, speed: p.speed, position_ms: Math.max(0, performance.now() - p.at) } : null);
    };
    push();
    const a = store.subscribe(push);
    const b = controller.subscribe(push);
    return () => {
      a();
      b();
    };
  }, [store, controller, publishScene]);

  const preview = useCallback((s: number): Promise<PlaybackStats> => {
    if (!stage.current || playback.current) return Promise.reject(new Error('busy'));
    playStarted.current = { at: performance.now(), speed: s };
    controller.show(1);
    store.apply({ selection: [], commit: false });
    controller.setPlaying(true);
    const run = playOnStage(stage.current, controller.document(), s);
    playback.current = run;
    return run.done.then((stats) => {
      playback.current = null;
      playStarted.current = null;
      lastPlayback.current = stats;
      controller.setPlaying(false);
      controller.show(1);
      return stats;
    });
  }, [controller, store]);

  // Progress of the phase in course (rendering or recording), ignored once uploading started.
  const progressOf = (kind: RecordPhase['kind']) => (p: number) => setPhase((ph) => (ph?.kind === kind ? { kind, progress: p } : ph));

  /** Runs `work` with frame 1 shown, nothing selected and editing locked, then shows frame 1 again. */
  const locked = useCallback(
    async <T,>(work: (stage: Konva.Stage) => Promise<T>): Promise<T> => {
      if (!stage.current) throw new Error('no stage');
      controller.show(1);
      store.apply({ selection: [], commit: false });
      controller.setPlaying(true);
      try {
        return await work(stage.current);
      } finally {
        controller.setPlaying(false);
        controller.show(1);
      }
    },
    [controller, store],
  );

  const record = useCallback(
    (s: number, signal?: AbortSignal) =>
      locked(async (st) => {
        const rec = await recordAnimation(st, controller.document(), s, { signal, onProgress: progressOf('recording') });
        lastPlayback.current = rec.stats;
        return rec;
      }),
    [controller, locked],
  );

  const render = useCallback((format: ExportFormat, s: number, signal?: AbortSignal) => locked((st) => exportAnimation(st, controller.document(), s, format, { signal, onProgress: progressOf('rendering') })), [controller, locked]);

  /** The video to save: rendered frame by frame when WebCodecs can, else recorded in real time. */
  const makeVideo = async (s: number, signal: AbortSignal): Promise<Blob> => {
    const format = preferredVideoFormat(await exportSupport());
    if (format) {
      setPhase({ kind: 'rendering', progress: 0 });
      return (await render(format, s, signal)).blob;
    }
    setPhase({ kind: 'recording', progress: 0 });
    return (await record(s, signal)).blob;
  };

  useEffect(() => {
    let live = true;
    void exportSupport().then((found) => live && setSupport(found));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    window.__pranchetaVideo = {
      getAnimation: () => controller.document(),
      load: (doc) => controller.load(doc),
      preview: (s) => preview(s),
      record: async (s) => {
        const rec = await record(s);
        return { bytes: rec.blob.size, url: URL.createObjectURL(rec.blob), stats: rec.stats };
      },
      exportFile: async (format, s) => {
        const { blob, ...rest } = await render(format, s);
        return { ...rest, bytes: blob.size, mime: blob.type, url: URL.createObjectURL(blob) };
      },
      exportSupport: () => exportSupport(),
      get lastPlayback() {
        return lastPlayback.current;
      },
    };
    return () => {
      delete window.__pranchetaVideo;
    };
  }, [controller, preview, record, render]);

  // Without WebCodecs and without a recorder there is nothing to make here (seed §5): say so before any work is done.
  const canMakeVideo = (found: ExportSupport) => preferredVideoFormat(found) !== null || recordingSupported();
  useEffect(() => {
    if (!support || canMakeVideo(support)) return;
    notifications.show({ color: 'red', message: t('general.support-recorder') });
    navigate('/videos', { replace: true });
  }, [support, navigate, t]);

  // Stop a running preview when the page goes away.
  useEffect(() => () => playback.current?.stop(), []);

  const startSave = () => {
    if (controller.document().objects.length === 0) {
      notifications.show({ color: 'red', message: t('videos.need-object') });
      return;
    }
    if (support && !canMakeVideo(support)) {
      notifications.show({ color: 'red', message: t('general.support-recorder') });
      navigate('/videos');
      return;
    }
    setServerErrors({});
    setSaving(true);
  };

  const save = async (values: SaveValues) => {
    if (!stage.current) return;
    setSaving(false);
    const ctrl = new AbortController();
    abort.current = ctrl;
    setDialogTitle(undefined);
    try {
      const video = await makeVideo(speed, ctrl.signal);
      const png = await stageToPng(stage.current, sceneSources(controller.document())).catch(() => null);
      setPhase({ kind: 'uploading', progress: 0 });
      const draft = compressDraft(toDraft(controller.document()));
      await saveVideo({ id: source.formation?.id ?? null, fields: { ...values.fields, category_id: values.category_id }, colours: values.colours, draft, video, png }, (p) => setPhase({ kind: 'uploading', progress: p }), ctrl.signal);
      setLeaving(true);
      store.markSaved();
      notifications.show({ color: 'green', message: t('general.done') });
    } catch (err) {
      if (isAbort(err)) {
        notifications.show({ color: 'gray', message: t('videos.cancelled') });
      } else if (err instanceof ApiError && err.status === 422) {
        setServerErrors(err.errors);
        setSaving(true);
        notifications.show({ color: 'red', message: err.message });
      } else {
        handleApiError(err, { paymentRedirect: '/profile' });
      }
    } finally {
      abort.current = null;
      setPhase(null);
    }
  };

  useEffect(() => {
    if (leaving && changes === 0) navigate('/videos');
  }, [leaving, changes, navigate]);

  /** "Download animation": renders the chosen format and offers the file, nothing saved. */
  const download = async (format: ExportFormat) => {
    if (controller.document().objects.length === 0) {
      notifications.show({ color: 'red', message: t('videos.need-object') });
      return;
    }
    const ctrl = new AbortController();
    abort.current = ctrl;
    setDialogTitle(t('videos.exporting-title'));
    setPhase({ kind: 'rendering', progress: 0 });
    try {
      const result = await render(format, speed, ctrl.signal);
      downloadBlob(result.blob, `${source.formation ? `video-${source.formation.id}` : 'animacao'}.${result.extension}`);
      notifications.show({ color: 'green', message: t('videos.exported', { frames: result.frames, seconds: formatNumber(result.fileMs / 1000, i18n.language as Language) }) });
    } catch (err) {
      notifications.show(isAbort(err) ? { color: 'gray', message: t('videos.export-cancelled') } : { color: 'red', message: t('videos.export-failed') });
    } finally {
      abort.current = null;
      setPhase(null);
    }
  };

  return (
    <Box p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <EditorHeading back={{ to: '/videos', label: t('videos.title') }} title={source.formation ? t('videos.edit-title') : t('videos.new-title')} sportName={source.sport.name} objectCount={objectCount} unsaved={changes > 0} />
        <Group gap="xs" wrap="wrap">
          <Button size="md" variant={live.status === 'live' ? 'filled' : 'outline'} color="red" leftSection={<IconBroadcast size={18} />} onClick={live.open} data-testid="live-start">
            {t('live.action')}
          </Button>
          {coedit.controls}
          <ExportMenu support={support} onExport={(f) => void download(f)} disabled={playing || phase !== null} />
          <Button size="md" color="red" leftSection={<IconVideo size={18} />} onClick={startSave} disabled={playing || phase !== null} data-testid="video-save">
            {t('videos.record')}
          </Button>
        </Group>
      </Group>
      <FramesBar store={store} controller={controller} speed={speed} onSpeed={setSpeed} onPreview={() => void preview(speed).catch(() => undefined)} onStop={() => playback.current?.stop()} disabled={phase !== null} />
      <Editor
        store={store}
        sport={source.sport}
        onStage={onStage}
        overlay={coedit.overlay}
        aside={<CaptionsPanel store={store} controller={controller} disabled={phase !== null} />}
      />
      <SaveDialog opened={saving} onClose={() => setSaving(false)} initial={initial} onSubmit={(v) => void save(v)} progress={null} serverErrors={serverErrors} title={t('videos.save-title')} />
      <RecordDialog phase={phase} title={dialogTitle} onCancel={() => abort.current?.abort()} />
      <LeaveDialog blocker={blocker} />
      {live.ui}
    </Box>
  );
}
