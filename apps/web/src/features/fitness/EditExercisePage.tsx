import { ActionIcon, Button, Center, Container, FileInput, Group, Image, Loader, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ExerciseMode, FitnessExercise } from '@prancheta/shared';
import { LIMITS } from '@prancheta/shared';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { notFoundOr, useLeaveOnLoadError } from '../../components/useLeaveOnLoadError.ts';
import { addExerciseImages, deleteExerciseImages, fetchApiBlob, fitnessKeys, updateExercise, useExercise } from '../../api/fitness.ts';
import { toFormData } from '../../api/formData.ts';
import { confirmDelete } from '../../components/confirm/index.ts';
import { applyServerErrors } from '../../components/form/index.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useBlobUrl } from '../../components/useBlobUrl.ts';
import { ExerciseForm, exerciseBody, exerciseValuesOf, useExerciseForm } from './ExerciseForm.tsx';
import { pathsOf } from './paths.ts';

function Photo({ url, alt, onDelete, testId }: { url: string; alt: string; onDelete: () => void; testId: string }) {
  const { t } = useTranslation();
  const src = useBlobUrl((signal) => fetchApiBlob(url, signal), url);
  return (
    <Paper withBorder p={4} pos="relative">
      {src ? <Image src={src} alt={alt} h={120} fit="contain" /> : <Loader size="sm" />}
      <ActionIcon color="red" variant="filled" pos="absolute" top={4} right={4} size="lg" aria-label={t('fitnes.photo-delete')} onClick={onDelete} data-testid={testId}>
        <IconTrash size={16} />
      </ActionIcon>
    </Paper>
  );
}

function EditForms({ ex, video }: { ex: FitnessExercise; video: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const paths = pathsOf(video);
  const mode = ex.mode as ExerciseMode;
  const main = useExerciseForm(video, mode, exerciseValuesOf(ex));
  const child = useExerciseForm(false, 'normal', exerciseValuesOf(ex.child));
  const [saving, setSaving] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const reload = async () => {
    await qc.invalidateQueries({ queryKey: fitnessKeys.exercise(ex.id) });
    await qc.invalidateQueries({ queryKey: fitnessKeys.sheet(ex.fitnes_id) });
  };

  const submit = async () => {
    const a = main.validate();
    const b = ex.child ? child.validate() : { hasErrors: false, errors: {} as Record<string, unknown> };
    if (a.hasErrors || b.hasErrors) {
      if (a.errors.path || b.errors.path) notifications.show({ color: 'red', message: video ? t('fitnes.video-select') : t('gifs.select') });
      return;
    }
    setSaving(true);
    try {
      const res = await updateExercise(ex.id, { ...exerciseBody(main.getValues(), mode), ...(ex.child ? { child: exerciseBody(child.getValues(), 'normal') } : {}) });
      notifications.show({ color: 'green', message: res.message });
      await reload();
    } catch (err) {
      if (!applyServerErrors(main, err)) handleApiError(err);
      else notifications.show({ color: 'red', message: err instanceof Error ? err.message : t('fitnes.error') });
    } finally {
      setSaving(false);
    }
  };

  const sendPhotos = async () => {
    try {
      await addExerciseImages(ex.id, toFormData({ images: photos }));
      setPhotos([]);
      await reload();
    } catch (err) {
      notifications.show({ color: 'red', message: err instanceof ApiError && err.status === 422 ? err.message : t('fitnes.images-send-error') });
    }
  };
  // Seed 001 §5: a destructive action asks first, then says it is done.
  const removePhoto = (imageId: number) =>
    confirmDelete({
      title: t('fitnes.photo-delete'),
      message: t('fitnes.photo-delete-confirm'),
      onConfirm: async () => {
        await deleteExerciseImages(ex.id, [imageId]);
        notifications.show({ color: 'green', message: t('fitnes.photo-deleted') });
        await reload();
      },
      onError: () => notifications.show({ color: 'red', message: t('fitnes.images-delete-error') }),
    });

  return (
    <Stack>
      <Paper withBorder p="md">
        <ExerciseForm form={main} video={video} mode={mode} prefix="ex" />
        {mode === 'profile' ? (
          <Stack mt="sm">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {ex.images.map((img) => (
                <Photo key={img.id} url={img.url} alt={ex.title} onDelete={() => void removePhoto(img.id)} testId={`ex-photo-delete-${img.id}`} />
              ))}
            </SimpleGrid>
            {ex.images.length < LIMITS.gifs.profileImages ? (
              <Group align="flex-end">
                <FileInput style={{ flex: 1 }} multiple label={t('fitnes.add-photos')} accept="image/png,image/jpeg,image/bmp" value={photos} onChange={setPhotos} clearable data-testid="ex-photos" />
                <Button variant="light" disabled={photos.length === 0} onClick={() => void sendPhotos()} data-testid="ex-photos-send">
                  {t('fitnes.add-photos')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </Paper>
      {ex.child ? (
        <Paper withBorder p="md">
          <Title order={4} mb="sm">
            {t('fitnes.second-exercise')}
          </Title>
          <ExerciseForm form={child} video={false} mode="normal" prefix="child" />
        </Paper>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={paths.sheet(ex.fitnes_id)} data-testid="ex-back">
          {t('fitnes.back')}
        </Button>
        <Button onClick={() => void submit()} loading={saving} data-testid="ex-update">
          {t('fitnes.update')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /fitnes_ex/{id}/view and /video-sessions-ex/{id}/view: edit an exercise. The form appears once the
 * exercise is loaded; a video exercise whose session is not a video session, or not found, sends the
 * coach to /video-sessions with "Nao encontrado".
 */
export default function EditExercisePage({ video }: { video: boolean }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const paths = pathsOf(video);
  const query = useExercise(id);
  const ex = query.data;

  useLeaveOnLoadError(query.error, (err) => ({ message: notFoundOr(err, t('fitnes.not-found')), to: paths.list }));
  // An exercise of the other kind's sheet (an image sheet's under /video-sessions-ex...) is not found here.
  useEffect(() => {
    if (ex && ex.fitnes.is_video !== video) {
      notifications.show({ color: 'red', message: t('fitnes.not-found') });
      navigate(paths.list);
    }
  }, [ex, video, navigate, t, paths.list]);

  if (!ex || ex.fitnes.is_video !== video) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <Container size="lg" py="md">
      <PageHeader
        title={video ? t('fitnes.video-session') : t('fitnes.edit-exercise')}
        subtitle={
          <BackLink to={paths.sheet(ex.fitnes_id)} label={ex.fitnes.title} testId="ex-back-link" />
        }
      />
      <EditForms key={`${ex.id}-${query.dataUpdatedAt}`} ex={ex} video={video} />
    </Container>
  );
}
