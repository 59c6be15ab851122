import type { LiveCreateInput, LiveSession } from '@prancheta/shared';
import { api } from './client.ts';

/** POST /api/live: opens (or resumes) the coach's live session of what they show. */
export function openLiveSession(input: LiveCreateInput): Promise<LiveSession> {
  return api.post<{ sessao: LiveSession }>('live', { ...input }).then((r) => r.sessao);
}

/** POST /api/live/{id}/end: ends the session for every viewer. */
export function endLiveSession(id: number): Promise<{ message: string }> {
  return api.post<{ message: string }>(`live/${id}/end`);
}
