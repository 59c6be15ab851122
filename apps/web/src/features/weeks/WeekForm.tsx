import { Button, Checkbox, FileInput, Grid, Group, Image, Input, Paper, Progress, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Language, WeekCellKey, WeekColourPart } from '@prancheta/shared';
import { LIMITS, WEEK_CAPTION_MAX, WEEK_CELL_KEYS, WEEK_CELL_TEXT_MAX, WEEK_COLOUR_PARTS, WEEKDAYS, weekColumns, weekEndDate, weekFields } from '@prancheta/shared';
import { IconPhoto } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import { useTrainings } from '../../api/trainings.ts';
import { ColourPicker } from '../../components/colour-picker/index.ts';
import { formatShortDate } from '../../components/format.ts';
import { RichText } from '../../components/rich-text/index.tsx';
import { serverFieldErrors, useZodForm } from '../../components/form/index.ts';
import { imageUploadProblem as logoProblem } from '../../components/imageUploadProblem.ts';
import classes from '../../components/touch.module.css';
import { OfflineFieldset, offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';
import { DayColumn } from './DayColumn.tsx';
import type { WeekFormValues } from './weekForm.ts';
import { visibleLength } from './weekForm.ts';

const ACCEPT = 'image/png,image/jpeg,image/jpg,image/bmp';
const REQUIRED = ['cabecalho', 'subtitulo', 'title', 'dataInicio'];

/**
 * The weekly sheet editor of /week and /week/{id}: header texts, dates, range and captions, the
 * four colour pairs, the header image, the checked weekdays and one column per checked day (in date
 * order from the start; stacked on a phone), then the notes.
 */
export function WeekForm(props: { initial: WeekFormValues; imageUrl?: string | null; submitLabel: string; onSubmit: (values: WeekFormValues, img: File | null, onProgress: (f: number) => void) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const trainings = useTrainings();
  // Checked by the shared weekFields schema. Values change through shallow merges (setValues), so an
  // edit keeps the identity of the parts it leaves alone (the memoised day columns rely on it), and
  // each edit clears only its own field's error.
  const form = useZodForm<WeekFormValues>(weekFields, props.initial, { clearInputErrorOnChange: false });
  const { setValues, setErrors } = form;
  const values = form.getValues();
  const errors = form.errors as Record<string, string>;
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  const [img, setImg] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const offline = useReadOnlyOffline();
  useEffect(() => setValues(props.initial), [props.initial, setValues]);

  const preview = useMemo(() => (img ? URL.createObjectURL(img) : null), [img]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);
  const trainingOptions = useMemo(() => (trainings.data ?? []).map((x) => ({ value: String(x.id), label: `#${x.id} ${x.metodologia}${x.data ? ` (${formatShortDate(x.data, lang)})` : ''}` })), [trainings.data, lang]);
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(values.dataInicio);
  const columns = validDate ? weekColumns(values.dataInicio, values.config.days) : [];

  const clear = useCallback(
    (key: string) => {
      if (!errorsRef.current[key]) return;
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== key)));
    },
    [setErrors],
  );
  const set = (key: 'cabecalho' | 'subtitulo' | 'title' | 'observacao' | 'dataInicio', value: string) => {
    setValues({ [key]: value });
    clear(key);
  };
  const setConfig = (key: 'range' | 'morning' | 'night', value: string) => {
    setValues((v) => ({ config: { ...v.config!, [key]: value } }));
    clear(`config.${key}`);
  };
  const setColour = (part: WeekColourPart, index: 0 | 1, colour: string) =>
    setValues((v) => {
      const config = v.config!;
      const pair: [string, string] = [...config.colors[part]];
      pair[index] = colour;
      return { config: { ...config, colors: { ...config.colors, [part]: pair } } };
    });
  const setCell = useCallback(
    (field: 'dia' | 'time' | 'place', key: WeekCellKey, value: string) => {
      setValues((v) => (v[field]![key] === value ? {} : { [field]: { ...v[field], [key]: value } }));
      clear(`${field}.${key}`);
    },
    [setValues, clear],
  );
  const setTraining = useCallback(
    (key: WeekCellKey, id: number | null) => {
      setValues((v) => {
        const treinos = { ...v.treinos };
        if (id === null) delete treinos[key];
        else treinos[key] = id;
        return { treinos };
      });
      clear(`treinos.${key}`);
    },
    [setValues, clear],
  );

  const pickImage = (file: File | null) => {
    const problem = file ? logoProblem(file) : null;
    if (problem) {
      form.setFieldError('img', t(problem));
      notifications.show({ color: 'red', message: t(problem) });
      setImg(null);
      return;
    }
    clear('img');
    setImg(file);
  };

  const submit = async () => {
    const found = { ...(form.validate().errors as Record<string, string>) };
    for (const key of WEEK_CELL_KEYS) if (visibleLength(values.dia[key] ?? '') > WEEK_CELL_TEXT_MAX) found[`dia.${key}`] = t('validation.max', { max: WEEK_CELL_TEXT_MAX });
    if (Object.keys(found).length > 0) {
      setErrors(found);
      const missing = REQUIRED.some((k) => found[k] && values[k as keyof WeekFormValues] === '');
      notifications.show({ color: 'red', message: missing ? t('semana.fill-error') : (found['config.days'] ?? t('validation.general')) });
      return;
    }
    setProgress(0);
    try {
      await props.onSubmit(values, img, setProgress);
      setImg(null);
    } catch (err) {
      setErrors(serverFieldErrors(err));
      handleApiError(err);
    } finally {
      setProgress(null);
    }
  };

  const text = (key: 'cabecalho' | 'subtitulo' | 'title') => (
    <Grid.Col span={{ base: 12, sm: 4 }}>
      <TextInput label={t(`semana.labels.${key}`)} value={values[key]} onChange={(e) => set(key, e.currentTarget.value)} error={errors[key] || undefined} withAsterisk maxLength={LIMITS.weekTitleMax} data-testid={`week-${key}`} />
    </Grid.Col>
  );
  const imageShown = preview ?? props.imageUrl ?? null;

  return (
    <OfflineFieldset>
      <Stack gap="lg" data-testid="week-form">
        <Paper withBorder p="md" radius="md">
          <Grid>
            {text('cabecalho')}
            {text('subtitulo')}
            {text('title')}
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <TextInput type="date" label={t('semana.labels.dataInicio')} value={values.dataInicio} onChange={(e) => set('dataInicio', e.currentTarget.value)} error={errors.dataInicio || undefined} withAsterisk data-testid="week-dataInicio" />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <TextInput type="date" label={t('semana.labels.dataFim')} value={validDate ? weekEndDate(values.dataInicio) : ''} readOnly variant="filled" data-testid="week-dataFim" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('semana.labels.range')} placeholder={t('semana.range-hint')} value={values.config.range} onChange={(e) => setConfig('range', e.currentTarget.value)} error={errors['config.range'] || undefined} maxLength={LIMITS.weekRangeMax} data-testid="week-range" />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <TextInput label={t('semana.labels.morning')} placeholder={t('semana.morning-default')} value={values.config.morning} onChange={(e) => setConfig('morning', e.currentTarget.value)} error={errors['config.morning'] || undefined} maxLength={WEEK_CAPTION_MAX} data-testid="week-morning" />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <TextInput label={t('semana.labels.night')} placeholder={t('semana.night-default')} value={values.config.night} onChange={(e) => setConfig('night', e.currentTarget.value)} error={errors['config.night'] || undefined} maxLength={WEEK_CAPTION_MAX} data-testid="week-night" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <FileInput label={t('semana.image')} description={t('semana.image-hint')} accept={ACCEPT} value={img} onChange={pickImage} clearable leftSection={<IconPhoto size={16} />} error={errors.img || undefined} data-testid="week-img" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 2 }}>{imageShown ? <Image src={imageShown} alt={t('semana.image')} h={64} w="auto" fit="contain" data-testid="week-img-preview" /> : null}</Grid.Col>
          </Grid>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={4}>{t('semana.colours')}</Title>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {WEEK_COLOUR_PARTS.map((part) => (
                <Stack key={part} gap={4}>
                  <Text size="sm" fw={600} px="xs" style={{ background: values.config.colors[part][0], color: values.config.colors[part][1], borderRadius: 4 }}>
                    {t(`semana.parts.${part}`)}
                  </Text>
                  <Group gap="xs">
                    <ColourPicker size={40} label={t('semana.colour-of', { which: t('treinos.background'), part: t(`semana.parts.${part}`) })} value={values.config.colors[part][0]} onChange={(c) => setColour(part, 0, c)} testId={`week-colour-${part}-bg`} />
                    <ColourPicker size={40} label={t('semana.colour-of', { which: t('treinos.text'), part: t(`semana.parts.${part}`) })} value={values.config.colors[part][1]} onChange={(c) => setColour(part, 1, c)} testId={`week-colour-${part}-fg`} />
                  </Group>
                </Stack>
              ))}
            </SimpleGrid>
            <Checkbox.Group
              label={t('semana.checked-days')}
              value={values.config.days}
              onChange={(days) => {
                setValues((v) => ({ config: { ...v.config!, days: WEEKDAYS.filter((d) => days.includes(d)) } }));
                clear('config.days');
              }}
              error={errors['config.days'] || undefined}
              withAsterisk
            >
              <Group gap="xs" mt={6}>
                {WEEKDAYS.map((d) => (
                  <Checkbox key={d} value={d} label={t(`semana.weekdays.${d}`)} size="md" classNames={{ body: classes.touchBody, label: classes.touchLabel }} data-testid={`week-check-${d}`} />
                ))}
              </Group>
            </Checkbox.Group>
          </Stack>
        </Paper>

        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md" data-testid="week-columns">
          {columns.map((c) => (
            <DayColumn key={c.date} day={c.day} date={c.date} values={values} errors={errors} trainings={trainingOptions} onCell={setCell} onTraining={setTraining} />
          ))}
        </SimpleGrid>

        {/* The rich text names itself; the wrapper only shows the error (one "Observações" label). */}
        <Input.Wrapper error={errors.observacao || undefined}>
          <RichText value={values.observacao} onChange={(html) => set('observacao', html)} label={t('semana.labels.observacao')} testId="week-observacao" />
        </Input.Wrapper>

        {progress !== null && progress > 0 && progress < 1 ? <Progress value={progress * 100} animated aria-label={t('editor.uploading')} /> : null}
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={progress !== null} {...offlineAction(offline)} data-testid="week-submit">
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </OfflineFieldset>
  );
}
