import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@prancheta/shared/limits.ts';
import { useExpiringRecords } from '../../api/account.ts';
import { storedLanguage } from '../../i18n/i18n.ts';
import { formatDate } from '../../components/format.ts';
import { DownloadArchiveButton } from '../../components/archive/DownloadArchive.tsx';

/**
 * Home: the coach's records that the retention job deletes within 14 days (kind, title, deletion
 * date) and the "download all" button. Nothing when none is about to go.
 */
export function RetentionWarning() {
  const { t } = useTranslation();
  const expiring = useExpiringRecords();
  const rows = expiring.data ?? [];
  if (rows.length === 0) return null;
  const lang = storedLanguage();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('account.retention.title')}
      styles={{ body: { minWidth: 0 }, title: { whiteSpace: 'normal' } }}
      data-testid="retention-warning"
    >
      <Stack gap="sm">
        <Text size="sm">{t('account.retention.text', { months: LIMITS.retentionMonths })}</Text>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((r) => (
            <Paper key={`${r.kind}-${r.id}`} component="li" withBorder radius="md" px="sm" py={6} data-testid="retention-item">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
                  <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                    {t(`account.kind.${r.kind}`)}
                  </Badge>
                  <Text size="sm" fw={600} truncate="end" style={{ minWidth: 0 }}>
                    {r.title || t('account.untitled')}
                  </Text>
                </Group>
                <Text size="sm" c="red.8">
                  {t('account.retention.deletes-on', { date: formatDate(r.deletes_at, lang) })}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
        <div>
          <DownloadArchiveButton />
        </div>
      </Stack>
    </Alert>
  );
}
