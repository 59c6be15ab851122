import { Button, Group, Modal, Slider, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Language, SessionMark } from '@prancheta/shared';
import { ASSESSMENT_TEXT_MAX, formatShortDate, sessionMarkFields } from '@prancheta/shared';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assessmentKeys, markSessionDone } from '../../api/assessments.ts';
import { handleApiError } from '../../api/errors.ts';
import { applyServerErrors, useZodForm } from '../form/index.ts';

/**
 * The student's "mark as done" of an assigned sheet or video session: effort 0-10 and a comment in
 * a dialog; the latest mark of this sheet is shown beside the button.
 */
export function MarkDone({ token, sheetId, marks }: { token: string; sheetId: number; marks: SessionMark[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useZodForm<{ effort: number; comment: string }>(sessionMarkFields, { effort: 5, comment: '' });
  const last = marks.find((m) => m.fitnes_id === sheetId);

  const submit = form.onSubmit(async (v) => {
    setSaving(true);
    try {
      const res = await markSessionDone(token, sheetId, v);
      notifications.show({ color: 'green', message: res.message });
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.studentMarks(token) });
      setOpen(false);
      form.reset();
    } catch (err) {
      if (!applyServerErrors(form, err)) handleApiError(err);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Button size="sm" variant="light" leftSection={<IconCheck size={16} />} onClick={() => setOpen(true)} data-testid={`mark-done-${sheetId}`}>
          {t('assess.mark-done')}
        </Button>
        {last ? (
          <Text size="sm" c="teal" data-testid={`marked-${sheetId}`}>
            {t('assess.done-on', { date: formatShortDate(last.created_at, lang), effort: last.effort })}
          </Text>
        ) : null}
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('assess.mark-done')} centered>
        <form onSubmit={submit} noValidate data-testid="mark-done-form">
          <Stack gap="md">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="effort-label">
                {t('assess.effort')}: {form.getValues().effort}
              </Text>
              <Slider
                aria-labelledby="effort-label"
                min={0}
                max={10}
                step={1}
                marks={[0, 2, 4, 6, 8, 10].map((v) => ({ value: v, label: String(v) }))}
                data-testid="mark-effort"
                {...form.getInputProps('effort')}
                mb="md"
              />
              <Text size="xs" c="dimmed">
                {t('assess.effort-hint')}
              </Text>
            </Stack>
            <Textarea label={t('assess.comment')} autosize minRows={2} maxLength={ASSESSMENT_TEXT_MAX} data-testid="mark-comment" {...form.getInputProps('comment')} />
            <Button type="submit" loading={saving} fullWidth data-testid="mark-send">
              {t('assess.send-done')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
