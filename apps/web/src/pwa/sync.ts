import { FORMATION_TEXT_MAX, markAsCopy } from '@prancheta/shared';
import i18n from '../i18n/i18n.ts';
import { ApiError } from '../api/client.ts';
import { fetchFormationFresh, saveFormation } from '../api/formations.ts';
import { markRefused, markSent, queuedSaves, removeSave } from './offlineStore.ts';
import type { QueuedSave } from './offlineStore.ts';

/** A status the server answers for a save it will not take as it is (kept with its message). */
const REFUSED = new Set([400, 402, 403, 404, 409, 413, 422]);

/** What one sync round did, for the notifications. */
export interface SyncReport {
  /** Queue numbers of the saves sent this round. */
  sent: number[];
  /** The saves sent as a copy because the server's formation had changed meanwhile. */
  copies: Array<{ seq: number; title: string }>;
  refused: number;
  /** True when a network failure stopped the round with saves left to send. */
  stopped: boolean;
}

/** A network failure (no answer at all), as opposed to an answer refusing the save. */
export function isNetworkFailure(err: unknown): boolean {
  return err instanceof TypeError || (err instanceof ApiError && err.status === 0);
}

/**
 * Sends one queued save. An edit of a formation changed on the server since the editor opened it
 * is saved as a new formation "(copy)" instead: the server's version is never overwritten unseen.
 */
async function send(save: QueuedSave): Promise<{ outcome: 'sent' | 'copy'; id: number }> {
  const { input } = save;
  if (input.id && save.baseUpdatedAt) {
    // 404 here (deleted meanwhile) is a refusal, shown with the server's message. Asked of the
    // server itself: the service worker's copy (its answer while the connection is still coming
    // back) is the version the edit started from, and would let the edit overwrite the server's.
    const current = await fetchFormationFresh(input.id);
    if (current.updated_at !== save.baseUpdatedAt) {
      const clube = markAsCopy(input.fields.clube, i18n.t('treinos.copy-mark'), FORMATION_TEXT_MAX);
      const copy = await saveFormation({ ...input, id: null, fields: { ...input.fields, clube } });
      return { outcome: 'copy', id: copy.formacao.id };
    }
  }
  const saved = await saveFormation(input);
  return { outcome: 'sent', id: saved.formacao.id };
}

let running = false;

/**
 * Sends the signed-in account's queued saves, oldest first. Stops at the first network failure
 * (the rest waits for the next round); a save the server refuses is marked with its message and
 * kept; 401 stops (the session is gone, the saves stay for the next sign-in of the same account).
 * One round at a time: a call while a round runs (the connection flapping, a second trigger)
 * resolves to null and reports nothing, so each save is sent and announced once. `shown` runs
 * after each save is sent and before it leaves the queue (the list refetches the server's row
 * there, so the queued card gives way to it without a gap or a double).
 */
export async function syncQueue(shown: () => Promise<unknown> = async () => undefined): Promise<SyncReport | null> {
  if (running) return null;
  running = true;
  const report: SyncReport = { sent: [], copies: [], refused: 0, stopped: false };
  try {
    for (const save of await queuedSaves()) {
      if (save.refused || save.seq === undefined) continue;
      if (!navigator.onLine) {
        report.stopped = true;
        break;
      }
      try {
        if (!save.sentId) {
          const { outcome, id } = await send(save);
          await markSent(save.seq, id);
          report.sent.push(save.seq);
          if (outcome === 'copy') report.copies.push({ seq: save.seq, title: save.input.fields.clube });
        }
        await shown().catch(() => undefined);
        await removeSave(save.seq);
      } catch (err) {
        if (err instanceof ApiError && REFUSED.has(err.status)) {
          const fields = Object.values(err.errors).flat();
          await markRefused(save.seq, { status: err.status, message: [err.message, ...fields].join(' · ') });
          report.refused += 1;
          continue;
        }
        report.stopped = true;
        break;
      }
    }
  } finally {
    running = false;
  }
  return report;
}
