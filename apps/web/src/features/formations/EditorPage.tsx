import { Anchor, Box, Button, Center, Group, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { compressDraft, toDraft } from '@prancheta/shared/scene/index.ts';
import { IconBroadcast, IconDeviceFloppy } from '@tabler/icons-react';
import type Konva from 'konva';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { useLeaveOnLoadError } from '../../components/useLeaveOnLoadError.ts';
import { Editor } from '../../editor/Editor.tsx';
import { stageToPng } from '../../editor/exportImage.ts';
import { VideoWorkspace } from '../../editor/video/VideoWorkspace.tsx';
import { EditorStore, initialState, useEditorState } from '../../editor/state/store.ts';
import { parseEditorRoute } from '../../editor/source/editorRoute.ts';
import { loadFailure } from './targets/loadFailure.ts';
import { saveTargetOf } from './targets/saveTarget.ts';
import type { Upload } from './targets/types.ts';
import { useEditorSource } from '../../editor/source/useEditorSource.ts';
import type { EditorSource } from '../../editor/source/useEditorSource.ts';
import { LeaveDialog } from '../../editor/dialogs/LeaveDialog.tsx';
import { useLeaveGuard } from '../../editor/useLeaveGuard.ts';
import { EditorHeading } from '../../editor/EditorHeading.tsx';
import { useLivePresenter } from '../../components/live/index.ts';
import { useFormationCoedit } from '../../editor/coedit/useFormationCoedit.tsx';

/** Sources of every image in the scene (background included), to wait for before exporting. */
function sceneSources(store: EditorStore): string[] {
  const { doc } = store.getState();
  return [doc.backgroundImage, ...doc.objects.flatMap((o) => ('src' in o ? [o.src] : []))].filter(Boolean);
}

function Workspace({ source }: { source: EditorSource }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useMemo(() => new EditorStore(initialState(source.doc)), [source]);
  const target = useMemo(() => saveTargetOf(source, t), [source, t]);
  const changes = useEditorState(store, (s) => s.changes);
  const objectCount = useEditorState(store, (s) => s.doc.objects.length);
  const stage = useRef<Konva.Stage | null>(null);
  const [stageNode, setStageNode] = useState<Konva.Stage | null>(null);
  // Stable: the canvas hands the stage through a ref callback that changes with it.
  const onStage = useCallback((s: Konva.Stage | null) => {
    stage.current = s;
    setStageNode(s);
  }, []);
  // A saved image formation can be drawn together with invited club members.
  const coedit = useFormationCoedit(store, source.formation && !source.exercise ? source.formation.id : null, stageNode);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const blocker = useLeaveGuard(changes > 0 && progress === null);
  const [leaving, setLeaving] = useState<string | null>(null);

  const save = async (upload: Upload) => {
    if (!stage.current) return;
    setServerErrors({});
    setProgress(0);
    try {
      store.apply({ selection: [], commit: false });
      const png = await stageToPng(stage.current, sceneSources(store));
      const draft = compressDraft(toDraft(store.getState().doc));
      const saved = await upload({ draft, png }, setProgress);
      store.markSaved();
      setLeaving(saved.to);
      // Kept on this device: that message alone (the save has not reached the server yet).
      notifications.show(saved.keptOnDevice ? { color: 'blue', message: saved.keptOnDevice } : { color: 'green', message: target.savedMessage });
      setSaving(false);
    } catch (err) {
      setProgress(null);
      if (err instanceof ApiError && err.status === 422) {
        setServerErrors(err.errors);
        setSaving(true);
        notifications.show({ color: 'red', message: target.invalidMessage ?? err.message });
        return;
      }
      handleApiError(err, { paymentRedirect: '/profile' });
    }
  };

  // Navigate once the saved state has rendered (so the leave guard no longer blocks).
  useEffect(() => {
    if (leaving !== null && changes === 0) navigate(leaving);
  }, [leaving, changes, navigate]);

  // Live presenting: every committed change of the drawing goes to the viewers.
  const live = useLivePresenter('formation', source.formation?.type === 'image' ? source.formation.id : null);
  const { publishScene } = live;
  useEffect(() => {
    const push = () => publishScene(store.getState().doc, 1, null, null);
    push();
    return store.subscribe(push);
  }, [store, publishScene]);

  return (
    <Box p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <EditorHeading back={target.back} title={target.title} sportName={source.sport.name} objectCount={objectCount} unsaved={changes > 0} />
        <Group gap="xs" wrap="wrap">
          <Button
            size="md"
            variant={live.status === 'live' ? 'filled' : 'outline'}
            color="red"
            leftSection={<IconBroadcast size={18} />}
            onClick={live.open}
            data-testid="live-start"
          >
            {t('live.action')}
          </Button>
          {coedit.controls}
          <Button size="md" leftSection={<IconDeviceFloppy size={18} />} onClick={() => setSaving(true)} data-testid="editor-save">
            {t('formations.save')}
          </Button>
        </Group>
      </Group>
      {live.ui}
      <Editor store={store} sport={source.sport} onStage={onStage} overlay={coedit.overlay} />
      {target.renderDialog({ opened: saving, onClose: () => progress === null && setSaving(false), onSubmit: (upload) => void save(upload), progress, serverErrors })}
      <LeaveDialog blocker={blocker} />
    </Box>
  );
}

/**
 * The drawing editor page: /marcar?esporte=&camp= (new formation), /marcar/{treino}?esporte=&camp= (new
 * exercise of a training), /edit/{id}?type=formaction|exercice (reopen). What is saved where is the
 * save target's business (targets/). 402 goes to /profile, 401 to /login; other load failures show
 * seed 000 §8's message and leave (targets/loadFailure.ts).
 */
export default function EditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const route = useMemo(() => parseEditorRoute(pathname, id, query), [pathname, id, query]);
  const source = useEditorSource(route);

  useLeaveOnLoadError(
    source.error,
    (error) => {
      const failure = loadFailure(route, error);
      // (401 and 402, failure.kind 'api', never get here: the hook sends them through the API's catalogue.)
      return failure.kind === 'leave' ? { message: t(failure.message.key, failure.message.params), to: failure.to } : { message: failure.error.message, to: '/' };
    },
    { paymentRedirect: '/profile' },
  );

  if (source.data && !source.data.exercise && (query.get('video') === 'true' || source.data.formation?.type === 'video')) return <VideoWorkspace source={source.data} />;
  if (source.data) return <Workspace source={source.data} />;
  return (
    <Center h="60vh">
      {source.error ? (
        <Anchor component={Link} to={route.kind === 'exercise' ? '/treinos' : '/formacoes'}>
          {route.kind === 'exercise' ? t('treinos.title') : t('formations.title')}
        </Anchor>
      ) : (
        <Loader />
      )}
    </Center>
  );
}
