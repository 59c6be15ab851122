import type { ShareKind } from '@prancheta/shared';
import type { Actor, UserActor } from '../../access/actor.ts';
import { userActor } from '../../access/actor.ts';
import type { Db } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { shareLinksRepo } from '../../share-links/repo.ts';
import { hashToken, isTokenShaped } from '../../share-links/token.ts';
import type { FormationRow } from '../formations/surface.ts';
import { findFormation, findFormations } from '../formations/surface.ts';
import type { ExerciseRow as FitnessExerciseRow, ImageRow, SheetRow } from '../fitness/surface.ts';
import { exerciseImages, findSheet, sheetExercises } from '../fitness/surface.ts';
import type { ExerciseRow, TrainingRow } from '../trainings/surface.ts';
import { findTraining, trainingExercises } from '../trainings/surface.ts';
import type { WeekRow } from '../weeks/surface.ts';
import { findWeek, linkableTrainings, linkedTrainingIds } from '../weeks/surface.ts';

/** A shared record with everything its page and its files need, read as its owner. */
export type SharedRecord =
  | { kind: 'treino'; row: TrainingRow; exercises: ExerciseRow[] }
  | { kind: 'formation' | 'video'; row: FormationRow }
  | { kind: 'fitnes'; row: SheetRow; exercises: FitnessExerciseRow[]; images: ImageRow[]; videos: Map<number, FormationRow> }
  | { kind: 'semana'; row: WeekRow; trainings: { id: number; metodologia: string; data: string }[] };

/**
 * The record of one kind that the actor OWNS (not merely reads: a club member does not share the
 * club's training), or null. The policies' own filters run first; the owner check narrows them.
 */
async function ownedRow(db: Db, actor: UserActor, kind: ShareKind, id: number): Promise<{ user_id: number } | null> {
  const row = await findRow(db, actor, kind, id);
  return row && row.user_id === actor.id ? row : null;
}

async function findRow(db: Db, actor: Actor, kind: ShareKind, id: number): Promise<(TrainingRow | FormationRow | SheetRow | WeekRow) | null> {
  switch (kind) {
    case 'treino':
      return findTraining(db, actor, id);
    case 'formation':
    case 'video': {
      const row = await findFormation(db, actor, id);
      return row && row.type === (kind === 'video' ? 'video' : 'image') ? row : null;
    }
    case 'fitnes':
      return findSheet(db, actor, id);
    case 'semana':
      return findWeek(db, actor, id);
  }
}

/** True when the actor owns the record (who may create, list and revoke its links). */
export async function ownsRecord(db: Db, actor: UserActor, kind: ShareKind, id: number): Promise<boolean> {
  return (await ownedRow(db, actor, kind, id)) !== null;
}

/** Video formations of a video session, by id, among the owner's (the exercise's `path` names one). */
async function sessionVideos(db: Db, owner: Actor, rows: FitnessExerciseRow[]): Promise<Map<number, FormationRow>> {
  const ids = [...new Set(rows.map((r) => Number(r.path)).filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31))];
  const found = await findFormations(db, owner, ids);
  return new Map(found.filter((f) => f.type === 'video').map((f) => [f.id, f]));
}

/** Loads the record a link shares, read as its owner; null when it is gone or changed owner. */
export async function loadShared(db: Db, link: { user_id: number; kind: ShareKind; record_id: number }): Promise<SharedRecord | null> {
  const owner = userActor({ id: link.user_id, level: 'user' });
  const row = await ownedRow(db, owner, link.kind, link.record_id);
  if (!row) return null;
  switch (link.kind) {
    case 'treino': {
      const training = row as TrainingRow;
      return { kind: 'treino', row: training, exercises: await trainingExercises(db, owner, training.id) };
    }
    case 'formation':
    case 'video':
      return { kind: link.kind, row: row as FormationRow };
    case 'fitnes': {
      const sheet = row as SheetRow;
      const exercises = await sheetExercises(db, owner, sheet.id);
      const images = await exerciseImages(db, owner, exercises.map((e) => e.id));
      const videos = sheet.is_video === 1 ? await sessionVideos(db, owner, exercises) : new Map<number, FormationRow>();
      return { kind: 'fitnes', row: sheet, exercises, images, videos };
    }
    case 'semana': {
      const week = row as WeekRow;
      return { kind: 'semana', row: week, trainings: await linkableTrainings(db, owner, linkedTrainingIds(week)) };
    }
  }
}

/** The shared record of a token, or null (malformed, unknown, revoked, expired, or the record is gone). */
export async function sharedByToken(ctx: { db: Db }, token: string): Promise<{ record: SharedRecord; kind: ShareKind; ownerId: number } | null> {
  if (!isTokenShaped(token)) return null;
  const link = await shareLinksRepo.live(ctx.db, hashToken(token), nowIso());
  if (!link) return null;
  const record = await loadShared(ctx.db, link);
  return record ? { record, kind: link.kind, ownerId: link.user_id } : null;
}
