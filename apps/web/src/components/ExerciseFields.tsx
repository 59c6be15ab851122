import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EXERCISE_BOXES, EXERCISE_DEFAULT_COLOURS, LIMITS, exerciseFields } from '@prancheta/shared';
import type { Exercise, ExerciseColourPart, ExerciseUpdate } from '@prancheta/shared';
import { useTranslation } from 'react-i18next';
import { useZodForm } from './form/index.ts';
import { LabelledField } from './labelled-field/index.ts';
import { AutoTextarea } from './form/AutoTextarea.tsx';

/** Colour pairs [background, text] of every exercise part. */
export type ExerciseColours = Record<ExerciseColourPart, [string, string]>;
/** The exercise form: text fields, h_* labels and a colour pair per part. */
export type ExerciseFormValues = Omit<ExerciseUpdate, 'colors'> & { colours: ExerciseColours };

/** The exercise's own colours, completed with the defaults. */
export function exerciseColoursOf(ex: Exercise | null): ExerciseColours {
  const out = {} as ExerciseColours;
  for (const [part, pair] of Object.entries(EXERCISE_DEFAULT_COLOURS) as [ExerciseColourPart, readonly [string, string]][]) {
    const own = ex?.colors[part];
    out[part] = own ? [own[0], own[1]] : [pair[0], pair[1]];
  }
  return out;
}

/** The form values of a saved exercise, or an empty form with the default colours. */
export function exerciseFormValuesOf(ex: Exercise | null): ExerciseFormValues {
  const text = ex ?? { titulo: '', duracao: '', blocos_de_duracao: '', dimensao: '', relacao_numerica: '', descricao: '', h_duracao: '', h_blocos: '', h_dimensao: '', h_relacao: '' };
  return {
    titulo: text.titulo,
    duracao: text.duracao,
    blocos_de_duracao: text.blocos_de_duracao,
    dimensao: text.dimensao,
    relacao_numerica: text.relacao_numerica,
    descricao: text.descricao,
    h_duracao: text.h_duracao,
    h_blocos: text.h_blocos,
    h_dimensao: text.h_dimensao,
    h_relacao: text.h_relacao,
    colours: exerciseColoursOf(ex),
  };
}

/** What PUT/POST exercicios send: the fields plus `colors`. */
export function exerciseInputOf(values: ExerciseFormValues): ExerciseUpdate {
  const { colours, ...fields } = values;
  return { ...fields, colors: colours };
}

/** The exercise form hook: the shared `exerciseFields` schema with translated messages. */
export function useExerciseForm(ex: Exercise | null) {
  return useZodForm<ExerciseFormValues>(exerciseFields, exerciseFormValuesOf(ex));
}

/**
 * The boxes of an exercise: title, duration, blocks, dimension, numerical relation and description
 * (required; description max 800), each a LabelledField with its colour pair and, for the four
 * boxes that have one, its h_* header label (may be empty). Shared by the text exercise modal and
 * the drawing editor's save dialog.
 */
export function ExerciseFieldsForm({ form, disabled }: { form: UseFormReturnType<ExerciseFormValues>; disabled?: boolean }) {
  const { t } = useTranslation();
  const values = form.getValues();
  return (
    <Stack gap="sm">
      {EXERCISE_BOXES.map((box) => {
        const name = t(`exercices.labels.${box.field}`);
        const input = form.getInputProps(box.field);
        return (
          <LabelledField
            key={box.field}
            fieldLabel={name}
            disabled={disabled}
            headerLabel={box.label ? { ...form.getInputProps(box.label), value: values[box.label], label: t(`exercices.header-labels.${box.label}`), testId: `ex-${box.label}` } : undefined}
            colours={{ value: values.colours[box.part], onChange: (pair) => form.setFieldValue(`colours.${box.part}`, pair), testId: `ex-colour-${box.part}` }}
          >
            {box.field === 'descricao' ? (
              <AutoTextarea label={name} {...input} disabled={disabled} withAsterisk minRows={3} description={t('treinos.chars', { count: values.descricao.length, max: LIMITS.textAreaMax })} data-testid="ex-descricao" />
            ) : (
              <TextInput label={name} {...input} disabled={disabled} withAsterisk maxLength={120} data-testid={`ex-${box.field}`} />
            )}
          </LabelledField>
        );
      })}
    </Stack>
  );
}
