import type { FileEntry } from '@prancheta/shared';
import { starterLabelKey } from '@prancheta/shared';
import type { TFunction } from 'i18next';

/** The label of a tile: the starter library's names in the user's language, others as typed (no extension). */
export function mediaLabel(t: TFunction, entry: Pick<FileEntry, 'type' | 'name'>): string {
  const key = starterLabelKey(entry.type, entry.name);
  if (key) return t(key);
  return entry.type === 'dir' ? entry.name : entry.name.replace(/\.[a-z0-9]+$/i, '');
}
