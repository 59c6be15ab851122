import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileZip, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@prancheta/shared/limits.ts';
import { useDownloadSummary } from '../../api/account.ts';
import { storedLanguage } from '../../i18n/i18n.ts';
import { formatNumber } from '../format.ts';
import { useReportError } from '../useReportError.ts';
import { useArchiveDownload } from './useArchiveDownload.ts';

/** Bytes as "12,3 MB" in the user's language. */
function megabytes(bytes: number): string {
  return `${formatNumber(bytes / 1_000_000, storedLanguage(), 1)} MB`;
}

/** The "download all material (ZIP)" button with its progress (bytes received) and cancel. */
export function DownloadArchiveButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { state, start, cancel } = useArchiveDownload();
  useReportError(state.status === 'failed' ? state.error : null);
  if (state.status === 'running') {
    return (
      <Stack gap={6} data-testid="download-progress" aria-live="polite">
        <Progress value={100} striped animated aria-label={t('account.download.preparing')} />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed">
            {state.received === 0 ? t('account.download.preparing') : t('account.download.received', { size: megabytes(state.received) })}
          </Text>
          <Button size="xs" variant="default" leftSection={<IconX size={14} />} onClick={cancel} data-testid="download-cancel">
            {t('account.download.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <Button
        leftSection={<IconDownload size={16} />}
        onClick={() => void start()}
        fullWidth={fullWidth}
        data-testid="download-all"
        styles={{ root: { height: 'auto', minHeight: 36, paddingBlock: 6, maxWidth: '100%' }, label: { whiteSpace: 'normal', textAlign: 'center' } }}
      >
        {t('account.download.button')}
      </Button>
      {state.status === 'done' ? (
        <Text size="sm" c="pitch" data-testid="download-done">
          {t('account.download.done', { name: state.name, size: megabytes(state.received) })}
        </Text>
      ) : null}
      {state.status === 'cancelled' ? (
        <Text size="sm" c="dimmed" data-testid="download-cancelled">
          {t('account.download.cancelled')}
        </Text>
      ) : null}
      {state.status === 'failed' ? (
        <Alert color="red" variant="light" p="xs">
          {t('account.download.failed')}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Profile card: what the ZIP holds and the button that makes it. */
export function DownloadArchiveCard() {
  const { t } = useTranslation();
  const summary = useDownloadSummary();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="download-card">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconFileZip size={22} />
          <Title order={4}>{t('account.download.title')}</Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('account.download.text', { months: LIMITS.retentionMonths })}
        </Text>
        {summary.data ? (
          <Text size="sm" data-testid="download-summary">
            {t('account.download.summary', { total: summary.data.total, ...summary.data.records })}
          </Text>
        ) : null}
        <DownloadArchiveButton fullWidth />
      </Stack>
    </Card>
  );
}
