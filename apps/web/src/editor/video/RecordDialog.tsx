import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where saving a video is: recording the preview, then uploading it. */
export type RecordPhase = { kind: 'recording' | 'uploading'; progress: number };

/** Progress of recording and uploading, with a cancel button (the page aborts both). */
export function RecordDialog({ phase, onCancel }: { phase: RecordPhase | null; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={phase !== null} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} title={t('videos.saving-title')} data-testid="record-dialog" centered>
      <Stack>
        <Text size="sm" data-testid="record-phase" data-phase={phase?.kind}>
          {phase?.kind === 'uploading' ? t('videos.uploading') : t('videos.recording')}
        </Text>
        <Progress value={Math.round((phase?.progress ?? 0) * 100)} animated color={phase?.kind === 'uploading' ? 'blue' : 'red'} aria-label={t('videos.saving-title')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="record-cancel">
            {t('general.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
