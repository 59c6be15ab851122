import { Button, FileInput, Group, Image, Input, Paper, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FitnessSheet, SheetLabel } from '@prancheta/shared';
import { SHEET_DEFAULT_HEADER, sheetFields, sheetObjectivesMax } from '@prancheta/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAthletes } from '../../api/athletes.ts';
import { handleApiError } from '../../api/errors.ts';
import { toFormData } from '../../api/formData.ts';
import { applyServerErrors, useZodForm } from '../../components/form/index.ts';
import { LabelledField } from '../../components/labelled-field/index.ts';
import { ColourPair } from '../../components/labelled-field/ColourPair.tsx';
import { RichText } from '../../components/rich-text/index.tsx';
import { OfflineFieldset, offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';

/** The sheet form's values: texts, header labels and the header colour pair. */
export interface SheetFormValues extends Record<string, unknown> {
  title: string;
  teacher: string;
  student: string;
  /** The roster athlete ('' for free text only). */
  athlete_id: string;
  volume: string;
  data: string;
  objectives: string;
  rate: string;
  h_teacher: string;
  h_student: string;
  h_data: string;
  h_volume: string;
  h_objectives: string;
  h_rate: string;
  header: [string, string];
}

export function sheetValuesOf(s: FitnessSheet | null): SheetFormValues {
  return {
    title: s?.title ?? '',
    teacher: s?.teacher ?? '',
    student: s?.student ?? '',
    athlete_id: s?.athlete_id ? String(s.athlete_id) : '',
    volume: s?.volume ?? '',
    data: s?.data ?? new Date().toISOString().slice(0, 10),
    objectives: s?.objectives ?? '',
    rate: s?.rate ?? '',
    h_teacher: s?.h_teacher ?? '',
    h_student: s?.h_student ?? '',
    h_data: s?.h_data ?? '',
    h_volume: s?.h_volume ?? '',
    h_objectives: s?.h_objectives ?? '',
    h_rate: s?.h_rate ?? '',
    header: s ? [...s.colors.header] : [...SHEET_DEFAULT_HEADER],
  };
}

/** The FormData of POST fitnes / fitnes/{id}. */
export function sheetFormData(values: SheetFormValues, img: File | null, video: boolean): FormData {
  const { header, ...fields } = values;
  return toFormData({ ...fields, is_video: video, colors: { header }, img });
}

/**
 * New and edit form of a sheet or video session: title with the header colours, teacher, student
 * (category for a session), volume, date, objectives, cover image, editable header labels, and on
 * edit the rich-text post-work notes. The roster picker shows when the coach has athletes or the sheet
 * names one, and always with `withRoster` (the form drawn before the roster is known).
 */
export function SheetForm(props: {
  video: boolean;
  sheet: FitnessSheet | null;
  coverUrl?: string | null;
  submitLabel: string;
  onSaved: (id: number) => Promise<void> | void;
  save: (form: FormData) => Promise<{ fitnes: { id: number } }>;
  withRoster?: boolean;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => sheetFields(props.video), [props.video]);
  const form = useZodForm<SheetFormValues>(schema, sheetValuesOf(props.sheet));
  const [img, setImg] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const offline = useReadOnlyOffline();
  const preview = useMemo(() => (img ? URL.createObjectURL(img) : null), [img]);
  const values = form.getValues();

  const label = (name: SheetLabel, field: string) => ({
    ...form.getInputProps(name),
    value: values[name],
    testId: `sheet-${name}`,
    label: t('labelled-field.header-label', { field }),
  });

  const submit = form.onSubmit(async (v) => {
    setSaving(true);
    try {
      const res = await props.save(sheetFormData(v, img, props.video));
      await props.onSaved(res.fitnes.id);
    } catch (err) {
      if (applyServerErrors(form, err)) notifications.show({ color: 'red', message: t('fitnes.fill-error') });
      else handleApiError(err);
    } finally {
      setSaving(false);
    }
  });

  const studentLabel = props.video ? t('fitnes.category') : t('fitnes.student');
  const athletes = useAthletes();
  const roster = (athletes.data ?? []).map((a) => ({ value: String(a.id), label: a.group_label ? `${a.name} · ${a.group_label}` : a.name }));
  const pickAthlete = (id: string | null) => {
    form.setFieldValue('athlete_id', id ?? '');
    const athlete = athletes.data?.find((a) => String(a.id) === id);
    if (athlete) form.setFieldValue('student', athlete.name.slice(0, 120));
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <OfflineFieldset>
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <TextInput style={{ flex: 1, minWidth: 200 }} label={t('fitnes.f-title')} withAsterisk {...form.getInputProps('title')} data-testid="sheet-title" />
            <Input.Wrapper label={t('fitnes.header-colours')} labelElement="div">
              <ColourPair value={values.header} onChange={(pair) => form.setFieldValue('header', pair)} field={t('fitnes.f-title')} size={36} testId="sheet-colour-header" />
            </Input.Wrapper>
          </Group>
          <LabelledField fieldLabel={t('fitnes.teacher')} headerLabel={label('h_teacher', t('fitnes.teacher'))}>
            <TextInput label={t('fitnes.teacher')} withAsterisk {...form.getInputProps('teacher')} data-testid="sheet-teacher" />
          </LabelledField>
          {props.withRoster || roster.length > 0 || values.athlete_id !== '' ? (
            <Select
              label={t('atletas.pick')}
              description={t('atletas.pick-help')}
              data={[{ value: '', label: t('atletas.pick-none') }, ...roster]}
              searchable
              value={values.athlete_id}
              onChange={pickAthlete}
              error={form.errors.athlete_id}
              data-testid="sheet-athlete"
            />
          ) : null}
          <LabelledField fieldLabel={studentLabel} headerLabel={label('h_student', studentLabel)}>
            <TextInput label={studentLabel} withAsterisk {...form.getInputProps('student')} data-testid="sheet-student" />
          </LabelledField>
          <LabelledField fieldLabel={t('fitnes.volume')} headerLabel={label('h_volume', t('fitnes.volume'))}>
            <TextInput label={t('fitnes.volume')} withAsterisk {...form.getInputProps('volume')} data-testid="sheet-volume" />
          </LabelledField>
          <LabelledField fieldLabel={t('fitnes.date')} headerLabel={label('h_data', t('fitnes.date'))}>
            <TextInput type="date" label={t('fitnes.date')} withAsterisk {...form.getInputProps('data')} data-testid="sheet-data" />
          </LabelledField>
          <LabelledField fieldLabel={t('fitnes.objectives')} headerLabel={label('h_objectives', t('fitnes.objectives'))}>
            <AutoTextarea
              label={t('fitnes.objectives')}
              withAsterisk
              minRows={2}
              maxLength={sheetObjectivesMax(props.video)}
              {...form.getInputProps('objectives')}
              data-testid="sheet-objectives"
            />
          </LabelledField>
          {props.sheet ? (
            <LabelledField fieldLabel={t('fitnes.rate')} headerLabel={label('h_rate', t('fitnes.rate'))}>
              <RichText label={t('fitnes.rate')} value={values.rate} onChange={(html) => form.setFieldValue('rate', html)} testId="sheet-rate" />
            </LabelledField>
          ) : null}
          <Group align="flex-end">
            <FileInput style={{ flex: 1 }} label={t('fitnes.cover')} accept="image/png,image/jpeg,image/bmp" value={img} onChange={setImg} clearable data-testid="sheet-cover" />
            {preview || props.coverUrl ? <Image src={preview ?? props.coverUrl} h={60} w="auto" fit="contain" alt={t('fitnes.cover')} /> : null}
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} {...offlineAction(offline)} data-testid="sheet-save">
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </OfflineFieldset>
    </Paper>
  );
}
