import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { SaveFormationInput } from '../api/formations.ts';
import { CACHE_PREFIX } from '../../sw/caching.ts';

/** A formation save made offline (or whose upload lost the network), waiting to be sent. */
export interface QueuedSave {
  /** Order of the saves: they are sent oldest first. */
  seq?: number;
  /** The account that made it (only that account's saves are sent or shown). */
  owner: number;
  input: SaveFormationInput;
  /** updated_at of the formation as the editor opened it (null for a new one): a different one on the server is a conflict. */
  baseUpdatedAt: string | null;
  queuedAt: string;
  /** The server's message when it refused the save at sync (kept until the coach discards it). */
  refused: { status: number; message: string } | null;
}

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

/** The signed-in account's queued saves, oldest first. */
export async function queuedSaves(): Promise<QueuedSave[]> {
  const owner = offlineOwner();
  const all = await (await db()).getAll('saves');
  return all.filter((s) => s.owner === owner);
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

/** Deletes the offline caches (answers and files kept by the service worker) and the queue. */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)));
  }
  await (await db()).clear('saves');
  changed();
}

/**
 * At sign-in: another account than the one whose data this device holds clears it first, so an
 * account never sees another's cached records or queued saves.
 */
export async function claimOfflineData(userId: number): Promise<void> {
  if (offlineOwner() !== userId) await clearOfflineData();
  localStorage.setItem(OWNER_KEY, String(userId));
}

/** At sign-out: the account's caches and queue are deleted. */
export async function releaseOfflineData(): Promise<void> {
  localStorage.removeItem(OWNER_KEY);
  await clearOfflineData();
}
