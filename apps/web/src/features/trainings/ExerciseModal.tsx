import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Exercise } from '@prancheta/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import { createTextExercise, updateExercise } from '../../api/trainings.ts';
import { applyServerErrors, FormActions } from '../../components/form/index.ts';
import { OfflineFieldset } from '../../pwa/readOnlyOffline.tsx';
import { ExerciseFieldsForm, exerciseFormValuesOf, exerciseInputOf, useExerciseForm } from '../../components/ExerciseFields.tsx';

/**
 * The exercise form modal (text exercises, and the boxes of drawn ones): title, duration, blocks,
 * dimension, numerical relation, the h_* labels (may be empty), colours per part and description
 * (required, max 800). On a refused form: 'exercices.fill-error' and the field messages.
 */
export function ExerciseModal(props: { opened: boolean; exercise: Exercise | null; treinoId: number; disabled: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const form = useExerciseForm(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!props.opened) return;
    form.setValues(exerciseFormValuesOf(props.exercise));
    form.clearErrors();
    // form is stable per mount; refill only when the dialog opens on an exercise.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.opened, props.exercise]);

  const submit = form.onSubmit(
    async (values) => {
      setSaving(true);
      try {
        const input = exerciseInputOf(values);
        if (props.exercise) await updateExercise(props.exercise.id, input);
        else await createTextExercise(props.treinoId, input);
        notifications.show({ color: 'green', message: t('exercices.save-success') });
        props.onSaved();
      } catch (err) {
        applyServerErrors(form, err);
        handleApiError(err);
      } finally {
        setSaving(false);
      }
    },
    () => notifications.show({ color: 'red', message: t('exercices.fill-error') }),
  );

  return (
    <Modal opened={props.opened} onClose={props.onClose} size="xl" title={props.exercise ? t('exercices.edit-title') : t('exercices.new-title')} data-testid="exercise-modal">
      <form onSubmit={submit} noValidate>
        <OfflineFieldset>
          <Stack>
            <ExerciseFieldsForm form={form} disabled={props.disabled} />
            {Object.values(form.errors).some(Boolean) ? (
              <Text c="red" size="sm" data-testid="ex-error">
                {t('exercices.fill-error')}
              </Text>
            ) : null}
            {props.disabled ? null : (
              <FormActions onCancel={props.onClose} saving={saving} saveTestId="ex-submit" />
            )}
          </Stack>
        </OfflineFieldset>
      </form>
    </Modal>
  );
}
