import { Button, Center, Container, FileInput, Group, Loader, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ExerciseMode } from '@prancheta/shared';
import { LIMITS } from '@prancheta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { useLeaveOnLoadError } from '../../components/useLeaveOnLoadError.ts';
import { createExercise, fitnessKeys, useSheet } from '../../api/fitness.ts';
import { toFormData } from '../../api/formData.ts';
import { applyServerErrors } from '../../components/form/index.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { defaultColours, ExerciseForm, exerciseBody, exerciseValuesOf, useExerciseForm } from './ExerciseForm.tsx';
import { pathsOf } from './paths.ts';

/**
 * /fitnes_ex/{sheetId} and /video-sessions-ex/{sheetId}: a new exercise. On a sheet the coach first
 * chooses bi-set, normal or student profile; a bi-set's second form starts as a copy of the first
 * with the default colours. After creation the coach goes back to the sheet.
 */
export default function NewExercisePage({ video }: { video: boolean }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const paths = pathsOf(video);
  const sheetQuery = useSheet(id);
  const sheetId = Number(id);
  const [mode, setMode] = useState<ExerciseMode | null>(video ? 'normal' : null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [saving, setSaving] = useState(false);
  const main = useExerciseForm(video, mode ?? 'normal', exerciseValuesOf(null));
  const child = useExerciseForm(false, 'normal', exerciseValuesOf(null));

  useLeaveOnLoadError(sheetQuery.error, () => ({ message: t('fitnes.not-found'), to: paths.list }));

  // A sheet of the other kind (an image sheet under /video-sessions-ex, or the reverse) is not found here.
  const kindMismatch = sheetQuery.data !== undefined && sheetQuery.data.fitnes.is_video !== video;
  useEffect(() => {
    if (!kindMismatch) return;
    notifications.show({ color: 'red', message: t('fitnes.not-found') });
    navigate(paths.list);
  }, [kindMismatch, navigate, t, paths.list]);

  const choose = (m: ExerciseMode) => {
    if (m === 'biset') child.setValues({ ...main.getValues(), colours: defaultColours() });
    setMode(m);
  };

  const submit = async () => {
    if (!mode) return;
    const a = main.validate();
    const b = mode === 'biset' ? child.validate() : { hasErrors: false };
    if (a.hasErrors || b.hasErrors) {
      if (a.errors.path || ('errors' in b && b.errors.path)) notifications.show({ color: 'red', message: video ? t('fitnes.video-select') : t('gifs.select') });
      return;
    }
    if (photos.length > LIMITS.gifs.profileImages) {
      notifications.show({ color: 'red', message: t('fitnes.max-images', { max: LIMITS.gifs.profileImages }) });
      return;
    }
    setSaving(true);
    try {
      const body = {
        ...exerciseBody(main.getValues(), mode),
        mode,
        fitnes_id: String(sheetId),
        ...(mode === 'biset' ? { child: exerciseBody(child.getValues(), 'normal') } : {}),
        ...(mode === 'profile' ? { images: photos } : {}),
      };
      await createExercise(toFormData(body));
      await qc.invalidateQueries({ queryKey: fitnessKeys.sheet(sheetId) });
      notifications.show({ color: 'green', message: t('fitnes.exercise-created') });
      navigate(paths.sheet(sheetId));
    } catch (err) {
      const onMain = applyServerErrors(main, err);
      if (err instanceof ApiError && err.status === 422) {
        const childErrors = Object.fromEntries(Object.entries(err.errors ?? {}).filter(([k]) => k.startsWith('child.')).map(([k, v]) => [k.slice(6), v[0] ?? '']));
        child.setErrors(childErrors);
        notifications.show({ color: 'red', message: err.message });
      } else if (!onMain) handleApiError(err);
    } finally {
      setSaving(false);
    }
  };

  if (!sheetQuery.data || kindMismatch) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }

  return (
    <Container size="lg" py="md">
      <PageHeader
        title={`${t('fitnes.new-exercise')} · ${sheetQuery.data.fitnes.title}`}
        subtitle={
          <BackLink to={paths.sheet(sheetId)} label={t('fitnes.back')} testId="ex-back-link" />
        }
      />
      {!video ? (
        <SegmentedControl
          mb="md"
          fullWidth
          value={mode ?? ''}
          onChange={(m) => choose(m as ExerciseMode)}
          data={[
            { value: 'biset', label: t('fitnes.mode-biset') },
            { value: 'normal', label: t('fitnes.mode-normal') },
            { value: 'profile', label: t('fitnes.mode-profile') },
          ]}
          data-testid="ex-mode"
        />
      ) : null}
      {mode ? (
        <Stack>
          <Paper withBorder p="md">
            <ExerciseForm form={main} video={video} mode={mode} prefix="ex" />
            {mode === 'profile' ? (
              <FileInput mt="sm" multiple label={t('fitnes.photos')} description={`${photos.length}/${LIMITS.gifs.profileImages}`} accept="image/png,image/jpeg,image/bmp" value={photos} onChange={setPhotos} clearable data-testid="ex-photos" />
            ) : null}
          </Paper>
          {mode === 'biset' ? (
            <Paper withBorder p="md">
              <Title order={4} mb="sm">
                {t('fitnes.second-exercise')}
              </Title>
              <ExerciseForm form={child} video={false} mode="normal" prefix="child" />
            </Paper>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={() => void submit()} loading={saving} data-testid="ex-save">
              {t('fitnes.create')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Container>
  );
}
