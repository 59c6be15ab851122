import { Button, Group, Input, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { POSTWORK_HEADER_MAX, postworkInput } from '@prancheta/shared';
import type { Postwork } from '@prancheta/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import { savePostwork } from '../../api/trainings.ts';
import { applyServerErrors, useFormRefill, useZodForm } from '../../components/form/index.ts';
import { RichText } from '../../components/rich-text/index.tsx';
import { OfflineFieldset, offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';

/** The post-training evaluation: a header line and rich-text details (font sizes 12 to 24), checked by the shared `postworkInput`. */
export function PostworkForm(props: { treinoId: number; value: Postwork; disabled: boolean; onSaved: () => void }) {
  const { t } = useTranslation();
  const values = useMemo(() => ({ header: props.value.header, description: props.value.description }), [props.value]);
  const form = useZodForm<Postwork>(postworkInput, values);
  const [saving, setSaving] = useState(false);
  const offline = useReadOnlyOffline();
  // Refilled when the saved evaluation changes.
  useFormRefill(form, values);

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await savePostwork(props.treinoId, values);
      notifications.show({ color: 'green', message: t('postwork.saved') });
      props.onSaved();
    } catch (err) {
      applyServerErrors(form, err);
      handleApiError(err, { fallback: t('treinos.update-error') });
    } finally {
      setSaving(false);
    }
  });

  const description = form.getInputProps('description');
  return (
    <Paper withBorder p="md" radius="md" data-testid="postwork">
      <form onSubmit={save} noValidate>
        <OfflineFieldset>
          <Stack>
            <Title order={3}>{t('postwork.title')}</Title>
            <TextInput label={t('postwork.header')} {...form.getInputProps('header')} maxLength={POSTWORK_HEADER_MAX} disabled={props.disabled} data-testid="postwork-header" />
            <Input.Wrapper error={description.error as string | undefined}>
              <RichText label={t('postwork.description')} value={form.getValues().description} onChange={(html) => form.setFieldValue('description', html)} disabled={props.disabled} testId="postwork-description" />
            </Input.Wrapper>
            {props.disabled ? null : (
              <Group justify="flex-end">
                <Button type="submit" loading={saving} {...offlineAction(offline)} data-testid="postwork-save">
                  {t('postwork.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </OfflineFieldset>
      </form>
    </Paper>
  );
}
