import { Alert, Anchor, Container, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Training } from '@prancheta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useLeaveOnLoadError } from '../../components/useLeaveOnLoadError.ts';
import { fetchTrainingLogo, saveTraining, trainingKeys, useTraining } from '../../api/trainings.ts';
import type { TrainingFormValues } from '../../api/trainings.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';
import { useBlobUrl } from '../../components/useBlobUrl.ts';
import { ExercisesSection } from './ExercisesSection.tsx';
import { PostworkForm } from './PostworkForm.tsx';
import { TrainingHeaderForm } from './TrainingHeaderForm.tsx';

function formValues(t: Training): TrainingFormValues {
  const header = t.colors.header ?? ['#000000', '#ffffff'];
  return {
    clube: t.clube,
    professor: t.professor,
    categoria: t.categoria,
    metodologia: t.metodologia,
    data: t.data,
    objetivos: t.objetivos,
    esporte_id: String(t.esporte_id),
    colours: [header[0], header[1]],
    category_id: t.category_id,
  };
}

/** /treino/{id}: editable header and logo, post-training evaluation and the exercises. */
export default function TreinoPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const qc = useQueryClient();
  const query = useTraining(id);
  // Saving needs the server: offline the training stays on screen, read-only.
  useReadOnlyOffline('treino');
  // The page's form mounts from the deferred copy of the data: the update that brings the data
  // (synchronous, from the query store) renders the loader again, and the form is then built in a
  // background render that yields to the browser every few milliseconds instead of one long task.
  const data = useDeferredValue(query.data);
  const training = data?.treino;
  const initial = useMemo(() => (training ? formValues(training) : null), [training]);
  const logo = useBlobUrl(training?.img ? (signal) => fetchTrainingLogo(training.id, signal) : null, `${training?.id}-${training?.updated_at}-${training?.img}`);

  useLeaveOnLoadError(query.error, (err) => ({ message: t('treinos.load-error', { message: err.message }), to: '/treinos' }), { onScreen: query.data !== undefined });

  // Back from the editor (/treino/{id}#ex-{exercise}): bring the saved exercise into view.
  const { hash } = useLocation();
  const loaded = Boolean(training);
  useEffect(() => {
    if (!loaded || !/^#ex-\d+$/.test(hash)) return;
    // The row may render a little after the training (the exercises table, fonts, lazy editors
    // above it): wait for it, scroll, and scroll again once the layout has settled.
    let frame = 0;
    let tries = 0;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const reveal = () => {
      const row = document.getElementById(hash.slice(1));
      if (!row) {
        if (tries++ < 120) frame = requestAnimationFrame(reveal);
        return;
      }
      row.scrollIntoView({ block: 'center' });
      row.style.transition = 'background-color 1.5s';
      row.style.backgroundColor = 'var(--mantine-color-yellow-1)';
      timers.push(setTimeout(() => row.scrollIntoView({ block: 'center' }), 400));
      timers.push(setTimeout(() => (row.style.backgroundColor = ''), 2000));
    };
    reveal();
    return () => {
      cancelAnimationFrame(frame);
      timers.forEach(clearTimeout);
    };
  }, [hash, loaded]);

  const refresh = () => void qc.invalidateQueries({ queryKey: trainingKeys.one(id ?? '') });

  const back = (
    <Anchor component={Link} to="/treinos">
      {t('treinos.back')}
    </Anchor>
  );
  // The title and the way back at once, from the address (the page is drawn ahead with them, for any
  // training); an address whose id is not a number shows only the loader until the training's
  // answer sends it back to the list.
  if (!training || !initial) {
    return (
      <Container size="xl" py="md">
        {id && /^[1-9]\d*$/.test(id) ? <PageHeader title={t('treinos.one-title', { id })} subtitle={back} /> : null}
        <PageLoader />
      </Container>
    );
  }

  return (
    <Container size="xl" py="md">
      <PageHeader title={t('treinos.one-title', { id: training.id })} subtitle={back} />
      {/* A read-only training (a club member's, seen by the club) keeps its fields readable. */}
      <Stack gap="lg" className={training.updatable ? undefined : 'prancheta-read-only'} data-testid="treino-page">
        {training.updatable ? null : (
          <Alert color="blue" data-testid="treino-read-only">
            {t('teams.read-only')}
          </Alert>
        )}
        <Paper withBorder p="md" radius="md">
          <TrainingHeaderForm
            initial={initial}
            logoUrl={logo}
            disabled={!training.updatable}
            submitLabel={t('treinos.update')}
            onSubmit={async (values, file) => {
              await saveTraining(training.id, values, file);
              notifications.show({ color: 'green', message: t('general.updated') });
              refresh();
              void qc.invalidateQueries({ queryKey: trainingKeys.list });
            }}
          />
        </Paper>
        <ExercisesSection training={training} others={data?.treinos ?? []} onChanged={refresh} />
        <PostworkForm treinoId={training.id} value={training.postwork} disabled={!training.updatable} onSaved={refresh} />
      </Stack>
    </Container>
  );
}
