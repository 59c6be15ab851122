import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { POSTWORK_HEADER_MAX } from '@prancheta/shared';
import type { Postwork } from '@prancheta/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import { savePostwork } from '../../api/trainings.ts';
import { RichText } from '../../components/rich-text/index.tsx';

/** The post-training evaluation: a header line and rich-text details (font sizes 12 to 24). */
export function PostworkForm(props: { treinoId: number; value: Postwork; disabled: boolean; onSaved: () => void }) {
  const { t } = useTranslation();
  const [header, setHeader] = useState(props.value.header);
  const [description, setDescription] = useState(props.value.description);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setHeader(props.value.header);
    setDescription(props.value.description);
  }, [props.value]);

  const save = async () => {
    setSaving(true);
    try {
      await savePostwork(props.treinoId, { header, description });
      notifications.show({ color: 'green', message: t('postwork.saved') });
      props.onSaved();
    } catch (err) {
      handleApiError(err, { fallback: t('treinos.update-error') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="postwork">
      <Stack>
        <Title order={3}>{t('postwork.title')}</Title>
        <TextInput label={t('postwork.header')} value={header} onChange={(e) => setHeader(e.currentTarget.value)} maxLength={POSTWORK_HEADER_MAX} disabled={props.disabled} data-testid="postwork-header" />
        <RichText label={t('postwork.description')} value={description} onChange={setDescription} disabled={props.disabled} testId="postwork-description" />
        {props.disabled ? null : (
          <Group justify="flex-end">
            <Button onClick={() => void save()} loading={saving} data-testid="postwork-save">
              {t('postwork.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
