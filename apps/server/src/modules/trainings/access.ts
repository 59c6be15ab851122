import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { TrainingRow } from './repo.ts';
import { trainingsRepo } from './repo.ts';

/** Policy: only the owner changes a training and its exercises (clubs may later show it read-only). */
export function canUpdateTraining(row: Pick<TrainingRow, 'user_id'>, userId: number): boolean {
  return row.user_id === userId;
}

/** Loads a training the caller may read, or 404 (records of others are never revealed). */
export async function readableTraining(ctx: AppContext, request: FastifyRequest, id: number): Promise<TrainingRow> {
  const row = await trainingsRepo.find(ctx.db, currentUser(request).id, id);
  if (!row) throw notFound('treinos.not-found');
  return row;
}

/** Loads a training the caller may change: 404 when unreadable, 403 when read-only. */
export async function updatableTraining(ctx: AppContext, request: FastifyRequest, id: number): Promise<TrainingRow> {
  const row = await readableTraining(ctx, request, id);
  if (!canUpdateTraining(row, currentUser(request).id)) throw forbidden();
  return row;
}
