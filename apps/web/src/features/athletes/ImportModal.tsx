import { Alert, Badge, Button, Checkbox, FileButton, Group, List, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AthleteImportAnswer, AthleteImportRow } from '@prancheta/shared';
import { IconAlertTriangle, IconCopy, IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { athleteKeys, importAthletes } from '../../api/athletes.ts';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';
import { decodeCsvBytes } from './csvFile.ts';

/** The i18n key of an import row's field label. */
const FIELD_LABELS: Record<string, string> = { birth_date: 'atletas.birth-date', group_label: 'atletas.group' };

/** What a preview row's status shows: ready, duplicate (skipped unless chosen) or refused. */
function rowStatus(row: AthleteImportRow): 'ok' | 'duplicate' | 'refused' {
  return Object.keys(row.errors).length > 0 ? 'refused' : row.duplicate ? 'duplicate' : 'ok';
}

/**
 * CSV import in two steps: pick a file (its encoding detected: UTF-8 or Excel's Windows-1252) or
 * paste, see every row with its status (ready, duplicate of the roster or of an earlier row, or
 * refused with its reasons), then import the valid rows, duplicates only when chosen.
 */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<AthleteImportAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [includeDuplicates, setIncludeDuplicates] = useState(false);

  const close = () => {
    setCsv('');
    setPreview(null);
    setError(null);
    setIncludeDuplicates(false);
    onClose();
  };

  const check = async (text: string) => {
    setBusy(true);
    setError(null);
    try {
      setPreview(await importAthletes(text, true));
      setIncludeDuplicates(false);
    } catch (err) {
      setPreview(null);
      if (err instanceof ApiError && err.status === 422) setError(Object.values(err.errors).flat()[0] ?? err.message);
      else handleApiError(err);
    } finally {
      setBusy(false);
    }
  };

  const onFile = async (file: File | null) => {
    if (!file) return;
    const { text } = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
    if (text === null) {
      setCsv('');
      setPreview(null);
      setError(t('atletas.file-unreadable'));
      return;
    }
    setCsv(text);
    await check(text);
  };

  const toImport = preview ? preview.accepted + (includeDuplicates ? preview.duplicates : 0) : 0;

  const doImport = async () => {
    setBusy(true);
    try {
      const res = await importAthletes(csv, false, includeDuplicates);
      await qc.invalidateQueries({ queryKey: athleteKeys.list });
      notifications.show({ color: 'green', message: res.message });
      close();
    } catch (err) {
      handleApiError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('atletas.import')} size="xl" data-testid="import-modal">
      <Stack gap="sm">
        <Text size="sm">{t('atletas.import-help')}</Text>
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={(f) => void onFile(f)} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button {...props} leftSection={<IconFileUpload size={18} />} variant="light" data-testid="import-file">
                {t('atletas.import-file')}
              </Button>
            )}
          </FileButton>
        </Group>
        <AutoTextarea
          label="CSV"
          minRows={3}
          maxRows={8}
          value={csv}
          onChange={(e) => {
            setCsv(e.currentTarget.value);
            setPreview(null);
          }}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          data-testid="import-text"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void check(csv)} disabled={csv.trim() === ''} loading={busy && preview === null} data-testid="import-preview">
            {t('atletas.preview')}
          </Button>
        </Group>
        {error ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="import-error">
            {error}
          </Alert>
        ) : null}
        {preview ? (
          <>
            <Text fw={600} data-testid="import-summary">
              {t('atletas.import-preview', { accepted: preview.accepted, refused: preview.refused })}
            </Text>
            <ScrollArea.Autosize mah={320} type="auto">
              <Table striped withTableBorder verticalSpacing={4} data-testid="import-rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('atletas.line')}</Table.Th>
                    <Table.Th>{t('atletas.name')}</Table.Th>
                    <Table.Th>{t('atletas.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.map((row) => {
                    const status = rowStatus(row);
                    return (
                      <Table.Tr key={row.line} data-testid={`import-row-${row.line}`} data-status={status} data-refused={status === 'refused' ? 'true' : 'false'}>
                        <Table.Td>{row.line}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.name || '—'}</Table.Td>
                        <Table.Td>
                          {status === 'ok' ? (
                            <Badge color="green" variant="light">
                              {t('atletas.row-ok')}
                            </Badge>
                          ) : status === 'duplicate' && row.duplicate ? (
                            <Stack gap={2}>
                              <Badge color="yellow" variant="light">
                                {t('atletas.row-duplicate')}
                              </Badge>
                              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                                {row.duplicate.in === 'roster' ? t('atletas.duplicate-roster', { name: row.duplicate.name }) : t('atletas.duplicate-file', { line: row.duplicate.line })}
                              </Text>
                            </Stack>
                          ) : (
                            <Stack gap={2}>
                              <Badge color="red" variant="light">
                                {t('atletas.row-refused')}
                              </Badge>
                              <List size="xs" c="red">
                                {Object.entries(row.errors).map(([field, texts]) => (
                                  <List.Item key={field}>{field === '_' ? texts.join(' ') : `${t(FIELD_LABELS[field] ?? `atletas.${field}`)}: ${texts.join(' ')}`}</List.Item>
                                ))}
                              </List>
                            </Stack>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
            {preview.duplicates > 0 ? (
              <Alert color="yellow" icon={<IconCopy size={18} />} data-testid="import-duplicates">
                <Stack gap="xs">
                  <Text size="sm">{t('atletas.import-duplicates', { count: preview.duplicates })}</Text>
                  <Checkbox label={t('atletas.include-duplicates')} checked={includeDuplicates} onChange={(e) => setIncludeDuplicates(e.currentTarget.checked)} data-testid="import-include-duplicates" />
                </Stack>
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('general.cancel')}
              </Button>
              <Button onClick={() => void doImport()} disabled={toImport === 0} loading={busy} data-testid="import-confirm">
                {toImport === 0 ? t('atletas.import-nothing') : t('atletas.import-confirm', { count: toImport })}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
