import path from 'node:path';
import { LIMITS } from '@prancheta/shared';
import { openStorage } from '../../storage/open.ts';
import type { StorageConfig } from '../../storage/open.ts';
import type { Storage } from '../../storage/storage.ts';
import { bucketLibrary } from './bucket-library.ts';
import type { Library } from './library.ts';
import { localLibrary } from './library.ts';

/**
 * The three libraries and the frame cache: under DATA_DIR/library and DATA_DIR/cache/frames, or
 * under `library/` and `cache/frames/` of the bucket when STORAGE_URL is set (kept apart from the
 * row-backed `files/`, which the orphan sweep owns).
 */
export interface MediaRoots {
  /** The animated-image library every coach browses (starter gifs plus the admins' uploads). */
  gifs: Library;
  /** The admins' general image files. */
  files: Library;
  /** Coaches' own gifs, one folder user_{id} each. */
  userGifs: Library;
  /** The cached representative frames, by content digest. */
  frameCache: Storage;
  /** Absolute root of the gif library on local disk (unused with STORAGE_URL). */
  gifsRoot: string;
}

const ext = (mimes: readonly string[]) => mimes.map((m) => (m === 'image/jpeg' ? 'jpg' : m.slice('image/'.length)));

/** Builds the media roots of a configuration. */
export function mediaRoots(config: StorageConfig): MediaRoots {
  const base = path.join(config.dataDir, 'library');
  const library = (area: string, extensions: readonly string[]): Library =>
    config.STORAGE_URL ? bucketLibrary(openStorage(config, `library/${area}`), extensions) : localLibrary(path.join(base, area), extensions);
  return {
    gifs: library('gifs', ext(LIMITS.media.adminGifTypes)),
    files: library('files', [...ext(LIMITS.media.fileTypes), 'jpeg']),
    userGifs: library('user-gifs', ext(LIMITS.media.userGifTypes)),
    frameCache: openStorage(config, 'cache/frames'),
    gifsRoot: path.join(base, 'gifs'),
  };
}

/** The folder of one coach's gifs inside the userGifs library. */
export function userFolder(userId: number): string {
  return `${LIMITS.media.userFolderPrefix}${userId}`;
}
