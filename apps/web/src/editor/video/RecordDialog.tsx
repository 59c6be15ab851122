import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Where saving or exporting a video is: rendering it frame by frame (WebCodecs/GIF), recording the
 * preview in real time (the fallback without WebCodecs), then uploading it.
 */
export type RecordPhase = { kind: 'rendering' | 'recording' | 'uploading'; progress: number };

const TEXT = { rendering: 'videos.rendering', recording: 'videos.recording', uploading: 'videos.uploading' } as const;
const COLOUR = { rendering: 'teal', recording: 'red', uploading: 'blue' } as const;

/** Progress of rendering/recording and uploading, with a cancel button (the page aborts the work). */
export function RecordDialog({ phase, onCancel, title }: { phase: RecordPhase | null; onCancel: () => void; title?: string }) {
  const { t } = useTranslation();
  const kind = phase?.kind ?? 'rendering';
  return (
    <Modal opened={phase !== null} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} title={title ?? t('videos.saving-title')} data-testid="record-dialog" centered>
      <Stack>
        <Text size="sm" data-testid="record-phase" data-phase={phase?.kind}>
          {t(TEXT[kind])}
        </Text>
        {kind === 'recording' ? (
          <Alert color="yellow" p="xs" data-testid="record-fallback">
            <Text size="xs">{t('videos.recording-fallback')}</Text>
          </Alert>
        ) : null}
        <Progress value={Math.round((phase?.progress ?? 0) * 100)} animated color={COLOUR[kind]} aria-label={title ?? t('videos.saving-title')} data-testid="record-progress" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="record-cancel">
            {t('general.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
