import { Badge, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { MailBatch } from '@prancheta/shared';
import { useTranslation } from 'react-i18next';
import { useMailBatch } from '../../api/admin-mail.ts';

const COLOURS: Record<MailBatch['recipients'][number]['status'], string> = { pending: 'gray', sending: 'blue', sent: 'green', failed: 'red' };

/** The progress of a bulk e-mail and each recipient's result, polled until every message is done. */
export function MailProgress({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const batch = useMailBatch(batchId).data;
  if (!batch) return null;
  const finished = batch.sent + batch.failed;
  return (
    <Paper withBorder p="md" radius="md" data-testid="mail-progress" data-status={batch.status}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>{batch.subject}</Title>
          <Badge color={batch.status === 'done' ? 'green' : 'blue'} variant="light">
            {batch.status === 'done' ? t('admin.mail.done') : t('admin.mail.sending')}
          </Badge>
        </Group>
        <Progress value={batch.total ? (finished / batch.total) * 100 : 0} animated={batch.status !== 'done'} aria-label={t('admin.mail.progress')} />
        <Text size="sm" data-testid="mail-counts">
          {t('admin.mail.counts', { sent: batch.sent, failed: batch.failed, total: batch.total })}
          {batch.attachment ? ` · ${t('admin.mail.with-attachment', { name: batch.attachment })}` : ''}
        </Text>
        <Table.ScrollContainer minWidth={280}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.mail.recipient')}</Table.Th>
                <Table.Th>{t('admin.mail.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {batch.recipients.map((r) => (
                <Table.Tr key={r.email} data-testid="mail-recipient" data-email={r.email} data-status={r.status}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{r.email}</Table.Td>
                  <Table.Td>
                    <Badge color={COLOURS[r.status]} variant="light" title={r.error ?? undefined}>
                      {t(`admin.mail.status-${r.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
