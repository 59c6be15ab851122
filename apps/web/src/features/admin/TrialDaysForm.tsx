import { Button, Group, NumberInput, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TRIAL_DAYS_MAX, trialDaysBody } from '@prancheta/shared';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSaveTrialDays } from '../../api/admin.ts';
import { handleApiError } from '../../api/errors.ts';
import { applyServerErrors, useZodForm } from '../../components/form/index.ts';

/**
 * The free-trial days of new accounts on /admin/plans (PUT admin/trial): the master edits them,
 * an admin reads them. 0 turns the trial off (signup asks for a payment at once).
 */
export function TrialDaysForm({ days, editable }: { days: number; editable: boolean }) {
  const { t } = useTranslation();
  const save = useSaveTrialDays();
  const form = useZodForm<{ trial_days: number | string }>(trialDaysBody, { trial_days: days });
  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(trialDaysBody.parse(values));
      notifications.show({ color: 'green', message: answer.message });
      form.resetDirty({ trial_days: answer.trial_days });
    } catch (err) {
      applyServerErrors(form, err);
      handleApiError(err);
    }
  });
  return (
    <Paper withBorder p="md" mb="lg" component="form" onSubmit={submit} noValidate data-testid="trial-form">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={t('admin.plans.trial-days')}
          leftSection={<IconGift size={16} />}
          min={0}
          max={TRIAL_DAYS_MAX}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          readOnly={!editable}
          style={{ flex: '1 1 180px', minWidth: 0, maxWidth: 260 }}
          {...form.getInputProps('trial_days')}
          data-testid="trial-days"
        />
        {editable ? (
          <Button type="submit" loading={save.isPending} data-testid="trial-save">
            {t('admin.plans.trial-save')}
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {t('admin.plans.trial-hint')}
        {editable ? '' : ` ${t('admin.plans.trial-master-only')}`}
      </Text>
    </Paper>
  );
}
