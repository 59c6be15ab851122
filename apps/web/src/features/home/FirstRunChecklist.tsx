import { ActionIcon, Alert, Badge, Button, Card, Group, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheckFilled, IconCircleDashed, IconFlask, IconRocket, IconTrash, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
// By its own path: the package's index would bring every schema (and zod) into the home's first load.
import { FIRST_RUN_STEPS } from '@prancheta/shared/firstRun.ts';
import type { FirstRunStep } from '@prancheta/shared/firstRun.ts';
import type { FirstRunState } from '@prancheta/shared';
import { handleApiError } from '../../api/errors.ts';
import { useDismissFirstRun, useExampleActions } from '../../api/examples.ts';
import { useHome } from '../../api/home.ts';
import { confirmDelete } from '../../components/confirm/confirmDelete.tsx';
import { HoverTooltip } from '../../components/HoverTooltip.tsx';
import { makeExamplePictures, usePicturesProgress } from './examplePictures.ts';
import type { PicturesProgress } from './examplePictures.ts';

/** Where each step's work is done (the routes of app/router.tsx). */
const STEP_ROUTES: Record<FirstRunStep, string> = {
  formation: '/formacoes',
  training: '/new-treino',
  fitness: '/new-fitnes',
  athlete: '/atletas?novo=1',
};

/** "Preparando os desenhos…" with how many of the sample drawings are made, while they are made. */
function PicturesProgressNote({ progress }: { progress: PicturesProgress }) {
  const { t } = useTranslation();
  const value = progress.total > 0 ? (progress.done / progress.total) * 100 : 0;
  return (
    <Stack gap={4} w="100%" data-testid="examples-preparing" role="status">
      <Text size="sm">
        {t('first-run.preparing')} {progress.total > 0 ? t('first-run.progress', { done: progress.done, total: progress.total }) : null}
      </Text>
      <Progress value={value} animated={progress.total === 0} aria-label={t('first-run.preparing')} />
    </Stack>
  );
}

/**
 * "Load examples" / "Remove the examples" (with a confirmation), with the server's answer as a
 * notification. Once loaded, the sample drawings are made in the browser (see examplePictures.ts)
 * while a progress note shows; removing waits until they are done.
 */
function ExamplesActions({ loaded }: { loaded: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { load, remove } = useExampleActions();
  const pictures = usePicturesProgress();
  const doLoad = () =>
    load.mutate(undefined, {
      onSuccess: (res) => {
        notifications.show({ color: 'green', message: res.message });
        for (const note of res.notes) notifications.show({ color: 'yellow', message: note });
        if (!res.created) return;
        void makeExamplePictures(res.ids).then(({ failed }) => {
          if (failed > 0) notifications.show({ color: 'yellow', message: t('first-run.pictures-failed') });
          return qc.invalidateQueries();
        });
      },
      onError: (err) => void handleApiError(err),
    });
  const doRemove = () =>
    void confirmDelete({
      title: t('first-run.remove-confirm-title'),
      message: t('first-run.remove-confirm'),
      confirmLabel: t('first-run.remove'),
      onConfirm: async () => {
        const res = await remove.mutateAsync();
        notifications.show({ color: 'green', message: res.message });
      },
    });
  const button = loaded ? (
    <Button
      variant="default"
      leftSection={<IconTrash size={18} color="var(--mantine-color-red-7)" />}
      onClick={doRemove}
      loading={remove.isPending}
      disabled={pictures !== null}
      data-testid="examples-remove"
    >
      {t('first-run.remove')}
    </Button>
  ) : (
    <Button leftSection={<IconFlask size={18} />} onClick={doLoad} loading={load.isPending || pictures !== null} data-testid="examples-load">
      {t('first-run.load')}
    </Button>
  );
  return (
    <>
      {pictures ? <PicturesProgressNote progress={pictures} /> : null}
      {button}
    </>
  );
}

/** The sample-content block: what it is, and the load or remove button. */
function ExamplesBlock({ state }: { state: FirstRunState }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="examples-block">
      <Text fw={600}>{t('first-run.examples-title')}</Text>
      <Text size="sm" c="dimmed">
        {state.examples ? t('first-run.loaded-hint') : t('first-run.examples-text')}
      </Text>
      <Group>
        <ExamplesActions loaded={state.examples} />
      </Group>
    </Stack>
  );
}

/** One step: done or to-do mark, its name and hint, and the link that opens the screen where it is done. */
function StepRow({ step, done }: { step: FirstRunStep; done: boolean }) {
  const { t } = useTranslation();
  return (
    <Group component="li" wrap="nowrap" align="center" gap="sm" data-testid={`first-run-step-${step}`} data-done={done ? 'true' : 'false'}>
      <ThemeIcon variant="transparent" color={done ? 'pitch' : 'gray'} size={32} aria-hidden>
        {done ? <IconCircleCheckFilled size={26} /> : <IconCircleDashed size={26} />}
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined}>
          {t(`first-run.steps.${step}`)}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`first-run.hints.${step}`)}
        </Text>
        <VisuallyHidden>{done ? t('first-run.done') : t('first-run.todo')}</VisuallyHidden>
      </div>
      {done ? (
        <Badge color="pitch" variant="light">
          {t('first-run.done')}
        </Badge>
      ) : (
        <Button
          component={Link}
          to={STEP_ROUTES[step]}
          variant="light"
          size="sm"
          miw={44}
          mih={36}
          aria-label={`${t('first-run.open')}: ${t(`first-run.steps.${step}`)}`}
          data-testid={`first-run-open-${step}`}
        >
          {t('first-run.open')}
        </Button>
      )}
    </Group>
  );
}

