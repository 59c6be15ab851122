import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ADMIN_TEAM_LIMIT_MAX } from '@prancheta/shared';
import { useTranslation } from 'react-i18next';

/** The fields an admin sets on a club: name, location, end of subscription and the two limits. */
export interface TeamLimitsValues extends Record<string, unknown> {
  team: string;
  location: string;
  end_subscription: string;
  max_users: number | string;
  max_categories: number | string;
}

export function TeamLimitsFields<V extends TeamLimitsValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('teams.name')} required {...form.getInputProps('team')} data-testid="admin-team-name" />
      <TextInput label={t('teams.location')} required {...form.getInputProps('location')} data-testid="admin-team-location" />
      <TextInput type="datetime-local" label={t('teams.end-subscription')} required {...form.getInputProps('end_subscription')} data-testid="admin-team-end" />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput label={t('admin.teams.max-users')} required min={1} max={ADMIN_TEAM_LIMIT_MAX} step={1} allowDecimal={false} {...form.getInputProps('max_users')} data-testid="admin-team-max-users" />
        <NumberInput label={t('admin.teams.max-categories')} required min={1} max={ADMIN_TEAM_LIMIT_MAX} step={1} allowDecimal={false} {...form.getInputProps('max_categories')} data-testid="admin-team-max-categories" />
      </SimpleGrid>
    </>
  );
}
