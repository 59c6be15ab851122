import { FORMATION_TEXT_MAX, markAsCopy } from '@prancheta/shared';
import i18n from '../i18n/i18n.ts';
import { ApiError } from '../api/client.ts';
import { fetchFormationFresh, saveFormation } from '../api/formations.ts';
import { markRefused, queuedSaves, removeSave } from './offlineStore.ts';
import type { QueuedSave } from './offlineStore.ts';

/** A status the server answers for a save it will not take as it is (kept with its message). */
const REFUSED = new Set([400, 402, 403, 404, 409, 413, 422]);

/** What one sync round did, for the notifications. */
export interface SyncReport {
  sent: number;
  /** Titles of the formations saved as a copy because the server's one had changed meanwhile. */
  copies: string[];
  refused: number;
}

/** A network failure (no answer at all), as opposed to an answer refusing the save. */
export function isNetworkFailure(err: unknown): boolean {
  return err instanceof TypeError || (err instanceof ApiError && err.status === 0);
}

/**
 * Sends one queued save. An edit of a formation changed on the server since the editor opened it
 * is saved as a new formation "(copy)" instead: the server's version is never overwritten unseen.
 */
async function send(save: QueuedSave): Promise<'sent' | 'copy'> {
  const { input } = save;
  if (input.id && save.baseUpdatedAt) {
    // 404 here (deleted meanwhile) is a refusal, shown with the server's message. Asked of the
    // server itself: the service worker's copy (its answer while the connection is still coming
    // back) is the version the edit started from, and would let the edit overwrite the server's.
    const current = await fetchFormationFresh(input.id);
    if (current.updated_at !== save.baseUpdatedAt) {
      const clube = markAsCopy(input.fields.clube, i18n.t('treinos.copy-mark'), FORMATION_TEXT_MAX);
      await saveFormation({ ...input, id: null, fields: { ...input.fields, clube } });
      return 'copy';
    }
  }
  await saveFormation(input);
  return 'sent';
}

let running: Promise<SyncReport> | null = null;

/**
 * Sends the signed-in account's queued saves, oldest first. Stops at the first network failure
 * (the rest waits for the next round); a save the server refuses is marked with its message and
 * kept; 401 stops (the session is gone, the saves stay for the next sign-in of the same account).
 */
export function syncQueue(): Promise<SyncReport> {
  running ??= (async () => {
    const report: SyncReport = { sent: 0, copies: [], refused: 0 };
    try {
      for (const save of await queuedSaves()) {
        if (save.refused || save.seq === undefined) continue;
        try {
          const outcome = await send(save);
          await removeSave(save.seq);
          report.sent += 1;
          if (outcome === 'copy') report.copies.push(save.input.fields.clube);
        } catch (err) {
          if (err instanceof ApiError && REFUSED.has(err.status)) {
            const fields = Object.values(err.errors).flat();
            await markRefused(save.seq, { status: err.status, message: [err.message, ...fields].join(' · ') });
            report.refused += 1;
            continue;
          }
          break;
        }
      }
    } finally {
      running = null;
    }
    return report;
  })();
  return running;
}
