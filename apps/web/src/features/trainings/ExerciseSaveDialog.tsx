import { Alert, Button, Group, Modal, Progress, Stack } from '@mantine/core';
import type { Exercise, ExerciseUpdate } from '@prancheta/shared';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExerciseFieldsForm, exerciseColoursOf, exerciseValuesOf, validateExercise } from './ExerciseFields.tsx';
import type { ExerciseValues } from './ExerciseFields.tsx';

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
  const [values, setValues] = useState<ExerciseValues>(() => exerciseValuesOf(props.exercise));
  const [colours, setColours] = useState(() => exerciseColoursOf(props.exercise));
  const [errors, setErrors] = useState<Record<string, string>>({});

  // Keep what the coach typed across openings; only the server's verdict replaces the messages.
  useEffect(() => {
    const fromServer = Object.fromEntries(Object.entries(props.serverErrors).map(([k, list]) => [k, list.join(' ')]));
    setErrors(fromServer);
  }, [props.serverErrors]);

  const set = (key: keyof ExerciseValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = () => {
    const found = validateExercise(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    props.onSubmit({ ...values, colors: colours });
  };

  const busy = props.progress !== null;
  return (
    <Modal opened={props.opened} onClose={props.onClose} size="xl" title={t('exercices.info-title')} closeOnClickOutside={!busy} data-testid="exercise-save-dialog">
      <Stack>
        {Object.values(errors).some(Boolean) ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="ex-error">
            {t('exercices.fill-error')}
          </Alert>
        ) : null}
        <ExerciseFieldsForm values={values} colours={colours} errors={errors} onValue={set} onColours={setColours} />
        {busy ? <Progress value={props.progress! * 100} animated aria-label={t('formations.saving')} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            {t('general.cancel')}
          </Button>
          <Button leftSection={<IconDeviceFloppy size={18} />} onClick={submit} loading={busy} data-testid="ex-submit">
            {t('general.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
