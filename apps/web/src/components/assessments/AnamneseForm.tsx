import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Anamnese, AnamneseFields, Language } from '@prancheta/shared';
import { ANAMNESE_TEXTS, anamneseFields, ASSESSMENT_TEXT_MAX, formatShortDate, parqAlert, PARQ_QUESTIONS } from '@prancheta/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import { applyServerErrors, useZodForm } from '../form/index.ts';
import { AutoTextarea } from '../form/AutoTextarea.tsx';

type Values = AnamneseFields & Record<string, unknown>;

function valuesOf(a: Anamnese | undefined): Values {
  const parsed = anamneseFields.parse(a ?? {});
  return { ...parsed };
}

/**
 * The anamnese form: the seven PAR-Q questions (yes / no) and the health texts. The coach fills it
 * on the athlete's page, the student on their own page; `save` sends it to the right address.
 */
export function AnamneseForm({
  anamnese,
  save,
  submitLabel,
  testId = 'anamnese',
}: {
  anamnese: Anamnese | undefined;
  save: (v: AnamneseFields) => Promise<{ anamnese: Anamnese; message: string }>;
  submitLabel: string;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const form = useZodForm<Values>(anamneseFields, valuesOf(anamnese));
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Anamnese | undefined>(anamnese);
  const values = form.getValues();

  const submit = form.onSubmit(async (v) => {
    setSaving(true);
    try {
      const res = await save(anamneseFields.parse(v));
      setSaved(res.anamnese);
      notifications.show({ color: 'green', message: res.message });
    } catch (err) {
      if (!applyServerErrors(form, err)) handleApiError(err);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} data-testid={testId} noValidate>
      <Stack gap="md">
        {saved?.updated_at ? (
          <Text size="sm" c="dimmed" data-testid={`${testId}-filled`}>
            {t(saved.filled_by === 'student' ? 'assess.filled-by-student' : 'assess.filled-by-coach', { date: formatShortDate(saved.updated_at, lang) })}
          </Text>
        ) : null}
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text fw={700}>PAR-Q</Text>
            {PARQ_QUESTIONS.map((q, i) => (
              <Stack key={q} gap={4}>
                <Text size="sm" id={`${testId}-${q}-label`}>
                  {i + 1}. {t(`assess.parq.${q}`)}
                </Text>
                <SegmentedControl
                  aria-labelledby={`${testId}-${q}-label`}
                  data-testid={`${testId}-${q}`}
                  value={values.parq[q] === true ? 'yes' : values.parq[q] === false ? 'no' : ''}
                  onChange={(v) => form.setFieldValue(`parq.${q}`, v === 'yes' ? true : v === 'no' ? false : null)}
                  data={[
                    { value: 'no', label: t('assess.no') },
                    { value: 'yes', label: t('assess.yes') },
                  ]}
                  w={{ base: '100%', xs: 220 }}
                />
              </Stack>
            ))}
            {parqAlert(values) ? (
              <Alert color="orange" data-testid={`${testId}-alert`}>
                {t('assess.parq-alert')}
              </Alert>
            ) : null}
          </Stack>
        </Paper>
        {ANAMNESE_TEXTS.map((k) => (
          <AutoTextarea key={k} label={t(`assess.an.${k}`)} minRows={2} maxLength={ASSESSMENT_TEXT_MAX} data-testid={`${testId}-${k}`} {...form.getInputProps(k)} />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} data-testid={`${testId}-save`}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
