import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { addDays, dayNumber, isIsoDay } from '@prancheta/shared';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadPdfTarget } from '../../api/load.ts';
import { loadPrintUrl, localToday } from '../../api/load.ts';
import { openPrintWindow } from '../../components/openPrintWindow.ts';
import { storedLanguage } from '../../i18n/i18n.ts';

/** Longest period a report covers (the server's limit). */
const MAX_DAYS = 400;

/**
 * The "PDF" button of the load pages: asks for the period (the last four weeks by default) and
 * opens the A4 report of the athlete or of the group in a print window.
 */
export function LoadPdfButton({ target }: { target: LoadPdfTarget }) {
  const { t } = useTranslation();
  const today = localToday();
  const [opened, setOpened] = useState(false);
  const [from, setFrom] = useState(addDays(today, -27));
  const [to, setTo] = useState(today);
  const valid = isIsoDay(from) && isIsoDay(to) && from <= to && dayNumber(to) - dayNumber(from) <= MAX_DAYS;
  const open = () => {
    setOpened(false);
    void openPrintWindow((token) => loadPrintUrl(target, from, to, token, storedLanguage()));
  };
  return (
    <>
      <Button variant="default" leftSection={<IconFileTypePdf size={18} />} onClick={() => setOpened(true)} data-testid="load-pdf">
        {t('load.pdf.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('load.pdf.title')}>
        <Stack gap="sm">
          <Group grow>
            <TextInput type="date" label={t('load.pdf.from')} value={from} max={to} onChange={(e) => setFrom(e.currentTarget.value)} data-testid="load-pdf-from" />
            <TextInput type="date" label={t('load.pdf.to')} value={to} min={from} max={today} onChange={(e) => setTo(e.currentTarget.value)} data-testid="load-pdf-to" />
          </Group>
          {valid ? null : (
            <Text c="red" size="sm">
              {t('presencas.period-invalid')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button leftSection={<IconFileTypePdf size={18} />} onClick={open} disabled={!valid} data-testid="load-pdf-open">
              {t('load.pdf.open')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
