import { Button, FileInput, Group, Modal, Progress, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { sendToClubFields, TEAM_FILE_DESCRIPTION_MAX } from '@prancheta/shared';
import { IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { clubKeys, sendTeamFile } from '../../api/clubs.ts';
import { handleApiError } from '../../api/errors.ts';
import { ClubCategoryFields, useClubsWithCategories } from '../../components/club/ClubCategoryFields.tsx';
import { applyServerErrors, useZodForm } from '../../components/form/index.ts';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';
import { offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';

type FileValues = { team_id: string | null; category_id: string | null; data: string; descricao: string };

/**
 * "Send a file" of /team/treinos: an image, a video or a document (PDF, ZIP, Office) to a category
 * of one of the coach's clubs, with a date and a description. The server decides the kind by the
 * content and refuses anything else, with its message on the file field.
 */
export function SendFileModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const teams = useClubsWithCategories();
  const form = useZodForm<FileValues>(sendToClubFields, { team_id: teams.length === 1 ? String(teams[0]!.id) : null, category_id: null, data: new Date().toISOString().slice(0, 10), descricao: '' });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const offline = useReadOnlyOffline();

  const close = () => {
    form.reset();
    setFile(null);
    setFileError(null);
    onClose();
  };
  const send = form.onSubmit(async (chosen) => {
    if (!file) {
      setFileError(t('validation.required'));
      return;
    }
    setFileError(null);
    setProgress(0);
    try {
      const answer = await sendTeamFile({ team_id: String(chosen.team_id), category_id: String(chosen.category_id), data: chosen.data, descricao: chosen.descricao, file }, setProgress);
      await qc.invalidateQueries({ queryKey: clubKeys.files });
      notifications.show({ color: 'green', message: answer.message });
      close();
    } catch (err) {
      applyServerErrors(form, err);
      if (err instanceof ApiError && err.errors.file?.[0]) setFileError(err.errors.file[0]);
      handleApiError(err);
    } finally {
      setProgress(null);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('teams.upload-title')} data-testid="send-file-dialog">
      <form onSubmit={send} noValidate>
        <Stack>
          <ClubCategoryFields form={form} testId="file" />
          <AutoTextarea label={t('teams.description')} minRows={2} maxLength={TEAM_FILE_DESCRIPTION_MAX} {...form.getInputProps('descricao')} data-testid="file-description" />
          <FileInput
            label={t('teams.file')}
            description={t('teams.file-hint')}
            required
            clearable
            leftSection={<IconPaperclip size={16} />}
            value={file}
            onChange={(f) => {
              setFile(f);
              setFileError(null);
            }}
            error={fileError}
            data-testid="file-input"
          />
          {progress !== null ? <Progress value={progress * 100} animated aria-label={t('general.loading')} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('general.cancel')}
            </Button>
            <Button type="submit" loading={progress !== null} {...offlineAction(offline)} data-testid="file-submit">
              {t('teams.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
