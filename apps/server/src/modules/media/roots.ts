import path from 'node:path';
import { LIMITS } from '@prancheta/shared';
import type { Config } from '../../config.ts';
import type { Library } from './library.ts';
import { localLibrary } from './library.ts';

/** The three libraries and the frame cache, all under DATA_DIR/library (kept apart from row-backed files/). */
export interface MediaRoots {
  /** The animated-image library every coach browses (starter gifs plus the admins' uploads). */
  gifs: Library;
  /** The admins' general image files. */
  files: Library;
  /** Coaches' own gifs, one folder user_{id} each. */
  userGifs: Library;
  /** Folder of the cached representative frames. */
  frameCache: string;
  /** Absolute root of the gif library (the starter copy writes there). */
  gifsRoot: string;
}

const ext = (mimes: readonly string[]) => mimes.map((m) => (m === 'image/jpeg' ? 'jpg' : m.slice('image/'.length)));

/** Builds the media roots of a configuration. */
export function mediaRoots(config: Pick<Config, 'dataDir'>): MediaRoots {
  const base = path.join(config.dataDir, 'library');
  const gifsRoot = path.join(base, 'gifs');
  return {
    gifs: localLibrary(gifsRoot, ext(LIMITS.media.adminGifTypes)),
    files: localLibrary(path.join(base, 'files'), [...ext(LIMITS.media.fileTypes), 'jpeg']),
    userGifs: localLibrary(path.join(base, 'user-gifs'), ext(LIMITS.media.userGifTypes)),
    frameCache: path.join(config.dataDir, 'cache', 'frames'),
    gifsRoot,
  };
}

/** The folder of one coach's gifs inside the userGifs library. */
export function userFolder(userId: number): string {
  return `${LIMITS.media.userFolderPrefix}${userId}`;
}
