import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { actorOf } from '../../access/actor.ts';
import type { Actor } from '../../access/actor.ts';
import type { TrainingRow } from './repo.ts';
import { trainingsRepo } from './repo.ts';

/**
 * The `updatable` flag of a training page: the row-level twin of trainingsPolicy.ownedBy (the repo
 * refuses changes anyway; clubs may later show trainings read-only).
 */
export function canUpdateTraining(row: Pick<TrainingRow, 'user_id'>, actor: Actor): boolean {
  return actor.kind === 'system' || row.user_id === actor.id;
}

/** Loads a training the caller may read, or 404 (records of others are never revealed). */
export async function readableTraining(ctx: AppContext, request: FastifyRequest, id: number): Promise<TrainingRow> {
  const row = await trainingsRepo.find(ctx.db, actorOf(request), id);
  if (!row) throw notFound('treinos.not-found');
  return row;
}

/** Loads a training the caller may change: 404 when unreadable, 403 when read-only. */
export async function updatableTraining(ctx: AppContext, request: FastifyRequest, id: number): Promise<TrainingRow> {
  const row = await readableTraining(ctx, request, id);
  if (!canUpdateTraining(row, actorOf(request))) throw forbidden();
  return row;
}
