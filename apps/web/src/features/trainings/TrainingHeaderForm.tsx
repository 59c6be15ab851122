import { Button, FileInput, Grid, Group, Image, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLUB_PLACEHOLDER, LIMITS, TRAINING_REQUIRED_FIELDS, trainingFields } from '@prancheta/shared';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import { useCurrentUser } from '../../api/user.ts';
import type { TrainingFormValues } from '../../api/trainings.ts';
import { applyServerErrors, useFormRefill, useZodForm } from '../../components/form/index.ts';
import { LabelledField } from '../../components/labelled-field/index.ts';
import { useSports } from '../../api/sports.ts';
import { imageUploadProblem } from '../../components/imageUploadProblem.ts';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';
import { OfflineFieldset, offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';

const ACCEPT = 'image/png,image/jpeg,image/jpg,image/bmp';

/** Default values of a new training: black header with white text (seed 000 §9). */
export const EMPTY_TRAINING: TrainingFormValues = { clube: '', professor: '', categoria: '', metodologia: '', data: '', objetivos: '', esporte_id: '', colours: [LIMITS.defaultHeaderColors[0], LIMITS.defaultHeaderColors[1]], category_id: null };

/**
 * The training header form of /new-treino and /treino/{id}: the club name with the header colour
 * pair, sport, teacher, category, methodology, date, objectives (max 800 with a counter) and an
 * optional logo with preview. Validated by the shared `trainingFields` schema; disabled (buttons
 * hidden) when the training is not updatable.
 */
export function TrainingHeaderForm(props: {
  initial: TrainingFormValues;
  logoUrl?: string | null;
  disabled?: boolean;
  submitLabel: string;
  onSubmit: (values: TrainingFormValues, logo: File | null) => Promise<void>;
}) {
  const { t } = useTranslation();
  const sports = useSports();
  const form = useZodForm<TrainingFormValues>(trainingFields, props.initial);
  const [logo, setLogo] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const disabled = props.disabled ?? false;
  const offline = useReadOnlyOffline();
  const user = useCurrentUser();
  // Seed 000 §2: a coach in a club picks a club category instead of typing club, teacher and category.
  const clubCategories = useMemo(
    () => (user.data?.teams ?? []).filter((team) => team.categories.length > 0).map((team) => ({ group: team.name, items: team.categories.map((c) => ({ value: String(c.id), label: c.name })) })),
    [user.data],
  );
  // Refilled when the saved training changes.
  useFormRefill(form, props.initial);

  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const pickLogo = (file: File | null) => {
    const problem = file ? imageUploadProblem(file) : null;
    if (problem) {
      form.setFieldError('img', t(problem));
      notifications.show({ color: 'red', message: t(problem) });
      setLogo(null);
      return;
    }
    form.clearFieldError('img');
    setLogo(file);
  };

  const submit = form.onSubmit(
    async (values) => {
      setSaving(true);
      try {
        await props.onSubmit(values, values.category_id === null ? logo : null);
        setLogo(null);
      } catch (err) {
        applyServerErrors(form, err);
        handleApiError(err);
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      const missing = TRAINING_REQUIRED_FIELDS.some((k) => errors[k]);
      notifications.show({ color: 'red', message: missing ? t('treinos.fill-error') : t('validation.general') });
    },
  );

  const values = form.getValues();
  const inClub = values.category_id !== null;
  // Locked when a club category is chosen: club, teacher and category are the club's ('----').
  const locked = (key: string) => inClub && key !== 'metodologia';
  const shown = (key: 'clube' | 'professor' | 'categoria' | 'metodologia') => (locked(key) ? { value: CLUB_PLACEHOLDER, onChange: () => undefined } : form.getInputProps(key));
  const text = (key: 'clube' | 'professor' | 'categoria' | 'metodologia', span = 6) => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <TextInput label={t(`treinos.labels.${key}`)} {...shown(key)} disabled={disabled || locked(key)} withAsterisk={!locked(key)} data-testid={`treino-${key}`} maxLength={120} />
    </Grid.Col>
  );
  const clubSelect =
    clubCategories.length > 0 || inClub ? (
      <Select
        label={t('teams.club-category')}
        placeholder={t('teams.no-club-category')}
        data={clubCategories}
        value={values.category_id === null ? null : String(values.category_id)}
        onChange={(v) => form.setFieldValue('category_id', v ? Number(v) : null)}
        clearable
        disabled={disabled}
        data-testid="treino-club-category"
      />
    ) : null;
  const logoShown = preview ?? props.logoUrl ?? null;

  return (
    <form onSubmit={submit} noValidate>
      <OfflineFieldset>
        <Stack gap="md" data-testid="treino-form">
          <LabelledField
            fieldLabel={t('treinos.header')}
            disabled={disabled}
            preview={values.clube || t('treinos.header')}
            colours={{ value: values.colours, onChange: (pair) => form.setFieldValue('colours', pair), testId: 'treino-colour' }}
          >
            <TextInput label={t('treinos.labels.clube')} {...shown('clube')} disabled={disabled || inClub} withAsterisk={!inClub} data-testid="treino-clube" maxLength={120} />
          </LabelledField>
          {clubSelect}
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('treinos.labels.esporte')}
                placeholder={t('treinos.choose-sport')}
                data={(sports.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
                {...form.getInputProps('esporte_id')}
                value={values.esporte_id || null}
                onChange={(v) => form.setFieldValue('esporte_id', v ?? '')}
                disabled={disabled}
                withAsterisk
                data-testid="treino-esporte"
              />
            </Grid.Col>
            {text('professor')}
            {text('categoria')}
            {text('metodologia')}
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput type="date" label={t('treinos.labels.data')} {...form.getInputProps('data')} disabled={disabled} withAsterisk data-testid="treino-data" />
            </Grid.Col>
            <Grid.Col span={12}>
              <AutoTextarea
                label={t('treinos.labels.objetivos')}
                {...form.getInputProps('objetivos')}
                disabled={disabled}
                minRows={3}
                description={t('treinos.chars', { count: values.objetivos.length, max: LIMITS.textAreaMax })}
                data-testid="treino-objetivos"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }} display={inClub ? 'none' : undefined}>
              <FileInput
                label={t('treinos.logo')}
                description={t('treinos.logo-hint')}
                accept={ACCEPT}
                value={logo}
                onChange={pickLogo}
                clearable
                leftSection={<IconPhoto size={16} />}
                error={form.errors.img}
                disabled={disabled}
                data-testid="treino-logo"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>{logoShown ? <Image src={logoShown} alt={t('treinos.logo')} h={80} w="auto" fit="contain" data-testid="treino-logo-preview" /> : null}</Grid.Col>
          </Grid>
          {disabled ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={saving} {...offlineAction(offline)} data-testid="treino-submit">
                {props.submitLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </OfflineFieldset>
    </form>
  );
}
