import type { FileEntry } from '@prancheta/shared';
import type { LibraryItem } from './library.ts';

/** Where each library's images are fetched from, by path. */
export const mediaUrls = {
  gif: (p: string) => `/api/fitnesgif?path=${encodeURIComponent(p)}`,
  file: (p: string) => `/api/images?path=${encodeURIComponent(p)}`,
  ownGif: (name: string) => `/api/user-gifs/download?path=${encodeURIComponent(name)}`,
  usersGif: (p: string) => `/api/admin/users-gifs/download?path=${encodeURIComponent(p)}`,
};

/** The only place a library item becomes a file entry (seed 001 §3: type, name, path, url). */
export function presentEntry(item: LibraryItem, url: (path: string) => string): FileEntry {
  return { type: item.type, name: item.name, path: item.path, url: item.type === 'image' ? url(item.path) : '' };
}