/** The first-run state of the home answer and the dismiss mutation. */
function useFirstRun() {
  const home = useHome();
  const dismiss = useDismissFirstRun();
  const state = home.data?.first_run;
  const done = state ? FIRST_RUN_STEPS.filter((s) => state.steps[s]).length : 0;
  const setDismissed = (value: boolean) => dismiss.mutate(value, { onError: (err) => void handleApiError(err) });
  return { state, done, complete: done === FIRST_RUN_STEPS.length, setDismissed, pending: dismiss.isPending };
}

/**
 * Once the checklist is dismissed or complete: a small card of the home that keeps "Load
 * examples" / "Remove the examples" reachable and offers to show the checklist again.
 */
export function ExamplesCard() {
  const { t } = useTranslation();
  const { state, complete, setDismissed, pending } = useFirstRun();
  if (!state || state.show) return null;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="examples-card">
      <Stack gap="sm">
        <ExamplesBlock state={state} />
        {state.dismissed && !complete ? (
          <Group>
            <Button variant="subtle" leftSection={<IconRocket size={18} />} onClick={() => setDismissed(false)} loading={pending} data-testid="first-run-reopen">
              {t('first-run.reopen')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The first-run checklist of the home (from GET /api/home), shown from the first sign-in until
 * dismissed or complete: four steps that tick themselves from the coach's own records, each with a
 * link to the screen where it is done, a dismiss button (stored on the server) and the sample content.
 */
export function FirstRunChecklist() {
  const { t } = useTranslation();
  const { state, done, setDismissed, pending } = useFirstRun();
  if (!state?.show) return null;
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="first-run-title" data-testid="first-run">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h3" id="first-run-title">
              {t('first-run.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('first-run.subtitle')}
            </Text>
          </div>
          <HoverTooltip label={t('first-run.dismiss')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={44}
              onClick={() => setDismissed(true)}
              loading={pending}
              aria-label={t('first-run.dismiss')}
              data-testid="first-run-dismiss"
            >
              <IconX size={20} />
            </ActionIcon>
          </HoverTooltip>
        </Group>
        <div>
          <Text size="sm" fw={500} data-testid="first-run-progress">
            {t('first-run.progress', { done, total: FIRST_RUN_STEPS.length })}
          </Text>
          <Progress value={(done / FIRST_RUN_STEPS.length) * 100} aria-label={t('first-run.progress', { done, total: FIRST_RUN_STEPS.length })} mt={4} />
        </div>
        <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {FIRST_RUN_STEPS.map((step) => (
            <StepRow key={step} step={step} done={state.steps[step]} />
          ))}
        </Stack>
        <Alert variant="light" color="gold" icon={<IconFlask size={20} />} p="sm">
          <ExamplesBlock state={state} />
        </Alert>
      </Stack>
    </Card>
  );
}
