import { Autocomplete, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Athlete } from '@prancheta/shared';
import { ATHLETE_EMAIL_MAX, ATHLETE_GROUP_MAX, ATHLETE_NAME_MAX, ATHLETE_NOTES_MAX, ATHLETE_PHONE_MAX, athleteInput } from '@prancheta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { athleteKeys, saveAthlete } from '../../api/athletes.ts';
import { handleApiError } from '../../api/errors.ts';
import { useClubsWithCategories } from '../../components/club/ClubCategoryFields.tsx';
import { applyServerErrors, FormActions, useZodForm } from '../../components/form/index.ts';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';

type Values = { name: string; birth_date: string; email: string; phone: string; group_label: string; category_id: string; notes: string };

function initial(a: Athlete | null): Values {
  return { name: a?.name ?? '', birth_date: a?.birth_date ?? '', email: a?.email ?? '', phone: a?.phone ?? '', group_label: a?.group_label ?? '', category_id: a?.category ? String(a.category.id) : '', notes: a?.notes ?? '' };
}

/** New (athlete null) or edit one roster entry, validated with the server's schema. */
export function AthleteFormModal({ athlete, opened, groups, onClose }: { athlete: Athlete | null; opened: boolean; groups: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const clubs = useClubsWithCategories();
  const form = useZodForm<Values>(athleteInput, initial(athlete));
  const [saving, setSaving] = useState(false);
  const categories = clubs.flatMap((club) => club.categories.map((c) => ({ value: String(c.id), label: `${club.name} · ${c.name}` })));

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const res = await saveAthlete(athlete?.id ?? null, { ...values, category_id: values.category_id === '' ? null : Number(values.category_id) });
      await qc.invalidateQueries({ queryKey: athleteKeys.list });
      notifications.show({ color: 'green', message: res.message });
      onClose();
    } catch (err) {
      if (!applyServerErrors(form, err)) handleApiError(err);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={athlete ? t('atletas.edit') : t('atletas.add')} size="lg" data-testid="athlete-modal">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('atletas.name')} required maxLength={ATHLETE_NAME_MAX} data-autofocus {...form.getInputProps('name')} data-testid="athlete-name" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput type="date" label={t('atletas.birth-date')} {...form.getInputProps('birth_date')} data-testid="athlete-birth" />
            <Autocomplete label={t('atletas.group')} maxLength={ATHLETE_GROUP_MAX} data={groups} {...form.getInputProps('group_label')} data-testid="athlete-group" />
            <TextInput type="email" label={t('atletas.email')} maxLength={ATHLETE_EMAIL_MAX} {...form.getInputProps('email')} data-testid="athlete-email" />
            <TextInput type="tel" label={t('atletas.phone')} maxLength={ATHLETE_PHONE_MAX} {...form.getInputProps('phone')} data-testid="athlete-phone" />
          </SimpleGrid>
          {categories.length > 0 ? (
            <Select label={t('atletas.club-category')} data={[{ value: '', label: t('atletas.no-category') }, ...categories]} {...form.getInputProps('category_id')} onChange={(v) => form.setFieldValue('category_id', v ?? '')} data-testid="athlete-category" />
          ) : null}
          <AutoTextarea label={t('atletas.notes')} minRows={2} maxRows={6} maxLength={ATHLETE_NOTES_MAX} {...form.getInputProps('notes')} data-testid="athlete-notes" />
          <FormActions onCancel={onClose} saving={saving} saveTestId="athlete-save" />
        </Stack>
      </form>
    </Modal>
  );
}
