import { playFileName } from '@prancheta/shared/playfile/index.ts';
import { fetchPlayFile } from '../../api/playfiles.ts';
import { downloadBlob } from '../download.ts';

/** Downloads one of my formations or videos as a `.prancheta` play file. */
export async function downloadPlayFile(id: number, title: string): Promise<void> {
  const blob = await fetchPlayFile(id);
  downloadBlob(new Blob([blob], { type: 'application/json' }), playFileName(title, id));
}
