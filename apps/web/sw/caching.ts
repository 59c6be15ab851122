/**
 * What the service worker keeps for offline use, and how much: shared by the worker and the page
 * (which clears the same caches at sign-out). Pure data and functions, no worker or DOM globals.
 */

/** Every cache the app owns starts with this (the precache is Workbox's own `workbox-precache-…`). */
export const CACHE_PREFIX = 'prancheta-';

/** The record kinds kept for offline reading, by the first segment of their API paths. */
export const KINDS = {
  trainings: ['treinos', 'treinoimg'],
  formations: ['formactions', 'formactionimg', 'formactionlogo'],
  fitness: ['fitnes', 'fitnesex', 'fitnesimg', 'fitnesgif'],
  weeks: ['semana', 'semanaimg'],
} as const;
export type Kind = keyof typeof KINDS | 'other';

/**
 * Size limits (least-recently-used entries are evicted past them): per kind, the JSON answers of
 * about the last 20 opened records and their lists, and the files (images, gifs, videos, drafts)
 * of about the last 20 records. Files larger than MAX_FILE_BYTES are not kept.
 */
export const LIMITS = { dataEntries: 60, fileEntries: 60, otherEntries: 80, maxFileBytes: 30 * 1024 * 1024 } as const;

/** API paths never cached: sign-in, payments, admin, printing and download tokens, share links. */
const NEVER = /^\/api\/(auth|admin|user\/pay|user\/download|print|share|metrics|docs|health|notifications)(\/|$|\?)/;
/** API paths answered with a file rather than JSON. */
const FILE = /^\/api\/[a-z-]*(img|image|images|logo|gif|gifs|file|files)(\/|$)|^\/api\/(formactions\/editable|fitnesex\/image)\//;

/** Public files (sports artwork, the gif and image libraries): the same for every account. */
export function isPublicFile(pathname: string): boolean {
  return /^\/api\/(elements|fitnesgif|images)(\/|$)/.test(pathname);
}

/** The cache of one GET /api answer, or null when it is not kept. */
export function cacheFor(pathname: string): string | null {
  if (!pathname.startsWith('/api/') || NEVER.test(pathname)) return null;
  if (pathname.startsWith('/api/elements')) return `${CACHE_PREFIX}artwork`;
  const segment = pathname.split('/')[2] ?? '';
  const kind = (Object.keys(KINDS) as Array<keyof typeof KINDS>).find((k) => (KINDS[k] as readonly string[]).includes(segment)) ?? 'other';
  return `${CACHE_PREFIX}${kind}-${FILE.test(pathname) ? 'files' : 'data'}`;
}

/** The URL a cached answer is stored under: without the cache-defeating `key_time` stamp. */
export function cacheKey(url: string): string {
  const u = new URL(url);
  u.searchParams.delete('key_time');
  return u.href;
}
