import { Divider, Group, Modal, NumberInput, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminPlan, Language } from '@prancheta/shared';
import { LIMITS, planBody } from '@prancheta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys, savePlan } from '../../api/admin.ts';
import { handleApiError } from '../../api/errors.ts';
import { decimalSeparator } from '../../components/format.ts';
import { applyServerErrors, useZodForm, FormActions } from '../../components/form/index.ts';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';

const OTHER: Array<'es-es' | 'en-us'> = ['es-es', 'en-us'];
const DESC_MAX = LIMITS.planDescriptionMax;

/** Create (any admin) or edit (master) a plan: POST admin/plans/ or PUT admin/plans/{id}. */
export function PlanModal({ editing, onClose }: { editing: AdminPlan | 'new'; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const current = editing === 'new' ? null : editing;
  const tr = (lang: 'es-es' | 'en-us') => ({ title: current?.translations[lang]?.title ?? '', short_desc: current?.translations[lang]?.short_desc ?? '' });
  const form = useZodForm<{
    title: string;
    days: number | string;
    price: number | string;
    short_desc: string;
    translations: Record<'es-es' | 'en-us', { title: string; short_desc: string }>;
    kind: 'user' | 'club';
    max_users: number | string;
    recurring: boolean;
  }>(planBody, {
    title: current?.title ?? '',
    days: current?.days ?? LIMITS.planDefaultDays,
    price: current?.price ?? 0,
    short_desc: current?.short_desc ?? '',
    translations: { 'es-es': tr('es-es'), 'en-us': tr('en-us') },
    kind: current?.kind ?? 'user',
    max_users: current?.max_users ?? '',
    recurring: current?.recurring ?? false,
  });
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const answer = await savePlan(current?.id ?? null, planBody.parse(values));
      await Promise.all([qc.invalidateQueries({ queryKey: adminKeys.plans }), qc.invalidateQueries({ queryKey: ['plans'] })]);
      notifications.show({ color: 'green', message: answer.message });
      onClose();
    } catch (err) {
      applyServerErrors(form, err);
      handleApiError(err);
    } finally {
      setSaving(false);
    }
  });
  const separator = decimalSeparator(i18n.language as Language);
  return (
    <Modal opened onClose={onClose} title={t(current ? 'admin.plans.edit' : 'admin.plans.add')} size="lg">
      <form onSubmit={submit} noValidate data-testid="plan-form">
        <Stack>
          <TextInput label={t('admin.plans.name')} required {...form.getInputProps('title')} data-testid="plan-title" />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('admin.plans.kind')}
            </Text>
            <SegmentedControl
              data={[
                { value: 'user', label: t('admin.plans.kind-user') },
                { value: 'club', label: t('admin.plans.kind-club') },
              ]}
              {...form.getInputProps('kind')}
              data-testid="plan-kind"
            />
          </Stack>
          {form.values.kind === 'club' ? (
            <NumberInput
              label={t('admin.plans.max-users')}
              description={t('admin.plans.max-users-hint')}
              required
              min={1}
              step={1}
              allowDecimal={false}
              {...form.getInputProps('max_users')}
              data-testid="plan-max-users"
            />
          ) : (
            <Switch
              label={t('admin.plans.recurring')}
              description={t('admin.plans.recurring-hint')}
              {...form.getInputProps('recurring', { type: 'checkbox' })}
              data-testid="plan-recurring"
            />
          )}
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput label={t('admin.plans.days')} required min={1} step={1} allowDecimal={false} {...form.getInputProps('days')} data-testid="plan-days" />
            <NumberInput
              label={t('admin.plans.price')}
              required
              min={0}
              step={0.01}
              decimalScale={2}
              fixedDecimalScale
              decimalSeparator={separator}
              {...form.getInputProps('price')}
              data-testid="plan-price"
            />
          </Group>
          <AutoTextarea
            label={t('admin.plans.description')}
            required
            minRows={2}
            maxLength={DESC_MAX}
            description={`${form.values.short_desc.length}/${DESC_MAX}`}
            {...form.getInputProps('short_desc')}
            data-testid="plan-description"
          />
          <Divider label={t('admin.plans.translations')} labelPosition="left" />
          <Text size="xs" c="dimmed" mt={-8}>
            {t('admin.plans.translations-hint')}
          </Text>
          {OTHER.map((lang) => (
            <Stack key={lang} gap="xs">
              <TextInput label={`${t('admin.plans.name')} · ${t(`admin.plans.${lang}`)}`} {...form.getInputProps(`translations.${lang}.title`)} data-testid={`plan-title-${lang}`} />
              <AutoTextarea
                label={`${t('admin.plans.description')} · ${t(`admin.plans.${lang}`)}`}
                minRows={1}
                maxLength={DESC_MAX}
                {...form.getInputProps(`translations.${lang}.short_desc`)}
                data-testid={`plan-description-${lang}`}
              />
            </Stack>
          ))}
          <FormActions onCancel={onClose} saving={saving} saveTestId="plan-save" />
        </Stack>
      </form>
    </Modal>
  );
}
