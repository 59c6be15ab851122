import { Alert, Button, FileButton, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PLAY_FILE_EXT, PLAY_FILE_MAX_BYTES } from '@prancheta/shared/playfile/index.ts';
import { IconAlertCircle, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { useImportPlayFile } from '../../api/playfiles.ts';
import { offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';

/**
 * "Import play": a dialog that uploads a `.prancheta` file (up to 8 MB) and opens the new formation
 * or video in the editor, where saving renders its picture. Refusals show the server's message.
 * Disabled, with the reason, on a screen read-only offline.
 */
export function ImportPlayButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const importer = useImportPlayFile();
  const [opened, setOpened] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Importing creates a record on the server: disabled on a screen read-only offline.
  const offline = useReadOnlyOffline();

  const close = () => {
    if (progress !== null) return;
    setOpened(false);
    setProblem(null);
  };

  const send = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (file.size > PLAY_FILE_MAX_BYTES) {
      setProblem(t('playfile.too-large', { max: PLAY_FILE_MAX_BYTES / (1024 * 1024) }));
      return;
    }
    setProgress(0);
    try {
      const saved = await importer.mutateAsync({ file, onProgress: setProgress });
      notifications.show({ color: 'green', message: saved.message });
      setOpened(false);
      navigate(`/edit/${saved.formacao.id}?type=formaction`);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 422 || err.status === 413 || err.status === 400)) setProblem(err.message);
      else handleApiError(err, { paymentRedirect: '/profile' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={18} />} onClick={() => setOpened(true)} {...offlineAction(offline)} data-testid="playfile-import">
        {t('playfile.import')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('playfile.import-title')} data-testid="playfile-import-dialog">
        <Stack gap="sm">
          <Text size="sm">{t('playfile.import-intro')}</Text>
          <FileButton onChange={(f) => void send(f)} accept={`.${PLAY_FILE_EXT},application/json`} inputProps={{ 'data-testid': 'playfile-input' } as object}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={18} />} loading={progress !== null} data-testid="playfile-pick">
                {t('playfile.import-pick')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('playfile.import-max')}
          </Text>
          {progress !== null ? <Progress value={progress * 100} animated aria-label={t('playfile.importing')} /> : null}
          {problem ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="playfile-error">
              {problem}
            </Alert>
          ) : null}
        </Stack>
      </Modal>
    </>
  );
}
