import { Button, FileInput, Grid, Group, Image, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS } from '@prancheta/shared';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import type { TrainingFormValues } from '../../api/trainings.ts';
import { ColourPicker } from '../../components/colour-picker/index.ts';
import { serverFieldErrors } from '../../components/zodValidate.ts';
import { useSports } from '../sports/api.ts';

const REQUIRED = ['esporte_id', 'metodologia', 'data', 'clube', 'professor', 'categoria'] as const;
const ACCEPT = 'image/png,image/jpeg,image/jpg,image/bmp';

/** Default values of a new training: black header with white text (seed 000 §9). */
export const EMPTY_TRAINING: TrainingFormValues = { clube: '', professor: '', categoria: '', metodologia: '', data: '', objetivos: '', esporte_id: '', colours: [LIMITS.defaultHeaderColors[0], LIMITS.defaultHeaderColors[1]] };

/** The i18n key refusing a logo file, or null when it is acceptable (type and 3 MB, as the server checks). */
export function logoProblem(file: File): string | null {
  if (!(LIMITS.upload.imageTypes as readonly string[]).includes(file.type)) return 'upload.type-not-allowed';
  if (file.size > LIMITS.upload.imageMaxBytes) return 'upload.max-3mb';
  return null;
}

/**
 * The training header form of /new-treino and /treino/{id}: colour pair, club, sport, teacher,
 * category, methodology, date, objectives (max 800 with a counter) and an optional logo with
 * preview. Disabled (buttons hidden) when the training is not updatable.
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
  const [values, setValues] = useState<TrainingFormValues>(props.initial);
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const disabled = props.disabled ?? false;
  useEffect(() => setValues(props.initial), [props.initial]);

  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const set = <K extends keyof TrainingFormValues>(key: K, value: TrainingFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const pickLogo = (file: File | null) => {
    const problem = file ? logoProblem(file) : null;
    if (problem) {
      setErrors((e) => ({ ...e, img: t(problem) }));
      notifications.show({ color: 'red', message: t(problem) });
      setLogo(null);
      return;
    }
    setErrors((e) => ({ ...e, img: '' }));
    setLogo(file);
  };

  const submit = async () => {
    const missing: Record<string, string> = {};
    for (const key of REQUIRED) if (values[key].trim() === '') missing[key] = t('validation.required');
    if (values.objetivos.length > LIMITS.textAreaMax) missing.objetivos = t('validation.max', { max: LIMITS.textAreaMax });
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      notifications.show({ color: 'red', message: REQUIRED.some((k) => missing[k]) ? t('treinos.fill-error') : t('validation.general') });
      return;
    }
    setSaving(true);
    try {
      await props.onSubmit(values, logo);
      setLogo(null);
    } catch (err) {
      setErrors(serverFieldErrors(err));
      handleApiError(err);
    } finally {
      setSaving(false);
    }
  };

  const text = (key: 'clube' | 'professor' | 'categoria' | 'metodologia', span = 6) => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <TextInput label={t(`treinos.labels.${key}`)} value={values[key]} onChange={(e) => set(key, e.currentTarget.value)} error={errors[key] || undefined} disabled={disabled} withAsterisk data-testid={`treino-${key}`} maxLength={120} />
    </Grid.Col>
  );
  const logoShown = preview ?? props.logoUrl ?? null;

  return (
    <Stack gap="md" data-testid="treino-form">
      <Group gap="lg" align="flex-end">
        <Text fw={600}>{t('treinos.header-colours')}</Text>
        <ColourPicker label={t('treinos.background')} value={values.colours[0]} onChange={(c) => !disabled && set('colours', [c, values.colours[1]])} testId="treino-colour-bg" />
        <ColourPicker label={t('treinos.text')} value={values.colours[1]} onChange={(c) => !disabled && set('colours', [values.colours[0], c])} testId="treino-colour-fg" />
        <Text px="md" py={6} style={{ background: values.colours[0], color: values.colours[1], borderRadius: 6 }} data-testid="treino-colour-preview">
          {values.clube || t('treinos.header')}
        </Text>
      </Group>
      <Grid>
        {text('clube')}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('treinos.labels.esporte')}
            placeholder={t('treinos.choose-sport')}
            data={(sports.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={values.esporte_id || null}
            onChange={(v) => set('esporte_id', v ?? '')}
            error={errors.esporte_id || undefined}
            disabled={disabled}
            withAsterisk
            data-testid="treino-esporte"
          />
        </Grid.Col>
        {text('professor')}
        {text('categoria')}
        {text('metodologia')}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput type="date" label={t('treinos.labels.data')} value={values.data} onChange={(e) => set('data', e.currentTarget.value)} error={errors.data || undefined} disabled={disabled} withAsterisk data-testid="treino-data" />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('treinos.labels.objetivos')}
            value={values.objetivos}
            onChange={(e) => set('objetivos', e.currentTarget.value)}
            error={errors.objetivos || undefined}
            disabled={disabled}
            autosize
            minRows={3}
            description={t('treinos.chars', { count: values.objetivos.length, max: LIMITS.textAreaMax })}
            data-testid="treino-objetivos"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <FileInput
            label={t('treinos.logo')}
            description={t('treinos.logo-hint')}
            accept={ACCEPT}
            value={logo}
            onChange={pickLogo}
            clearable
            leftSection={<IconPhoto size={16} />}
            error={errors.img || undefined}
            disabled={disabled}
            data-testid="treino-logo"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{logoShown ? <Image src={logoShown} alt={t('treinos.logo')} h={80} w="auto" fit="contain" data-testid="treino-logo-preview" /> : null}</Grid.Col>
      </Grid>
      {disabled ? null : (
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={saving} data-testid="treino-submit">
            {props.submitLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
