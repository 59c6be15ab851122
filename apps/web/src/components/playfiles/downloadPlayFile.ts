import { notifications } from '@mantine/notifications';
import { playFileName } from '@prancheta/shared/playfile/index.ts';
import { fetchPlayFile } from '../../api/playfiles.ts';
import i18n from '../../i18n/i18n.ts';
import { downloadBlob } from '../download.ts';

/** Downloads one of my formations or videos as a `.prancheta` play file and says so (the browser may save it silently). */
export async function downloadPlayFile(id: number, title: string): Promise<void> {
  const blob = await fetchPlayFile(id);
  downloadBlob(new Blob([blob], { type: 'application/json' }), playFileName(title, id));
  notifications.show({ color: 'teal', message: i18n.t('playfile.export-done') });
}
