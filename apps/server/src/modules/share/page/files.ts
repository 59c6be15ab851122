import type { Library, MediaRoots } from '../../media/surface.ts';
import { userFolder } from '../../media/surface.ts';
import type { SharedRecord } from '../records.ts';

/** A file a shared page shows: a stored file (by key) or a gif of a media library (by path). */
export type SharedFile = { store: string; mime: string; name: string } | { library: Library; path: string };

const MIME_BY_EXT: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', bmp: 'image/bmp', gif: 'image/gif', webp: 'image/webp', webm: 'video/webm', mp4: 'video/mp4' };

function stored(key: string | null, name: string): SharedFile | null {
  if (!key) return null;
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return { store: key, mime: MIME_BY_EXT[ext] ?? 'application/octet-stream', name: `${name}.${ext}` };
}

/**
 * The names a shared page uses for its files: `logo`, `media`, `cover`, `ex-<id>`, `gif-<id>`,
 * `video-<id>`, `photo-<id>`. Anything else, or an id that is not part of this record, is null
 * (a 404): a token reaches only the files of the record it shares, and no name is ever a path.
 */
export function sharedFile(record: SharedRecord, roots: MediaRoots, name: string): SharedFile | null {
  const m = /^([a-z]+)(?:-([1-9]\d{0,9}))?$/.exec(name);
  if (!m) return null;
  const what = m[1]!;
  const id = m[2] === undefined ? null : Number(m[2]);
  switch (record.kind) {
    case 'treino':
      if (what === 'logo' && id === null) return stored(record.row.logo_key, 'logo');
      if (what === 'ex' && id !== null) return stored(record.exercises.find((e) => e.id === id)?.img_key ?? null, `exercicio-${id}`);
      return null;
    case 'formation':
    case 'video':
      if (what === 'media' && id === null) return stored(record.kind === 'video' ? record.row.file_key : record.row.img_key, record.kind);
      if (what === 'poster' && id === null && record.kind === 'video') return stored(record.row.img_key, 'poster');
      if (what === 'logo' && id === null) return stored(record.row.logo_key, 'logo');
      return null;
    case 'fitnes': {
      if (what === 'cover' && id === null) return stored(record.row.img_key, 'cover');
      if (id === null) return null;
      if (what === 'photo') return stored(record.images.find((i) => i.id === id)?.file_key ?? null, `foto-${id}`);
      const ex = record.exercises.find((e) => e.id === id);
      if (!ex || ex.path === '') return null;
      if (what === 'video' && record.row.is_video === 1) return stored(record.videos.get(Number(ex.path))?.file_key ?? null, `video-${id}`);
      if (what === 'gif' && record.row.is_video !== 1) {
        // Library gifs by their library path; a coach's own gifs only inside the owner's folder.
        if (!ex.usergif) return { library: roots.gifs, path: ex.path };
        const own = userFolder(record.row.user_id);
        const parts = ex.path.replace(/^\/+/, '').split('/');
        if (parts.length === 1) return { library: roots.userGifs, path: `${own}/${parts[0]}` };
        if (parts.length === 2 && parts[0] === own) return { library: roots.userGifs, path: ex.path };
      }
      return null;
    }
    case 'semana':
      if (what === 'cover' && id === null) return stored(record.row.img_key, 'cover');
      return null;
  }
}
