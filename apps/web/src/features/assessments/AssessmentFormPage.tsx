import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Container,
  FileInput,
  Group,
  Image,
  Input,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Assessment, FatEquation, Language, MeasureKey, SkinfoldProtocol } from '@prancheta/shared';
import {
  ageOn,
  ASSESSMENT_PHOTOS_MAX,
  ASSESSMENT_TEXT_MAX,
  assessmentFields,
  assessmentResults,
  BIOIMPEDANCE,
  CIRCUMFERENCES,
  FAT_EQUATION_NAMES,
  FAT_EQUATIONS,
  fatEquationParams,
  MEASURES,
  protocolSites,
  SHEET_DEFAULT_HEADER,
  SKINFOLD_PROTOCOLS,
  SKINFOLD_SITES,
} from '@prancheta/shared';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  assessmentKeys,
  deleteAssessmentPhoto,
  saveAssessment,
  uploadAssessmentPhotos,
  useAssessment,
  useAthleteAssessments,
  useAthleteBasics,
} from '../../api/assessments.ts';
import { getBlob } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { toFormData } from '../../api/formData.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { notFoundOr, useLeaveOnLoadError } from '../../components/useLeaveOnLoadError.ts';
import { confirmDelete } from '../../components/confirm/index.ts';
import { applyServerErrors, useZodForm } from '../../components/form/index.ts';
import { formatNumber } from '../../components/format.ts';
import { ColourPair } from '../../components/labelled-field/ColourPair.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useBlobUrl } from '../../components/useBlobUrl.ts';
import { assessmentPaths } from './paths.ts';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';

type Values = Record<string, unknown> & {
  date: string;
  sex: string;
  age: number | string;
  protocol: SkinfoldProtocol;
  fat_equation: FatEquation;
  notes: string;
  header: [string, string];
} & Record<
    MeasureKey,
    number | string
  >;

/**
 * The form's values: the assessment's own, or for a new one today's date, the age from the birth
 * date and the body-fat equation of the athlete's latest assessment (a coach keeps one equation
 * through an athlete's evolution), Siri for a first assessment.
 */
function valuesOf(a: Assessment | null, birthDate: string | null, latest: Assessment | null, lang: Language): Values {
  const today = new Date().toISOString().slice(0, 10);
  // Measures are edited as typed text (the shared schema reads '72,5' and refuses what is no number).
  const typed = (v: number | null | undefined) => (v == null ? '' : lang === 'en-us' ? String(v) : String(v).replace('.', ','));
  const measures = Object.fromEntries((Object.keys(MEASURES) as MeasureKey[]).map((k) => [k, typed(a?.[k])])) as Record<MeasureKey, number | string>;
  return {
    date: a?.date ?? today,
    sex: a?.sex ?? '',
    age: a?.age ?? (birthDate ? ageOn(birthDate, today) : ''),
    protocol: a?.protocol ?? 'none',
    fat_equation: a?.fat_equation ?? latest?.fat_equation ?? 'siri',
    notes: a?.notes ?? '',
    header: a ? [...a.colors.header] : [...SHEET_DEFAULT_HEADER],
    ...measures,
  };
}

