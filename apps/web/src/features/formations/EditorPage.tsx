import { Anchor, Badge, Box, Button, Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { compressDraft, toDraft } from '@prancheta/shared/scene/index.ts';
import { IconChevronLeft, IconDeviceFloppy } from '@tabler/icons-react';
import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { saveFormation } from '../../api/formations.ts';
import { Editor } from '../../editor/Editor.tsx';
import { stageToPng } from '../../editor/exportImage.ts';
import { VideoWorkspace } from '../../editor/video/VideoWorkspace.tsx';
import { EditorStore, initialState, useEditorState } from '../../editor/state/store.ts';
import { SaveDialog, initialSaveValues } from './SaveDialog.tsx';
import type { SaveValues } from './SaveDialog.tsx';
import { useEditorSource } from './useEditorSource.ts';
import type { EditorSource } from './useEditorSource.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';

/** Sources of every image in the scene (background included), to wait for before exporting. */
function sceneSources(store: EditorStore): string[] {
  const { doc } = store.getState();
  return [doc.backgroundImage, ...doc.objects.flatMap((o) => ('src' in o ? [o.src] : []))].filter(Boolean);
}

function Workspace({ source }: { source: EditorSource }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useMemo(() => new EditorStore(initialState(source.doc)), [source]);
  const changes = useEditorState(store, (s) => s.changes);
  const objectCount = useEditorState(store, (s) => s.doc.objects.length);
  const stage = useRef<Konva.Stage | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const initial = useMemo(() => initialSaveValues(source.formation), [source]);
  const blocker = useLeaveGuard(changes > 0 && progress === null);
  const [leaving, setLeaving] = useState(false);

  const save = async (values: SaveValues) => {
    if (!stage.current) return;
    setServerErrors({});
    setProgress(0);
    try {
      store.apply({ selection: [], commit: false });
      const png = await stageToPng(stage.current, sceneSources(store));
      const draft = compressDraft(toDraft(store.getState().doc));
      await saveFormation({ id: source.formation?.id ?? null, fields: values.fields, colours: values.colours, draft, png }, setProgress);
      store.markSaved();
      setLeaving(true);
      notifications.show({ color: 'green', message: t('general.done') });
      setSaving(false);
    } catch (err) {
      setProgress(null);
      if (err instanceof ApiError && err.status === 422) {
        setServerErrors(err.errors);
        notifications.show({ color: 'red', message: err.message });
        return;
      }
      handleApiError(err, { paymentRedirect: '/profile' });
    }
  };

  // Navigate once the saved state has rendered (so the leave guard no longer blocks).
  useEffect(() => {
    if (leaving && changes === 0) navigate('/formacoes');
  }, [leaving, changes, navigate]);

  return (
    <Box p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Button component={Link} to="/formacoes" variant="subtle" leftSection={<IconChevronLeft size={18} />} data-testid="editor-back">
            {t('formations.title')}
          </Button>
          <Stack gap={0}>
            <Title order={3}>{source.formation ? t('formations.edit-title') : t('formations.new-title')}</Title>
            <Text size="xs" c="dimmed">
              {source.sport.name} · {t('editor.object-count', { count: objectCount })}
            </Text>
          </Stack>
          {changes > 0 ? (
            <Badge variant="light" color="orange" data-testid="unsaved-badge">
              {t('editor.unsaved')}
            </Badge>
          ) : null}
        </Group>
        <Button size="md" leftSection={<IconDeviceFloppy size={18} />} onClick={() => setSaving(true)} data-testid="editor-save">
          {t('formations.save')}
        </Button>
      </Group>
      <Editor store={store} sport={source.sport} onStage={(s) => (stage.current = s)} />
      <SaveDialog opened={saving} onClose={() => progress === null && setSaving(false)} initial={initial} onSubmit={(v) => void save(v)} progress={progress} serverErrors={serverErrors} />
      <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('editor.leave-title')} data-testid="leave-dialog">
        <Stack>
          <Text size="sm">{t('editor.leave-text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              {t('editor.stay')}
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()} data-testid="leave-confirm">
              {t('editor.leave')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Box>
  );
}

/**
 * The drawing editor page: /marcar?esporte=&camp= (new formation), /edit/{id}?type=formaction (reopen).
 * 402 goes to /profile, 401 to /login, an unknown sport to / with 'sports.not-found'.
 */
export default function EditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const [query] = useSearchParams();
  const editing = Boolean(id) && (query.get('type') ?? 'formaction') === 'formaction' && window.location.pathname.startsWith('/edit/');
  const source = useEditorSource({ formationId: editing ? id! : null, sportId: query.get('esporte'), camp: query.get('camp') });

  useEffect(() => {
    const err = source.error;
    if (!err) return;
    if (err instanceof ApiError && (err.status === 401 || err.status === 402)) {
      handleApiError(err, { paymentRedirect: '/profile' });
      return;
    }
    if (editing && err instanceof ApiError && err.status === 404) {
      notifications.show({ color: 'red', message: t('formations.not-found') });
      navigate('/formacoes');
      return;
    }
    if (!(err instanceof ApiError)) {
      notifications.show({ color: 'red', message: editing ? t('formations.draft-invalid') : t('sports.not-found') });
      navigate(editing ? '/formacoes' : '/');
      return;
    }
    notifications.show({ color: 'red', message: t('sports.not-found') });
    navigate('/');
  }, [source.error, editing, navigate, t]);

  if (source.data && (query.get('video') === 'true' || source.data.formation?.type === 'video')) return <VideoWorkspace source={source.data} />;
  if (source.data) return <Workspace source={source.data} />;
  return (
    <Center h="60vh">
      {source.error ? (
        <Anchor component={Link} to="/formacoes">
          {t('formations.title')}
        </Anchor>
      ) : (
        <Loader />
      )}
    </Center>
  );
}
