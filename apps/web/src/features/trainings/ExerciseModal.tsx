import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Exercise, ExerciseUpdate } from '@prancheta/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import { createTextExercise, updateExercise } from '../../api/trainings.ts';
import { serverFieldErrors } from '../../components/zodValidate.ts';
import { ExerciseFieldsForm, exerciseColoursOf, exerciseValuesOf, validateExercise } from './ExerciseFields.tsx';
import type { ExerciseValues } from './ExerciseFields.tsx';

/**
 * The exercise form modal (text exercises, and the boxes of drawn ones): title, duration, blocks,
 * dimension, numerical relation, the h_* labels (may be empty), colours per part and description
 * (required, max 800). On a refused form: 'exercices.fill-error' and the field messages.
 */
export function ExerciseModal(props: { opened: boolean; exercise: Exercise | null; treinoId: number; disabled: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ExerciseValues>(exerciseValuesOf(null));
  const [colours, setColours] = useState(exerciseColoursOf(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!props.opened) return;
    setValues(exerciseValuesOf(props.exercise));
    setColours(exerciseColoursOf(props.exercise));
    setErrors({});
  }, [props.opened, props.exercise]);

  const set = (key: keyof ExerciseValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = async () => {
    const found = validateExercise(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      notifications.show({ color: 'red', message: t('exercices.fill-error') });
      return;
    }
    setSaving(true);
    try {
      const input: ExerciseUpdate = { ...values, colors: colours };
      if (props.exercise) await updateExercise(props.exercise.id, input);
      else await createTextExercise(props.treinoId, input);
      notifications.show({ color: 'green', message: t('exercices.save-success') });
      props.onSaved();
    } catch (err) {
      setErrors(serverFieldErrors(err));
      handleApiError(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} size="xl" title={props.exercise ? t('exercices.edit-title') : t('exercices.new-title')} data-testid="exercise-modal">
      <Stack>
        <ExerciseFieldsForm values={values} colours={colours} errors={errors} disabled={props.disabled} onValue={set} onColours={setColours} />
        {Object.values(errors).some(Boolean) ? (
          <Text c="red" size="sm" data-testid="ex-error">
            {t('exercices.fill-error')}
          </Text>
        ) : null}
        {props.disabled ? null : (
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('general.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={saving} data-testid="ex-submit">
              {t('general.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
