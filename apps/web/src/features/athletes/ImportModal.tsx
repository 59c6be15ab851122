import { Alert, Badge, Button, FileButton, Group, List, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AthleteImportAnswer } from '@prancheta/shared';
import { IconAlertTriangle, IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { athleteKeys, importAthletes } from '../../api/athletes.ts';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';

/**
 * CSV import in two steps: pick a file (or paste), see every row with its status and the reasons a
 * row is refused, then import the valid rows only.
 */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<AthleteImportAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setCsv('');
    setPreview(null);
    setError(null);
    onClose();
  };

  const check = async (text: string) => {
    setBusy(true);
    setError(null);
    try {
      setPreview(await importAthletes(text, true));
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
    const text = await file.text();
    setCsv(text);
    await check(text);
  };

  const doImport = async () => {
    setBusy(true);
    try {
      const res = await importAthletes(csv, false);
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
                    const reasons = Object.entries(row.errors);
                    return (
                      <Table.Tr key={row.line} data-testid={`import-row-${row.line}`} data-refused={reasons.length > 0 ? 'true' : 'false'}>
                        <Table.Td>{row.line}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.name || '—'}</Table.Td>
                        <Table.Td>
                          {reasons.length === 0 ? (
                            <Badge color="green" variant="light">
                              {t('atletas.row-ok')}
                            </Badge>
                          ) : (
                            <Stack gap={2}>
                              <Badge color="red" variant="light">
                                {t('atletas.row-refused')}
                              </Badge>
                              <List size="xs" c="red">
                                {reasons.map(([field, texts]) => (
                                  <List.Item key={field}>{field === '_' ? texts.join(' ') : `${t(`atletas.${field === 'birth_date' ? 'birth-date' : field === 'group_label' ? 'group' : field}`)}: ${texts.join(' ')}`}</List.Item>
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
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('general.cancel')}
              </Button>
              <Button onClick={() => void doImport()} disabled={preview.accepted === 0} loading={busy} data-testid="import-confirm">
                {preview.accepted === 0 ? t('atletas.import-nothing') : t('atletas.import-confirm', { count: preview.accepted })}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