/** A posture photo of the coach (served with the bearer token). */
function Photo({ id, url, n, onDelete }: { id: number; url: string; n: number; onDelete: () => void }) {
  const { t } = useTranslation();
  const src = useBlobUrl((signal) => getBlob(url.replace(/^\/api\//, ''), signal), url);
  return (
    <Stack gap={4} align="center">
      {src ? <Image src={src} h={140} w="auto" fit="contain" radius="sm" alt={t('assess.photo-alt', { n })} /> : <Paper w={100} h={140} bg="gray.1" />}
      <ActionIcon variant="light" color="gray" aria-label={t('assess.photo-delete-confirm')} onClick={onDelete} data-testid={`photo-delete-${id}`}>
        <IconTrash size={16} />
      </ActionIcon>
    </Stack>
  );
}

/** New and edit form of a physical assessment, with the live BMI and body-fat result and, once saved, the posture photos. */
export default function AssessmentFormPage() {
  const { t } = useTranslation();
  const { athleteId: athleteParam, id } = useParams();
  const existing = useAssessment(id);
  const athleteId = athleteParam ?? (existing.data ? String(existing.data.athlete_id) : undefined);
  const athlete = useAthleteBasics(athleteId);
  // A new assessment takes the equation of the athlete's latest one (the list the page came from).
  const previous = useAthleteAssessments(id ? undefined : athleteId);
  // Another coach's (or an unknown) assessment or athlete answers 404: say so and go back to the roster.
  useLeaveOnLoadError(existing.error ?? athlete.error ?? previous.error, (err) => ({
    message: notFoundOr(err, t(existing.error ? 'assess.not-found' : 'atletas.not-found')),
    to: '/atletas',
  }));
  if ((id && !existing.data) || !athlete.data || (!id && previous.isPending)) return <PageLoader />;
  return <AssessmentForm key={existing.data?.id ?? 'new'} athlete={athlete.data} assessment={existing.data ?? null} latest={previous.data?.at(-1) ?? null} />;
}

function AssessmentForm({
  athlete,
  assessment,
  latest,
}: {
  athlete: { id: number; name: string; birth_date: string | null };
  assessment: Assessment | null;
  latest: Assessment | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm<Values>(assessmentFields, valuesOf(assessment, athlete.birth_date, latest, lang));
  const [saving, setSaving] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [photos, setPhotos] = useState(assessment?.photos ?? []);
  const values = form.getValues();
  const parsed = assessmentFields.safeParse(values);
  const live = parsed.success ? assessmentResults(parsed.data) : null;
  const sites = values.sex === 'm' || values.sex === 'f' ? protocolSites(values.protocol, values.sex) : [];

  // A number field keeps exactly what was typed: a minus sign or letters are not dropped silently but
  // refused with the field's message (the shared range or "enter a number"), on leaving the field and on saving.
  const numberField = (path: MeasureKey | 'age', label: string, testId: string, required: boolean) => (
    <TextInput
      key={path}
      label={label}
      inputMode={path === 'age' ? 'numeric' : 'decimal'}
      autoComplete="off"
      withAsterisk={required}
      data-testid={testId}
      {...form.getInputProps(path)}
      onBlur={() => form.validateField(path)}
    />
  );
  const measure = (k: MeasureKey) =>
    numberField(k, `${t(`assess.m.${k}`)}${MEASURES[k].unit ? ` (${MEASURES[k].unit})` : ''}`, `m-${k}`, k.startsWith('sf_') && sites.includes(k.slice(3) as (typeof SKINFOLD_SITES)[number]));

  const submit = form.onSubmit(async (v) => {
    setSaving(true);
    try {
      const { header, ...fields } = v;
      const res = await saveAssessment(athlete.id, assessment?.id ?? null, { ...fields, colors: { header } });
      notifications.show({ color: 'green', message: res.message });
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.ofAthlete(athlete.id) });
      if (assessment) await queryClient.invalidateQueries({ queryKey: assessmentKeys.one(assessment.id) });
      navigate(assessment ? assessmentPaths.athlete(athlete.id) : assessmentPaths.edit(res.avaliacao.id), { replace: !assessment });
    } catch (err) {
      if (!applyServerErrors(form, err)) handleApiError(err);
    } finally {
      setSaving(false);
    }
  });

  const upload = async () => {
    if (!assessment || files.length === 0) return;
    setUploading(true);
    try {
      const res = await uploadAssessmentPhotos(assessment.id, toFormData({ photos: files }));
      setPhotos(res.avaliacao.photos);
      setFiles([]);
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.ofAthlete(athlete.id) });
    } catch (err) {
      handleApiError(err);
    } finally {
      setUploading(false);
    }
  };

  const removePhoto = (photoId: number) =>
    confirmDelete({
      title: t('fitnes.delete'),
      message: t('assess.photo-delete-confirm'),
      onConfirm: async () => {
        await deleteAssessmentPhoto(photoId);
        setPhotos((list) => list.filter((p) => p.id !== photoId));
        await queryClient.invalidateQueries({ queryKey: assessmentKeys.ofAthlete(athlete.id) });
      },
    });

  const fatError = form.errors.body_fat;
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }}>
      <BackLink to={assessmentPaths.athlete(athlete.id)} label={t('assess.back')} />
      <PageHeader title={assessment ? t('assess.edit') : t('assess.new')} subtitle={athlete.name} />
      <form onSubmit={submit} noValidate data-testid="assessment-form">
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
              <TextInput type="date" label={t('assess.date')} withAsterisk data-testid="a-date" {...form.getInputProps('date')} />
              <Select
                label={t('assess.sex')}
                withAsterisk
                data={[
                  { value: 'f', label: t('assess.sex-f') },
                  { value: 'm', label: t('assess.sex-m') },
                ]}
                data-testid="a-sex"
                {...form.getInputProps('sex')}
              />
              {numberField('age', t('assess.age'), 'a-age', true)}
              <Select
                label={t('assess.protocol')}
                data={SKINFOLD_PROTOCOLS.map((p) => ({ value: p, label: t(`assess.protocol-${p}`) }))}
                allowDeselect={false}
                data-testid="a-protocol"
                {...form.getInputProps('protocol')}
              />
              <Select
                label={t('assess.fat-equation')}
                data={FAT_EQUATIONS.map((e) => ({ value: e, label: FAT_EQUATION_NAMES[e] }))}
                allowDeselect={false}
                data-testid="a-fat-equation"
                {...form.getInputProps('fat_equation')}
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md" radius="md" bg="var(--mantine-color-blue-light)" data-testid="live-result">
            <Group gap="lg" wrap="wrap">
              <Text fw={700}>{t('assess.live')}</Text>
              {live?.bmi != null ? <Badge size="lg" variant="white">{`${t('assess.r.bmi')}: ${formatNumber(live.bmi, lang, 1)}`}</Badge> : null}
              {live?.fat_pct != null ? <Badge size="lg" variant="white" data-testid="live-fat">{`${t('assess.r.fat', fatEquationParams([{ fat_equation: values.fat_equation, fat_pct: live.fat_pct }]))}: ${formatNumber(live.fat_pct, lang, 1)} %`}</Badge> : null}
              {live?.lean_kg != null ? <Badge size="lg" variant="white">{`${t('assess.r.lean-kg')}: ${formatNumber(live.lean_kg, lang, 1)} kg`}</Badge> : null}
              {values.protocol !== 'none' && live?.fat_pct == null ? <Text size="sm">{t('assess.live-missing')}</Text> : null}
            </Group>
          </Paper>
          {fatError ? (
            <Alert color="red" data-testid="fat-error">
              {fatError}
            </Alert>
          ) : null}
          <Paper withBorder p="md" radius="md">
            <Title order={4} mb="sm">
              {t('assess.section.body')}
            </Title>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
              {measure('weight')}
              {measure('height')}
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Title order={4} mb="sm">
              {t('assess.section.skinfolds')}
            </Title>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
              {SKINFOLD_SITES.map((s) => measure(`sf_${s}` as MeasureKey))}
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Title order={4} mb="sm">
              {t('assess.section.circumferences')}
            </Title>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
              {CIRCUMFERENCES.map((c) => measure(`circ_${c}` as MeasureKey))}
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Title order={4} mb="sm">
              {t('assess.section.bioimpedance')}
            </Title>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
              {BIOIMPEDANCE.map((b) => measure(b))}
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Title order={4} mb="sm">
              {t('assess.section.vitals')}
            </Title>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
              {measure('resting_hr')}
              {measure('bp_systolic')}
              {measure('bp_diastolic')}
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <AutoTextarea label={t('assess.notes')} minRows={2} maxLength={ASSESSMENT_TEXT_MAX} data-testid="a-notes" {...form.getInputProps('notes')} />
              <Input.Wrapper label={t('assess.colours')} labelElement="div">
                <ColourPair value={values.header} onChange={(pair) => form.setFieldValue('header', pair)} field={t('assess.report-title')} size={36} testId="assessment-colour" />
              </Input.Wrapper>
            </Stack>
          </Paper>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} data-testid="assessment-save">
              {t('assess.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Paper withBorder p="md" radius="md" mt="md" mb="xl" data-testid="assessment-photos">
        <Title order={4} mb="xs">
          {t('assess.section.photos')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('assess.photos-hint', { max: ASSESSMENT_PHOTOS_MAX })}
        </Text>
        {assessment ? (
          <Stack gap="sm">
            <Group gap="sm">
              {photos.map((p, i) => (
                <Photo key={p.id} id={p.id} url={p.url} n={i + 1} onDelete={() => void removePhoto(p.id)} />
              ))}
            </Group>
            {photos.length < ASSESSMENT_PHOTOS_MAX ? (
              <Group align="flex-end" wrap="wrap">
                <FileInput
                  multiple
                  accept="image/png,image/jpeg,image/webp,image/bmp"
                  label={t('assess.photos-add')}
                  value={files}
                  onChange={(f) => setFiles(f.slice(0, ASSESSMENT_PHOTOS_MAX - photos.length))}
                  clearable
                  style={{ flex: 1, minWidth: 200 }}
                  data-testid="photos-input"
                />
                <Button onClick={() => void upload()} loading={uploading} disabled={files.length === 0} data-testid="photos-upload">
                  {t('assess.photos-add')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </Paper>
    </Container>
  );
}
