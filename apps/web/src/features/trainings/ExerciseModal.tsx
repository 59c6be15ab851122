import { Button, Grid, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EXERCISE_BOXES, EXERCISE_DEFAULT_COLOURS, LIMITS, exerciseFields } from '@prancheta/shared';
import type { Exercise, ExerciseColourPart, ExerciseUpdate } from '@prancheta/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import { createTextExercise, updateExercise } from '../../api/trainings.ts';
import { ColourPicker } from '../../components/colour-picker/index.ts';
import { serverFieldErrors, zodValidate } from '../../components/zodValidate.ts';

type Values = Omit<ExerciseUpdate, 'colors'>;
const EMPTY: Values = { titulo: '', duracao: '', blocos_de_duracao: '', dimensao: '', relacao_numerica: '', descricao: '', h_duracao: '', h_blocos: '', h_dimensao: '', h_relacao: '' };
const validate = zodValidate(exerciseFields);

function coloursOf(ex: Exercise | null): Record<ExerciseColourPart, [string, string]> {
  const out = {} as Record<ExerciseColourPart, [string, string]>;
  for (const [part, pair] of Object.entries(EXERCISE_DEFAULT_COLOURS) as [ExerciseColourPart, readonly [string, string]][]) {
    const own = ex?.colors[part];
    out[part] = own ? [own[0], own[1]] : [pair[0], pair[1]];
  }
  return out;
}

/**
 * The exercise form modal (text exercises, and the boxes of drawn ones): title, duration, blocks,
 * dimension, numerical relation, the h_* labels (may be empty), colours per part and description
 * (required, max 800). On a refused form: 'exercices.fill-error' and the field messages.
 */
export function ExerciseModal(props: { opened: boolean; exercise: Exercise | null; treinoId: number; disabled: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [colours, setColours] = useState(coloursOf(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!props.opened) return;
    const ex = props.exercise;
    setValues(ex ? { titulo: ex.titulo, duracao: ex.duracao, blocos_de_duracao: ex.blocos_de_duracao, dimensao: ex.dimensao, relacao_numerica: ex.relacao_numerica, descricao: ex.descricao, h_duracao: ex.h_duracao, h_blocos: ex.h_blocos, h_dimensao: ex.h_dimensao, h_relacao: ex.h_relacao } : EMPTY);
    setColours(coloursOf(ex));
    setErrors({});
  }, [props.opened, props.exercise]);

  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = async () => {
    const found = validate(values);
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

  const pair = (part: ExerciseColourPart) => (
    <Group gap={4} wrap="nowrap">
      <ColourPicker size={32} label={`${t(`exercices.colours.${part}`)} · ${t('treinos.background')}`} value={colours[part][0]} onChange={(c) => setColours((s) => ({ ...s, [part]: [c, s[part][1]] }))} testId={`ex-colour-${part}-0`} />
      <ColourPicker size={32} label={`${t(`exercices.colours.${part}`)} · ${t('treinos.text')}`} value={colours[part][1]} onChange={(c) => setColours((s) => ({ ...s, [part]: [s[part][0], c] }))} testId={`ex-colour-${part}-1`} />
    </Group>
  );

  return (
    <Modal opened={props.opened} onClose={props.onClose} size="xl" title={props.exercise ? t('exercices.edit-title') : t('exercices.new-title')} data-testid="exercise-modal">
      <Stack>
        {EXERCISE_BOXES.map((box) => (
          <Grid key={box.field} align="flex-end">
            <Grid.Col span={{ base: 12, sm: box.label ? 5 : 9 }}>
              {box.field === 'descricao' ? (
                <Textarea
                  label={t(`exercices.labels.${box.field}`)}
                  value={values.descricao}
                  onChange={(e) => set('descricao', e.currentTarget.value)}
                  error={errors.descricao || undefined}
                  disabled={props.disabled}
                  withAsterisk
                  autosize
                  minRows={3}
                  description={t('treinos.chars', { count: values.descricao.length, max: LIMITS.textAreaMax })}
                  data-testid="ex-descricao"
                />
              ) : (
                <TextInput label={t(`exercices.labels.${box.field}`)} value={values[box.field]} onChange={(e) => set(box.field, e.currentTarget.value)} error={errors[box.field] || undefined} disabled={props.disabled} withAsterisk maxLength={120} data-testid={`ex-${box.field}`} />
              )}
            </Grid.Col>
            {box.label ? (
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t(`exercices.header-labels.${box.label}`)}
                  placeholder={t(`exercices.labels.${box.field}`)}
                  title={t('exercices.label-hint')}
                  value={values[box.label]}
                  onChange={(e) => set(box.label!, e.currentTarget.value)}
                  error={errors[box.label] || undefined}
                  disabled={props.disabled}
                  maxLength={LIMITS.headerLabelMax}
                  data-testid={`ex-${box.label}`}
                />
              </Grid.Col>
            ) : null}
            <Grid.Col span={{ base: 12, sm: 3 }}>{props.disabled ? null : pair(box.part)}</Grid.Col>
          </Grid>
        ))}
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
