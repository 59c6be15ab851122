import { Alert, Button, Group, Modal, Progress, Stack } from '@mantine/core';
import type { Exercise, ExerciseUpdate } from '@prancheta/shared';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ExerciseFieldsForm, exerciseInputOf, useExerciseForm } from '../../components/ExerciseFields.tsx';

/**
 * The drawing editor's save dialog for a training exercise (the exercise info modal): the same boxes as
 * the text exercise form. Incomplete values or a refused save show 'exercices.fill-error' and each
 * field's message; the dialog stays open.
 */
export function ExerciseSaveDialog(props: {
  opened: boolean;
  onClose: () => void;
  exercise: Exercise | null;
  onSubmit: (fields: ExerciseUpdate) => void;
  progress: number | null;
  serverErrors: Record<string, string[]>;
}) {
  const { t } = useTranslation();
  // Keeps what the coach typed across openings; only the server's verdict replaces the messages.
  const form = useExerciseForm(props.exercise);
  useEffect(() => {
    form.setErrors(Object.fromEntries(Object.entries(props.serverErrors).map(([k, list]) => [k, list.join(' ')])));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.serverErrors]);

  const submit = form.onSubmit((values) => props.onSubmit(exerciseInputOf(values)));
  const busy = props.progress !== null;
  return (
    <Modal opened={props.opened} onClose={props.onClose} size="xl" title={t('exercices.info-title')} closeOnClickOutside={!busy} data-testid="exercise-save-dialog">
      <form onSubmit={submit} noValidate>
        <Stack>
          {Object.values(form.errors).some(Boolean) ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="ex-error">
              {t('exercices.fill-error')}
            </Alert>
          ) : null}
          <ExerciseFieldsForm form={form} />
          {busy ? <Progress value={props.progress! * 100} animated aria-label={t('formations.saving')} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={busy}>
              {t('general.cancel')}
            </Button>
            <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={busy} data-testid="ex-submit">
              {t('general.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
