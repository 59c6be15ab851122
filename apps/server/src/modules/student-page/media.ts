import type { AppContext } from '../../context.ts';
import type { StudentAccess } from '../athletes/surface.ts';
import { STUDENT_PAGE_PREFIX } from '../athletes/surface.ts';
import type { MediaRoots } from '../media/surface.ts';
import type { SharedRecord } from '../share/surface.ts';
import { loadShared, sharedFile } from '../share/surface.ts';

/** The names a student page serves: an exercise's gif (fitness sheet) or video (video session). */
const MEDIA_NAME = /^(gif|video)-[1-9]\d{0,9}$/;

/**
 * A sheet or video session of the link's athlete with its exercises, gifs and videos, read as the
 * link's coach; null for a sheet of another athlete (or another coach, or none): the same 404.
 */
export async function studentSheetRecord(ctx: AppContext, access: StudentAccess, sheetId: number): Promise<Extract<SharedRecord, { kind: 'fitnes' }> | null> {
  const record = await loadShared(ctx.db, { user_id: access.coachId, kind: 'fitnes', record_id: sheetId });
  if (!record || record.kind !== 'fitnes' || record.row.athlete_id !== access.athlete.id) return null;
  return record;
}

/** The file behind `/aluno/<token>/f/<sheet>/<name>` (gif or video of one of the sheet's exercises), or null. */
export function studentFile(record: Extract<SharedRecord, { kind: 'fitnes' }>, roots: MediaRoots, name: string): ReturnType<typeof sharedFile> {
  return MEDIA_NAME.test(name) ? sharedFile(record, roots, name) : null;
}

/** The page's address of an exercise's gif and video (null when it has none). */
export function exerciseMedia(record: Extract<SharedRecord, { kind: 'fitnes' }>, roots: MediaRoots, token: string, exerciseId: number): { gif: string | null; video: string | null } {
  const url = (name: string) => (studentFile(record, roots, name) ? `${STUDENT_PAGE_PREFIX}/${encodeURIComponent(token)}/f/${record.row.id}/${name}` : null);
  return { gif: url(`gif-${exerciseId}`), video: url(`video-${exerciseId}`) };
}
