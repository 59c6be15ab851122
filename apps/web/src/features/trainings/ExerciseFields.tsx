import { Grid, Group, Textarea, TextInput } from '@mantine/core';
import { EXERCISE_BOXES, EXERCISE_DEFAULT_COLOURS, LIMITS, exerciseFields } from '@prancheta/shared';
import type { Exercise, ExerciseColourPart, ExerciseUpdate } from '@prancheta/shared';
import { useTranslation } from 'react-i18next';
import { ColourPicker } from '../../components/colour-picker/index.ts';
import { zodValidate } from '../../components/zodValidate.ts';

/** The text values of the exercise form (fields and h_* labels). */
export type ExerciseValues = Omit<ExerciseUpdate, 'colors'>;
/** Colour pairs [background, text] of every exercise part. */
export type ExerciseColours = Record<ExerciseColourPart, [string, string]>;

/** An empty exercise form. */
export const EMPTY_EXERCISE: ExerciseValues = { titulo: '', duracao: '', blocos_de_duracao: '', dimensao: '', relacao_numerica: '', descricao: '', h_duracao: '', h_blocos: '', h_dimensao: '', h_relacao: '' };

/** Client-side check of the exercise form with the shared schema: field -> translated message. */
export const validateExercise = zodValidate(exerciseFields);

/** The form values of a saved exercise, or an empty form. */
export function exerciseValuesOf(ex: Exercise | null): ExerciseValues {
  if (!ex) return { ...EMPTY_EXERCISE };
  return { titulo: ex.titulo, duracao: ex.duracao, blocos_de_duracao: ex.blocos_de_duracao, dimensao: ex.dimensao, relacao_numerica: ex.relacao_numerica, descricao: ex.descricao, h_duracao: ex.h_duracao, h_blocos: ex.h_blocos, h_dimensao: ex.h_dimensao, h_relacao: ex.h_relacao };
}

/** The exercise's own colours, completed with the defaults. */
export function exerciseColoursOf(ex: Exercise | null): ExerciseColours {
  const out = {} as ExerciseColours;
  for (const [part, pair] of Object.entries(EXERCISE_DEFAULT_COLOURS) as [ExerciseColourPart, readonly [string, string]][]) {
    const own = ex?.colors[part];
    out[part] = own ? [own[0], own[1]] : [pair[0], pair[1]];
  }
  return out;
}

/**
 * The boxes of an exercise: title, duration, blocks, dimension, numerical relation and description
 * (required; description max 800), the optional h_* labels and a colour pair per part. Shared by the
 * text exercise modal and the drawing editor's save dialog.
 */
export function ExerciseFieldsForm(props: {
  values: ExerciseValues;
  colours: ExerciseColours;
  errors: Record<string, string | undefined>;
  disabled?: boolean;
  onValue: (key: keyof ExerciseValues, value: string) => void;
  onColours: (update: (c: ExerciseColours) => ExerciseColours) => void;
}) {
  const { t } = useTranslation();
  const { values, errors, disabled } = props;
  const pair = (part: ExerciseColourPart) => (
    <Group gap={4} wrap="nowrap">
      <ColourPicker size={32} label={`${t(`exercices.colours.${part}`)} · ${t('treinos.background')}`} value={props.colours[part][0]} onChange={(c) => props.onColours((s) => ({ ...s, [part]: [c, s[part][1]] }))} testId={`ex-colour-${part}-0`} />
      <ColourPicker size={32} label={`${t(`exercices.colours.${part}`)} · ${t('treinos.text')}`} value={props.colours[part][1]} onChange={(c) => props.onColours((s) => ({ ...s, [part]: [s[part][0], c] }))} testId={`ex-colour-${part}-1`} />
    </Group>
  );
  return (
    <>
      {EXERCISE_BOXES.map((box) => (
        <Grid key={box.field} align="flex-end">
          <Grid.Col span={{ base: 12, sm: box.label ? 5 : 9 }}>
            {box.field === 'descricao' ? (
              <Textarea
                label={t(`exercices.labels.${box.field}`)}
                value={values.descricao}
                onChange={(e) => props.onValue('descricao', e.currentTarget.value)}
                error={errors.descricao || undefined}
                disabled={disabled}
                withAsterisk
                autosize
                minRows={3}
                description={t('treinos.chars', { count: values.descricao.length, max: LIMITS.textAreaMax })}
                data-testid="ex-descricao"
              />
            ) : (
              <TextInput label={t(`exercices.labels.${box.field}`)} value={values[box.field]} onChange={(e) => props.onValue(box.field, e.currentTarget.value)} error={errors[box.field] || undefined} disabled={disabled} withAsterisk maxLength={120} data-testid={`ex-${box.field}`} />
            )}
          </Grid.Col>
          {box.label ? (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t(`exercices.header-labels.${box.label}`)}
                placeholder={t(`exercices.labels.${box.field}`)}
                title={t('exercices.label-hint')}
                value={values[box.label]}
                onChange={(e) => props.onValue(box.label!, e.currentTarget.value)}
                error={errors[box.label] || undefined}
                disabled={disabled}
                maxLength={LIMITS.headerLabelMax}
                data-testid={`ex-${box.label}`}
              />
            </Grid.Col>
          ) : null}
          <Grid.Col span={{ base: 12, sm: 3 }}>{disabled ? null : pair(box.part)}</Grid.Col>
        </Grid>
      ))}
    </>
  );
}
