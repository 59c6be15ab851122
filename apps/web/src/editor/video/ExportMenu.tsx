import { Button, Menu, Text } from '@mantine/core';
import { IconDownload, IconGif, IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat, ExportSupport } from './exporter.ts';

/**
 * "Download animation": the animation rendered frame by frame to MP4 (H.264), WebM or GIF, without
 * saving it. A format this browser's WebCodecs cannot encode is disabled and says why; GIF is
 * encoded in JavaScript and always available.
 */
export function ExportMenu({ support, onExport, disabled }: { support: ExportSupport | null; onExport: (format: ExportFormat) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const item = (format: ExportFormat, label: string, available: boolean) => (
    <Menu.Item
      key={format}
      leftSection={format === 'gif' ? <IconGif size={18} /> : <IconMovie size={18} />}
      onClick={() => onExport(format)}
      disabled={!available}
      data-testid={`export-${format}`}
    >
      <Text size="sm">{label}</Text>
      {available ? null : (
        <Text size="xs" c="dimmed" maw={240}>
          {t('videos.export-unsupported', { format: format.toUpperCase() })}
        </Text>
      )}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" disabled={disabled} withinPortal>
      <Menu.Target>
        <Button size="md" variant="default" leftSection={<IconDownload size={18} />} disabled={disabled} loading={support === null} data-testid="export-menu">
          {t('videos.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {item('mp4', t('videos.export-mp4'), support?.mp4 ?? false)}
        {item('webm', t('videos.export-webm'), support?.webm != null)}
        {item('gif', t('videos.export-gif'), true)}
      </Menu.Dropdown>
    </Menu>
  );
}
