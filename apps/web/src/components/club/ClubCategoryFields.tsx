import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/user.ts';

/** The clubs of the signed-in coach that have a category to send something to. */
export function useClubsWithCategories() {
  const user = useCurrentUser();
  return (user.data?.teams ?? []).filter((team) => team.categories.length > 0);
}

type ClubTarget = { team_id: string | null; category_id: string | null; data: string };

/**
 * Club, category and date of something sent to a club (a video of /videos, a file of
 * /team/treinos): choosing another club clears the category. Test ids are `${testId}-team`,
 * `-category` and `-date`.
 */
export function ClubCategoryFields<V extends ClubTarget>({ form, testId }: { form: UseFormReturnType<V>; testId: string }) {
  const { t } = useTranslation();
  const teams = useClubsWithCategories();
  const team = teams.find((tm) => String(tm.id) === form.getValues().team_id);
  return (
    <>
      <Select
        label={t('teams.team')}
        required
        data={teams.map((tm) => ({ value: String(tm.id), label: tm.name }))}
        {...form.getInputProps('team_id')}
        onChange={(v) => form.setValues({ team_id: v, category_id: null } as Partial<V>)}
        data-testid={`${testId}-team`}
      />
      <Select
        label={t('teams.category')}
        required
        data={(team?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        {...form.getInputProps('category_id')}
        disabled={!team}
        data-testid={`${testId}-category`}
      />
      <TextInput type="date" label={t('teams.date')} required {...form.getInputProps('data')} data-testid={`${testId}-date`} />
    </>
  );
}
