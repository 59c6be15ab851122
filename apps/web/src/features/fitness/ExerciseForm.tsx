import { Button, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ExerciseMode, FitnessExColourPart, FitnessExercise, FitnessExLabel } from '@prancheta/shared';
import { exerciseDescriptionMax, FITNESS_EX_DEFAULT_COLOURS, fitnessExerciseFields } from '@prancheta/shared';
import { IconMovie, IconPhoto } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../components/form/index.ts';
import { LabelledField } from '../../components/labelled-field/index.ts';
import { ColourPair } from '../../components/labelled-field/ColourPair.tsx';
import { GifPicker } from '../../components/media/GifPicker.tsx';
import { ExerciseMedia } from './ExerciseMedia.tsx';
import { VideoPicker } from './VideoPicker.tsx';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';

export type ExColours = Record<FitnessExColourPart, [string, string]>;

/** One exercise form's values (the chosen gif's url is shown, not sent). */
export interface ExerciseFormValues extends Record<string, unknown> {
  title: string;
  duration: string;
  charge: string;
  series: string;
  group: string;
  description: string;
  imc: string;
  magra: string;
  path: string;
  usergif: boolean;
  mediaUrl: string | null;
  h_duration: string;
  h_charge: string;
  h_series: string;
  h_group: string;
  h_description: string;
  h_imc: string;
  h_magra: string;
  colours: ExColours;
}

export function defaultColours(): ExColours {
  return Object.fromEntries(Object.entries(FITNESS_EX_DEFAULT_COLOURS).map(([k, v]) => [k, [v[0], v[1]]])) as ExColours;
}

export function exerciseValuesOf(ex: FitnessExercise | null): ExerciseFormValues {
  return {
    title: ex?.title ?? '',
    duration: ex?.duration ?? '',
    charge: ex?.charge ?? '',
    series: ex?.series ?? '',
    group: ex?.group ?? '',
    description: ex?.description ?? '',
    imc: ex?.imc ?? '',
    magra: ex?.magra ?? '',
    path: ex?.path ?? '',
    usergif: ex?.usergif ?? false,
    mediaUrl: ex?.userGifUrl ?? null,
    h_duration: ex?.h_duration ?? '',
    h_charge: ex?.h_charge ?? '',
    h_series: ex?.h_series ?? '',
    h_group: ex?.h_group ?? '',
    h_description: ex?.h_description ?? '',
    h_imc: ex?.h_imc ?? '',
    h_magra: ex?.h_magra ?? '',
    colours: ex ? (Object.fromEntries(Object.entries(ex.colors).map(([k, v]) => [k, [v[0], v[1]]])) as ExColours) : defaultColours(),
  };
}

/** What the API receives for one exercise (fields, `colors`, no preview url). */
export function exerciseBody(v: ExerciseFormValues, mode: ExerciseMode): Record<string, string | boolean | Record<string, [string, string]>> {
  const { colours, mediaUrl: _url, imc, magra, ...rest } = v;
  return { ...rest, ...(mode === 'profile' ? { imc, magra } : {}), colors: colours };
}

export function useExerciseForm(video: boolean, mode: ExerciseMode, initial: ExerciseFormValues) {
  const schema = useMemo(() => fitnessExerciseFields(video, mode), [video, mode]);
  return useZodForm<ExerciseFormValues>(schema, initial);
}

type Box = { field: 'duration' | 'charge' | 'series' | 'group' | 'imc' | 'magra'; label: FitnessExLabel; name: string };

/**
 * The fields of one exercise: title (uppercase on video) with its colours, duration, charge,
 * series (blocks), group (relation), imc and magra in profile mode, the description, each with its
 * header label and colour pair; and the gif (or video) chosen in the picker.
 */
