import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import { CACHE_PREFIX } from '../../sw/caching.ts';
import { readQueueEntry } from './queueEntry.ts';
export { isWaiting } from './queueEntry.ts';
import type { QueuedSave, UnreadableSave } from './queueEntry.ts';

export type { QueuedSave, UnreadableSave } from './queueEntry.ts';

interface OfflineDb extends DBSchema {
  saves: { key: number; value: QueuedSave };
}

const DB_NAME = 'prancheta-offline';
const OWNER_KEY = 'prancheta:offline-owner';
let dbPromise: Promise<IDBPDatabase<OfflineDb>> | null = null;

function db(): Promise<IDBPDatabase<OfflineDb>> {
  dbPromise ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('saves', { keyPath: 'seq', autoIncrement: true });
    },
  });
  return dbPromise;
}

const listeners = new Set<() => void>();
/** Called whenever the queue changes (the sync indicator listens). */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function changed(): void {
  for (const listener of listeners) listener();
}

/** The account whose offline data this device holds (set at sign-in). */
export function offlineOwner(): number | null {
  const value = Number(localStorage.getItem(OWNER_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export async function enqueueSave(save: Omit<QueuedSave, 'seq' | 'owner' | 'queuedAt' | 'refused'>): Promise<void> {
  const owner = offlineOwner();
  if (owner === null) throw new Error('no signed-in account for the offline queue');
  await (await db()).add('saves', { ...save, owner, queuedAt: new Date().toISOString(), refused: null });
  changed();
}

/** The signed-in account's queue, oldest first: the saves to send and the records unreadable as saves. */
export async function readQueue(): Promise<{ saves: QueuedSave[]; unreadable: UnreadableSave[] }> {
  const owner = offlineOwner();
  const saves: QueuedSave[] = [];
  const unreadable: UnreadableSave[] = [];
  if (owner === null) return { saves, unreadable };
  for (const raw of (await (await db()).getAll('saves')) as unknown[]) {
    const entry = readQueueEntry(raw, owner);
    if (entry.ok && entry.save.owner === owner) saves.push(entry.save);
    else if (!entry.ok && entry.entry.owner === owner && entry.entry.seq > 0) unreadable.push(entry.entry);
  }
  return { saves, unreadable };
}

/** The signed-in account's queued saves, oldest first. */
export async function queuedSaves(): Promise<QueuedSave[]> {
  return (await readQueue()).saves;
}

export async function removeSave(seq: number): Promise<void> {
  await (await db()).delete('saves', seq);
  changed();
}

export async function markRefused(seq: number, refused: QueuedSave['refused']): Promise<void> {
  const database = await db();
  const save = await database.get('saves', seq);
  if (!save) return;
  await database.put('saves', { ...save, refused });
  changed();
}

/** Records the server's id of a sent save (kept on the list until the server's row shows it). */
export async function markSent(seq: number, sentId: number): Promise<void> {
  const database = await db();
  const save = await database.get('saves', seq);
  if (!save) return;
  await database.put('saves', { ...save, sentId });
  changed();
}

/** Deletes the signed-in account's queued saves (the coach chose to discard them). */
export async function discardQueue(): Promise<void> {
  const owner = offlineOwner();
  const database = await db();
  const tx = database.transaction('saves', 'readwrite');
  for (const save of (await tx.store.getAll()) as unknown[]) {
    const entry = readQueueEntry(save, owner);
    const seq = entry.ok ? entry.save.seq : entry.entry.seq;
    if ((entry.ok ? entry.save.owner : entry.entry.owner) === owner && seq) await tx.store.delete(seq);
  }
  await tx.done;
  changed();
}

/** Deletes the offline caches (answers and files kept by the service worker). */
async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)));
}

/**
 * At sign-in: another account than the one whose data this device holds clears the cached answers
 * first, so an account never sees another's records. Queued saves stay in the queue under their
 * own account (each account sees and sends only its own): they wait for that account's next sign-in.
 */
export async function claimOfflineData(userId: number): Promise<void> {
  if (offlineOwner() !== userId) await clearCaches();
  localStorage.setItem(OWNER_KEY, String(userId));
  changed();
}

/**
 * At sign-out: the account's cached answers are deleted. Its queued saves are not: the sign-out
 * asks first (components/useLogout.ts) and calls discardQueue() when the coach chooses to discard
 * them; kept ones are sent at the account's next sign-in on this device.
 */
export async function releaseOfflineData(): Promise<void> {
  localStorage.removeItem(OWNER_KEY);
  await clearCaches();
  changed();
}
