import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { sendToClubFields } from '@prancheta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubKeys, exportToClub } from '../../api/clubs.ts';
import { handleApiError } from '../../api/errors.ts';
import { ClubCategoryFields, useClubsWithCategories } from '../../components/club/ClubCategoryFields.tsx';
import { applyServerErrors, useZodForm } from '../../components/form/index.ts';

import { offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';
/** True when the signed-in coach is in a club with at least one category (the "send to club" action shows). */
export function useCanSendToClub(): boolean {
  return useClubsWithCategories().length > 0;
}

type SendValues = { team_id: string | null; category_id: string | null; data: string };

/** "Send to club" of /videos: team, category and date are required (shared `sendToClubFields`), then POST teamtreinos. */
export function SendToClubModal({ videoId, onClose }: { videoId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const teams = useClubsWithCategories();
  const form = useZodForm<SendValues>(sendToClubFields, { team_id: null, category_id: null, data: '' });
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (videoId === null) return;
    form.setValues({ team_id: teams.length === 1 ? String(teams[0]!.id) : null, category_id: null, data: new Date().toISOString().slice(0, 10) });
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when another video is chosen
  }, [videoId]);

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

  const offline = useReadOnlyOffline();
  return (
    <Modal opened={videoId !== null} onClose={onClose} title={t('teams.send-to-club')} data-testid="send-to-club-dialog">
      <form onSubmit={send} noValidate>
        <Stack>
          <ClubCategoryFields form={form} testId="send" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('general.cancel')}
            </Button>
            <Button type="submit" loading={sending} {...offlineAction(offline)} data-testid="send-submit">
              {t('teams.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