export function ExerciseForm({ form, video, mode, prefix }: { form: UseFormReturnType<ExerciseFormValues>; video: boolean; mode: ExerciseMode; prefix: string }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const v = form.getValues();
  const boxes: Box[] = [
    { field: 'duration', label: 'h_duration', name: t('fitnes.duration') },
    { field: 'charge', label: 'h_charge', name: t('fitnes.charge') },
    { field: 'series', label: 'h_series', name: video ? t('fitnes.blocks') : t('fitnes.series') },
    { field: 'group', label: 'h_group', name: video ? t('fitnes.relation') : t('fitnes.group') },
    ...(mode === 'profile'
      ? ([
          { field: 'imc', label: 'h_imc', name: t('fitnes.imc') },
          { field: 'magra', label: 'h_magra', name: t('fitnes.magra') },
        ] as Box[])
      : []),
  ];
  const colours = (part: FitnessExColourPart) => ({ value: v.colours[part], onChange: (pair: [string, string]) => form.setFieldValue(`colours.${part}`, pair), testId: `${prefix}-colour-${part}` });
  const pathError = form.errors.path;
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 200 }}
          label={t('fitnes.ex-title')}
          withAsterisk
          {...form.getInputProps('title')}
          onChange={(e) => form.setFieldValue('title', video ? e.currentTarget.value.toUpperCase() : e.currentTarget.value)}
          data-testid={`${prefix}-title`}
        />
        <Input.Wrapper label={t('fitnes.header-colours')} labelElement="div">
          <ColourPair value={v.colours.title} onChange={(pair) => form.setFieldValue('colours.title', pair)} field={t('fitnes.ex-title')} size={36} testId={`${prefix}-colour-title`} />
        </Input.Wrapper>
      </Group>
      {boxes.map((b) => (
        <LabelledField key={b.field} fieldLabel={b.name} headerLabel={{ ...form.getInputProps(b.label), value: v[b.label], testId: `${prefix}-${b.label}` }} colours={colours(b.field)} preview>
          <TextInput label={b.name} withAsterisk {...form.getInputProps(b.field)} maxLength={120} data-testid={`${prefix}-${b.field}`} />
        </LabelledField>
      ))}
      <LabelledField fieldLabel={t('fitnes.description')} headerLabel={{ ...form.getInputProps('h_description'), value: v.h_description, testId: `${prefix}-h_description` }} colours={colours('description')} preview>
        <AutoTextarea label={t('fitnes.description')} minRows={2} maxLength={exerciseDescriptionMax(video)} {...form.getInputProps('description')} description={`${v.description.length}/${exerciseDescriptionMax(video)}`} data-testid={`${prefix}-description`} />
      </LabelledField>
      {mode !== 'profile' || !video ? (
        <Paper withBorder p="xs">
          <Group align="center" wrap="wrap">
            {v.mediaUrl ? <ExerciseMedia url={v.mediaUrl} video={video} alt={v.title} height={90} testId={`${prefix}-media`} /> : null}
            <Button variant="light" leftSection={video ? <IconMovie size={16} /> : <IconPhoto size={16} />} onClick={() => setPicking(true)} data-testid={`${prefix}-pick`}>
              {video ? t('fitnes.select-video') : t('gifs.pick')}
            </Button>
            {pathError ? (
              <Text c="red" size="sm" data-testid={`${prefix}-path-error`}>
                {pathError}
              </Text>
            ) : null}
          </Group>
        </Paper>
      ) : null}
      {video ? (
        <VideoPicker
          opened={picking}
          onClose={() => setPicking(false)}
          onPick={(f) => {
            form.setValues({ path: String(f.id), usergif: true, mediaUrl: `/api/formactionimg/${f.id}` });
            form.clearFieldError('path');
            setPicking(false);
          }}
        />
      ) : (
        <GifPicker
          opened={picking}
          onClose={() => setPicking(false)}
          onPick={(g) => {
            form.setValues({ path: g.path, usergif: g.usergif, mediaUrl: g.url });
            form.clearFieldError('path');
            setPicking(false);
          }}
        />
      )}
    </Stack>
  );
}
