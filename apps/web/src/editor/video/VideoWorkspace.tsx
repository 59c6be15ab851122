import { Box, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS } from '@prancheta/shared';
import { compressDraft, toDraft } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import { IconVideo } from '@tabler/icons-react';
import type Konva from 'konva';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { SaveDialog, initialSaveValues } from '../../features/formations/SaveDialog.tsx';
import type { SaveValues } from '../../features/formations/SaveDialog.tsx';
import type { EditorSource } from '../../features/formations/useEditorSource.ts';
import { LeaveDialog } from '../../features/formations/LeaveDialog.tsx';
import { useLeaveGuard } from '../../features/formations/useLeaveGuard.ts';
import { saveVideo } from '../../features/videos/api.ts';
import { Editor } from '../Editor.tsx';
import { stageToPng } from '../exportImage.ts';
import { EditorStore, initialState, useEditorState } from '../state/store.ts';
import { FrameController, useFrames } from './frameController.ts';
import { FramesBar } from './FramesBar.tsx';
import { playOnStage } from './player.ts';
import type { Playback, PlaybackStats } from './player.ts';
import { RecordDialog } from './RecordDialog.tsx';
import type { RecordPhase } from './RecordDialog.tsx';
import { recordAnimation, recordingSupported } from './recorder.ts';
import { EditorHeading } from '../EditorHeading.tsx';

/** Hook for browser tests and benchmarks: the animated document and the player. */
export interface VideoTestHook {
  getAnimation: () => SceneDocument;
  load: (doc: SceneDocument) => void;
  preview: (speed: number) => Promise<PlaybackStats>;
  record: (speed: number) => Promise<{ bytes: number; url: string; stats: PlaybackStats }>;
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
 * video): frames, smooth preview at a chosen speed, and recording the preview to webm, uploaded
 * with the draft (every frame) and a thumbnail. Saving is possible only when not playing.
 */
export function VideoWorkspace({ source }: { source: EditorSource }) {
  const { t } = useTranslation();
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
  const playback = useRef<Playback | null>(null);
  const lastPlayback = useRef<PlaybackStats | null>(null);
  const abort = useRef<AbortController | null>(null);
  const [speed, setSpeed] = useState<number>(LIMITS.previewSpeed.default);
  const [saving, setSaving] = useState(false);
  const [phase, setPhase] = useState<RecordPhase | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [leaving, setLeaving] = useState(false);
  const initial = useMemo(() => initialSaveValues(source.formation), [source]);
  const blocker = useLeaveGuard(changes > 0 && phase === null && !leaving);

  const preview = useCallback((s: number): Promise<PlaybackStats> => {
    if (!stage.current || playback.current) return Promise.reject(new Error('busy'));
    controller.show(1);
    store.apply({ selection: [], commit: false });
    controller.setPlaying(true);
    const run = playOnStage(stage.current, controller.document(), s);
    playback.current = run;
    return run.done.then((stats) => {
      playback.current = null;
      lastPlayback.current = stats;
      controller.setPlaying(false);
      controller.show(1);
      return stats;
    });
  }, [controller, store]);

  const record = useCallback(
    async (s: number, signal?: AbortSignal) => {
      if (!stage.current) throw new Error('no stage');
      controller.show(1);
      store.apply({ selection: [], commit: false });
      controller.setPlaying(true);
      try {
        const rec = await recordAnimation(stage.current, controller.document(), s, { signal, onProgress: (p) => setPhase((ph) => (ph?.kind === 'recording' ? { kind: 'recording', progress: p } : ph)) });
        lastPlayback.current = rec.stats;
        return rec;
      } finally {
        controller.setPlaying(false);
        controller.show(1);
      }
    },
    [controller, store],
  );

  useEffect(() => {
    window.__pranchetaVideo = {
      getAnimation: () => controller.document(),
      load: (doc) => controller.load(doc),
      preview: (s) => preview(s),
      record: async (s) => {
        const rec = await record(s);
        return { bytes: rec.blob.size, url: URL.createObjectURL(rec.blob), stats: rec.stats };
      },
      get lastPlayback() {
        return lastPlayback.current;
      },
    };
    return () => {
      delete window.__pranchetaVideo;
    };
  }, [controller, preview, record]);

  // Without recording support there is nothing to make here (seed §5): say so before any work is done.
  useEffect(() => {
    if (recordingSupported()) return;
    notifications.show({ color: 'red', message: t('general.support-recorder') });
    navigate('/videos', { replace: true });
  }, [navigate, t]);

  // Stop a running preview when the page goes away.
  useEffect(() => () => playback.current?.stop(), []);

  const startSave = () => {
    if (controller.document().objects.length === 0) {
      notifications.show({ color: 'red', message: t('videos.need-object') });
      return;
    }
    if (!recordingSupported()) {
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
    setPhase({ kind: 'recording', progress: 0 });
    try {
      const rec = await record(speed, ctrl.signal);
      const png = await stageToPng(stage.current, sceneSources(controller.document())).catch(() => null);
      setPhase({ kind: 'uploading', progress: 0 });
      const draft = compressDraft(toDraft(controller.document()));
      await saveVideo({ id: source.formation?.id ?? null, fields: { ...values.fields, category_id: values.category_id }, colours: values.colours, draft, webm: rec.blob, png }, (p) => setPhase({ kind: 'uploading', progress: p }), ctrl.signal);
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

  return (
    <Box p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <EditorHeading back={{ to: '/videos', label: t('videos.title') }} title={source.formation ? t('videos.edit-title') : t('videos.new-title')} sportName={source.sport.name} objectCount={objectCount} unsaved={changes > 0} />
        <Button size="md" color="red" leftSection={<IconVideo size={18} />} onClick={startSave} disabled={playing || phase !== null} data-testid="video-save">
          {t('videos.record')}
        </Button>
      </Group>
      <FramesBar store={store} controller={controller} speed={speed} onSpeed={setSpeed} onPreview={() => void preview(speed).catch(() => undefined)} onStop={() => playback.current?.stop()} disabled={phase !== null} />
      <Editor store={store} sport={source.sport} onStage={(s) => (stage.current = s)} />
      <SaveDialog opened={saving} onClose={() => setSaving(false)} initial={initial} onSubmit={(v) => void save(v)} progress={null} serverErrors={serverErrors} title={t('videos.save-title')} />
      <RecordDialog phase={phase} onCancel={() => abort.current?.abort()} />
      <LeaveDialog blocker={blocker} />
    </Box>
  );
}
