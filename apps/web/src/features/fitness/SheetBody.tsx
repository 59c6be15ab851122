import { Box, Button, Checkbox, Group, Image, Loader, Modal, MultiSelect, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FitnessExercise } from '@prancheta/shared';
import { LIMITS } from '@prancheta/shared';
import { IconCopy, IconDownload, IconEdit, IconPhoto, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAthletes } from '../../api/athletes.ts';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { notFoundOr, useLeaveOnLoadError } from '../../components/useLeaveOnLoadError.ts';
import { assignStudents, copyExercises, deleteExercise, fetchApiBlob, fitnessKeys, saveSheet, sheetPrintUrl, usePrintLayout, useSheet } from '../../api/fitness.ts';
import { PrintLayoutSwitch } from './PrintLayoutSwitch.tsx';
import { storedLanguage } from '../../i18n/i18n.ts';
import { DataTable, deleteRowAction } from '../../components/data-table/index.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { downloadBlob } from '../../components/download.ts';
import { openPrintWindow } from '../../components/openPrintWindow.ts';
import { SheetMarks } from '../../components/assessments/index.ts';
import { useBlobUrl } from '../../components/useBlobUrl.ts';
import { ExerciseMedia } from './ExerciseMedia.tsx';
import { cut, pathsOf } from './paths.ts';
import { SheetForm } from './SheetForm.tsx';
import { videoExtension } from '../../api/videoType.ts';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';
import { OfflineLinkButton } from '../../components/OfflineLinkButton.tsx';
import { offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';

function ProtectedImage({ url, alt }: { url: string; alt: string }) {
  const src = useBlobUrl((signal) => fetchApiBlob(url, signal), url);
  return src ? <Image src={src} alt={alt} radius="sm" fit="contain" mah={300} /> : <Loader size="sm" />;
}

/**
 * The body of /fitnes/{id} and /video-sessions/{id} (SheetPage draws the title above it): the sheet
 * form, then its exercises with print, copy and assign. `assignOpen`: the header's "assign" button
 * opened the assign dialog. `placeholder`: what shows until the form does (the page's loader, or the
 * form drawn ahead).
 */
export default function SheetBody({
  video,
  id,
  assignOpen,
  setAssignOpen,
  placeholder,
}: {
  video: boolean;
  id: string | undefined;
  assignOpen: boolean;
  setAssignOpen: (open: boolean) => void;
  placeholder: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const paths = pathsOf(video);
  const query = useSheet(id);
  // The page's title shows as soon as the data arrives; the form, the exercises and the marks mount
  // from the deferred copy of the data: the update that brings the data (synchronous, from the
  // query store) renders the title and a loader, and the rest is then built in a background render
  // that yields to the browser every few milliseconds instead of one long task.
  const live = query.data?.fitnes;
  // (null first: data already in the cache when the page mounts, as on a first load, which asks
  // for it beside the page's code, goes through the same two steps.)
  const data = useDeferredValue(query.data, null);
  const sheet = data?.fitnes;
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const [postwork, setPostwork] = useState(false);
  const printLayout = usePrintLayout();
  const [imagesOf, setImagesOf] = useState<FitnessExercise | null>(null);
  const [copyOpen, setCopyOpen] = useState(false);
  const [copyTarget, setCopyTarget] = useState<string | null>(null);
  const [students, setStudents] = useState('');
  const [assignAthletes, setAssignAthletes] = useState<string[]>([]);
  const roster = useAthletes();
  const [busy, setBusy] = useState(false);
  // Offline: copying, assigning, adding, editing and deleting exercises wait for the connection.
  const offline = useReadOnlyOffline();
  const cover = useBlobUrl(sheet?.img ? (signal) => fetchApiBlob(`${sheet.img}?key_time=${sheet.id}`, signal) : null, `${sheet?.id}-${sheet?.img}`);

  useLeaveOnLoadError(query.error, (err) => ({ message: notFoundOr(err, t('fitnes.not-found')), to: paths.list }), { onScreen: live !== undefined });

  // Seed: a sheet opened under the other kind's route goes to its own page.
  useEffect(() => {
    if (sheet && sheet.is_video !== video) navigate(pathsOf(sheet.is_video).sheet(sheet.id), { replace: true });
  }, [sheet, video, navigate]);

  const reload = () => qc.invalidateQueries({ queryKey: fitnessKeys.sheet(id ?? '') });

  const columns = useMemo<DataColumn<FitnessExercise>[]>(
    () => [
      { key: 'id', title: t('fitnes.id'), width: 70, hideBelow: 'sm' },
      { key: 'title', title: t('fitnes.ex-title'), render: (r) => (r.child ? `${r.title} + ${r.child.title}` : r.title) },
      {
        key: 'description',
        title: t('fitnes.description'),
        hideBelow: 'sm',
        render: (r) => cut(r.description, LIMITS.preview.exerciseDescription),
        cellTitle: (r) => r.description,
      },
      { key: 'group', title: video ? t('fitnes.relation') : t('fitnes.group'), hideBelow: 'sm' },
      {
        key: 'media',
        title: video ? t('fitnes.video') : t('fitnes.gif'),
        hideBelow: 'sm',
        render: (r) => <ExerciseMedia url={r.userGifUrl} video={video} alt={r.title} height={56} testId={`ex-media-${r.id}`} />,
      },
    ],
    [t, video],
  );

  const download = async (ex: FitnessExercise) => {
    if (!ex.userGifUrl) return;
    try {
      const blob = await fetchApiBlob(ex.userGifUrl);
      downloadBlob(blob, video ? `${ex.title}.${videoExtension(blob.type)}` : `Gif ${ex.title}.gif`);
      notifications.show({ color: 'blue', message: t('general.download') });
    } catch (err) {
      handleApiError(err);
    }
  };

  const actions: RowAction<FitnessExercise>[] = [
    { key: 'images', label: t('fitnes.view-images'), icon: <IconPhoto size={18} />, onClick: setImagesOf, hidden: () => video, testId: (r) => `ex-images-${r.id}` },
    {
      key: 'edit',
      label: t('fitnes.edit-exercise'),
      icon: <IconEdit size={18} />,
      color: 'indigo',
      mutates: true,
      href: (r) => paths.editExercise(r.id),
      testId: (r) => `ex-edit-${r.id}`,
    },
    deleteRowAction<FitnessExercise>({
      label: t('fitnes.delete'),
      message: () => t('fitnes.delete-confirm'),
      remove: async (r) => {
        await deleteExercise(r.id);
        await reload();
      },
      done: t('general.deleted'),
      testId: (r) => `ex-delete-${r.id}`,
    }),
    {
      key: 'download',
      label: video ? t('fitnes.download-video') : t('fitnes.download-gif'),
      icon: <IconDownload size={18} />,
      color: 'teal',
      hidden: (r) => r.images.length > 0 || !r.userGifUrl,
      onClick: (r) => void download(r),
      testId: (r) => `ex-download-${r.id}`,
    },
  ];

  if (!live) return placeholder;

  const ids = selected.map(Number);
  const needSelection = () => {
    if (ids.length > 0) return false;
    notifications.show({ color: 'yellow', message: t('fitnes.select-some') });
    return true;
  };
  const print = () => {
    if (needSelection()) return;
    void openPrintWindow((token) => sheetPrintUrl(live.id, ids, token, storedLanguage(), postwork, printLayout.data));
  };
  const copy = async () => {
    if (!copyTarget) return;
    setBusy(true);
    try {
      await copyExercises(Number(copyTarget), ids);
      await qc.invalidateQueries({ queryKey: fitnessKeys.sheet(copyTarget) });
      notifications.show({ color: 'green', message: t('general.done') });
      setCopyOpen(false);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.status === 402)) handleApiError(err);
      else notifications.show({ color: 'red', message: t('fitnes.error') });
    } finally {
      setBusy(false);
    }
  };
  const assign = async () => {
    const names = students
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
    if (names.length === 0 && assignAthletes.length === 0) return;
    setBusy(true);
    try {
      await assignStudents(live.id, names, assignAthletes.map(Number));
      setAssignAthletes([]);
      await qc.invalidateQueries({ queryKey: fitnessKeys.list(video) });
      notifications.show({ color: 'green', message: t('fitnes.assigned') });
      setAssignOpen(false);
      setStudents('');
    } catch (err) {
      handleApiError(err);
    } finally {
      setBusy(false);
    }
  };

  const targets = (data?.treinos ?? []).map((s) => ({ value: String(s.id), label: `#${s.id} ${s.title} · ${s.student}` }));

  return (
    <>
      {sheet ? (
        <>
          {/* What the students marked as done comes first: the coach opens the sheet to read it. */}
          <Box mb="md">
            <SheetMarks sheetId={sheet.id} />
          </Box>
          <SheetForm
            key={sheet.id}
            video={video}
            sheet={sheet}
            coverUrl={cover}
            submitLabel={t('fitnes.update')}
            save={(form) => saveSheet(sheet.id, video, form)}
            onSaved={async () => {
              await reload();
              await qc.invalidateQueries({ queryKey: fitnessKeys.list(video) });
              notifications.show({ color: 'green', message: t('general.updated') });
            }}
          />
          <Paper withBorder p="md" mt="md">
            <Group justify="space-between" mb="sm" wrap="wrap">
              <Title order={3}>{t('fitnes.exercises')}</Title>
              <Group gap="xs" wrap="wrap">
                <PrintLayoutSwitch />
                <Checkbox label={t('fitnes.print-postwork')} checked={postwork} onChange={(e) => setPostwork(e.currentTarget.checked)} data-testid="sheet-print-postwork" />
                <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={print} data-testid="sheet-print">
                  {t('fitnes.print-selected')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconCopy size={16} />}
                  onClick={() => !needSelection() && setCopyOpen(true)}
                  {...offlineAction(offline)}
                  data-testid="sheet-copy"
                >
                  {t('fitnes.copy-selected')}
                </Button>
                <OfflineLinkButton to={paths.newExercise(sheet.id)} leftSection={<IconPlus size={16} />} testId="sheet-add-exercise">
                  {t('fitnes.add-exercise')}
                </OfflineLinkButton>
              </Group>
            </Group>
            <DataTable
              records={sheet.exercices}
              rowKey={(r) => r.id}
              columns={columns}
              actions={actions}
              phoneActionsLast
              selection={{ selected, onChange: setSelected, rowLabel: (r) => r.title, rowTestId: (r) => `ex-select-${r.id}`, allTestId: 'ex-select-all' }}
              empty={{ icon: <IconPlus size={28} />, title: t('fitnes.no-exercises'), hint: video ? t('fitnes.no-exercises-video-hint') : t('fitnes.no-exercises-hint') }}
              testId="exercises-table"
              rowTestId={(r) => `ex-row-${r.id}`}
            />
          </Paper>
        </>
      ) : (
        placeholder
      )}

      <Modal opened={imagesOf !== null} onClose={() => setImagesOf(null)} title={t('fitnes.view-images')} size="lg">
        {imagesOf && imagesOf.images.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {imagesOf.images.map((img) => (
              <ProtectedImage key={img.id} url={img.url} alt={imagesOf.title} />
            ))}
          </SimpleGrid>
        ) : imagesOf?.userGifUrl ? (
          <ExerciseMedia url={imagesOf.userGifUrl} video={false} alt={imagesOf.title} height={240} />
        ) : (
          <Text c="dimmed">{t('fitnes.no-images')}</Text>
        )}
      </Modal>

      <Modal opened={copyOpen} onClose={() => setCopyOpen(false)} title={t('fitnes.copy-selected')}>
        <Stack>
          <Select
            label={video ? t('fitnes.copy-to-session') : t('fitnes.copy-to')}
            data={targets}
            value={copyTarget}
            onChange={setCopyTarget}
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="copy-target"
          />
          <Button onClick={() => void copy()} loading={busy} {...offlineAction(offline, !copyTarget)} data-testid="copy-confirm">
            {t('fitnes.copy')}
          </Button>
        </Stack>
      </Modal>

      <Modal opened={assignOpen} onClose={() => setAssignOpen(false)} title={t('fitnes.assign')}>
        <Stack>
          {(roster.data ?? []).length > 0 ? (
            <MultiSelect
              label={t('atletas.assign-roster')}
              data={(roster.data ?? []).map((a) => ({ value: String(a.id), label: a.group_label ? `${a.name} · ${a.group_label}` : a.name }))}
              value={assignAthletes}
              onChange={setAssignAthletes}
              searchable
              clearable
              data-testid="assign-athletes"
            />
          ) : null}
          <AutoTextarea
            label={t('fitnes.students')}
            description={t('fitnes.assign-hint')}
            minRows={4}
            value={students}
            onChange={(e) => setStudents(e.currentTarget.value)}
            data-testid="assign-students"
          />
          <Button onClick={() => void assign()} loading={busy} {...offlineAction(offline)} data-testid="assign-confirm">
            {t('fitnes.assign')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
