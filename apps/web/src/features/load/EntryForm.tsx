import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { LOAD_ENTRY_KINDS } from '@prancheta/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { localToday } from '../../api/load.ts';
import { useRpeChoices } from '../../components/useRpeChoices.ts';

/** A free load entry: day, kind, minutes, RPE (CR-10) and a note; field errors from the server shown in place. */
export function EntryForm({ onSave, onDone }: { onSave: (body: Record<string, unknown>) => Promise<{ message: string }>; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const rpeChoices = useRpeChoices();
  const [values, setValues] = useState({ date: localToday(), kind: 'match', minutes: 60 as number | string, rpe: '5', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      const res = await onSave({ ...values, rpe: Number(values.rpe) });
      setErrors({});
      onDone(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0] ?? ''])));
      else handleApiError(err);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="sm" data-testid="load-entry-form">
      <TextInput type="date" label={t('load.field.date')} value={values.date} max={localToday()} onChange={(e) => setValues({ ...values, date: e.currentTarget.value })} error={errors.date} data-testid="load-entry-date" />
      <Select label={t('load.field.kind')} data={LOAD_ENTRY_KINDS.map((k) => ({ value: k, label: t(`load.kind.${k}`) }))} value={values.kind} onChange={(v) => setValues({ ...values, kind: v ?? 'match' })} allowDeselect={false} error={errors.kind} data-testid="load-entry-kind" />
      <NumberInput label={t('load.field.minutes')} min={1} max={600} clampBehavior="none" allowDecimal={false} value={values.minutes} onChange={(v) => setValues({ ...values, minutes: v })} error={errors.minutes} data-testid="load-entry-minutes" />
      <Select label={t('load.field.rpe')} data={rpeChoices} value={values.rpe} onChange={(v) => setValues({ ...values, rpe: v ?? '5' })} allowDeselect={false} error={errors.rpe} data-testid="load-entry-rpe" />
      <TextInput label={t('load.field.note')} value={values.note} onChange={(e) => setValues({ ...values, note: e.currentTarget.value })} error={errors.note} maxLength={500} />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={saving} data-testid="load-entry-save">
          {t('general.save')}
        </Button>
      </Group>
    </Stack>
  );
}
