import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { sendToClubFields } from '@prancheta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubKeys, exportToClub } from '../../api/clubs.ts';
import { handleApiError } from '../../api/errors.ts';
import { useCurrentUser } from '../../api/user.ts';
import { applyServerErrors, useZodForm } from '../../components/form/index.ts';

/** True when the signed-in coach is in a club with at least one category (the "send to club" action shows). */
export function useCanSendToClub(): boolean {
  const user = useCurrentUser();
  return (user.data?.teams ?? []).some((team) => team.categories.length > 0);
}

type SendValues = { team_id: string | null; category_id: string | null; data: string };

/** "Send to club" of /videos: team, category and date are required (shared `sendToClubFields`), then POST teamtreinos. */
export function SendToClubModal({ videoId, onClose }: { videoId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const user = useCurrentUser();
  const teams = (user.data?.teams ?? []).filter((team) => team.categories.length > 0);
  const form = useZodForm<SendValues>(sendToClubFields, { team_id: null, category_id: null, data: '' });
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (videoId === null) return;
    form.setValues({ team_id: teams.length === 1 ? String(teams[0]!.id) : null, category_id: null, data: new Date().toISOString().slice(0, 10) });
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when another video is chosen
  }, [videoId]);

  const values = form.getValues();
  const team = teams.find((tm) => String(tm.id) === values.team_id);
  const send = form.onSubmit(async (chosen) => {
    if (videoId === null) return;
    setSending(true);
    try {
      const answer = await exportToClub({ team_id: Number(chosen.team_id), category_id: Number(chosen.category_id), data: chosen.data, id: videoId, type: 'video' });
      await qc.invalidateQueries({ queryKey: clubKeys.files });
      notifications.show({ color: 'green', message: answer.message });
      onClose();
    } catch (err) {
      applyServerErrors(form, err);
      handleApiError(err);
    } finally {
      setSending(false);
    }
  });

  return (
    <Modal opened={videoId !== null} onClose={onClose} title={t('teams.send-to-club')} data-testid="send-to-club-dialog">
      <form onSubmit={send} noValidate>
        <Stack>
          <Select
            label={t('teams.team')}
            required
            data={teams.map((tm) => ({ value: String(tm.id), label: tm.name }))}
            {...form.getInputProps('team_id')}
            onChange={(v) => form.setValues({ team_id: v, category_id: null })}
            data-testid="send-team"
          />
          <Select
            label={t('teams.category')}
            required
            data={(team?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            {...form.getInputProps('category_id')}
            disabled={!team}
            data-testid="send-category"
          />
          <TextInput type="date" label={t('teams.date')} required {...form.getInputProps('data')} data-testid="send-date" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('general.cancel')}
            </Button>
            <Button type="submit" loading={sending} data-testid="send-submit">
              {t('teams.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
