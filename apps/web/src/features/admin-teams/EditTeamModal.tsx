import { Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminTeam } from '@prancheta/shared';
import { adminTeamUpdate } from '@prancheta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminTeamsKey, updateAdminTeam } from '../../api/admin-teams.ts';
import { handleApiError } from '../../api/errors.ts';
import { applyServerErrors, useZodForm, FormActions } from '../../components/form/index.ts';
import { fromLocalInput, toLocalInput } from './teamDates.ts';
import { TeamLimitsFields } from './TeamLimitsFields.tsx';

/** Edit a club's name, location, limits (at least 1) and end of subscription (required). */
export function EditTeamModal({ team, onClose }: { team: AdminTeam; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const form = useZodForm(adminTeamUpdate, {
    team: team.name,
    location: team.location,
    end_subscription: toLocalInput(team.end_subscription),
    max_users: team.max_users as number | string,
    max_categories: team.max_categories as number | string,
  });
  const submit = form.onSubmit(async () => {
    setSaving(true);
    try {
      const v = form.values;
      const answer = await updateAdminTeam(team.id, { team: v.team, location: v.location, end_subscription: fromLocalInput(v.end_subscription), max_users: Number(v.max_users), max_categories: Number(v.max_categories) });
      await qc.invalidateQueries({ queryKey: adminTeamsKey });
      notifications.show({ color: 'green', message: answer.message });
      onClose();
    } catch (err) {
      applyServerErrors(form, err);
      handleApiError(err);
    } finally {
      setSaving(false);
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.teams.edit', { name: team.name })}>
      <form onSubmit={submit} noValidate data-testid="edit-team-form">
        <Stack>
          <TeamLimitsFields form={form} />
          <FormActions onCancel={onClose} saving={saving} saveTestId="edit-team-save" />
        </Stack>
      </form>
    </Modal>
  );
}
