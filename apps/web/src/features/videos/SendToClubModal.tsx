import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubKeys, exportToClub } from '../../api/clubs.ts';
import { handleApiError } from '../../api/errors.ts';
import { useCurrentUser } from '../../api/user.ts';
import { serverFieldErrors } from '../../components/form/index.ts';

/** True when the signed-in coach is in a club with at least one category (the "send to club" action shows). */
export function useCanSendToClub(): boolean {
  const user = useCurrentUser();
  return (user.data?.teams ?? []).some((team) => team.categories.length > 0);
}

/** "Send to club" of /videos: team, category and date are required (seed 000 §5), then POST teamtreinos. */
export function SendToClubModal({ videoId, onClose }: { videoId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const user = useCurrentUser();
  const teams = (user.data?.teams ?? []).filter((team) => team.categories.length > 0);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (videoId === null) return;
    setTeamId(teams.length === 1 ? String(teams[0]!.id) : null);
    setCategoryId(null);
    setDate(new Date().toISOString().slice(0, 10));
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when another video is chosen
  }, [videoId]);

  const team = teams.find((tm) => String(tm.id) === teamId);
  const send = async () => {
    const missing: Record<string, string> = {};
    if (!teamId) missing.team_id = t('validation.required');
    if (!categoryId) missing.category_id = t('validation.required');
    if (!date.trim()) missing.data = t('validation.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0 || videoId === null) return;
    setSending(true);
    try {
      const answer = await exportToClub({ team_id: Number(teamId), category_id: Number(categoryId), data: date, id: videoId, type: 'video' });
      await qc.invalidateQueries({ queryKey: clubKeys.files });
      notifications.show({ color: 'green', message: answer.message });
      onClose();
    } catch (err) {
      setErrors(serverFieldErrors(err));
      handleApiError(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened={videoId !== null} onClose={onClose} title={t('teams.send-to-club')} data-testid="send-to-club-dialog">
      <Stack>
        <Select
          label={t('teams.team')}
          required
          data={teams.map((tm) => ({ value: String(tm.id), label: tm.name }))}
          value={teamId}
          onChange={(v) => {
            setTeamId(v);
            setCategoryId(null);
          }}
          error={errors.team_id}
          data-testid="send-team"
        />
        <Select
          label={t('teams.category')}
          required
          data={(team?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={categoryId}
          onChange={setCategoryId}
          disabled={!team}
          error={errors.category_id}
          data-testid="send-category"
        />
        <TextInput type="date" label={t('teams.date')} required value={date} onChange={(e) => setDate(e.currentTarget.value)} error={errors.data} data-testid="send-date" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('general.cancel')}
          </Button>
          <Button onClick={() => void send()} loading={sending} data-testid="send-submit">
            {t('teams.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
