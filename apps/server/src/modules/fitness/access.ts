import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { ExerciseRow, SheetRow } from './repo.ts';
import { exercisesRepo, sheetsRepo } from './repo.ts';

/** A sheet the caller may see (fitnessPolicy: its owner), or 404 (others' records are never revealed). */
export async function ownSheet(ctx: AppContext, request: FastifyRequest, id: number): Promise<SheetRow> {
  const row = await sheetsRepo.find(ctx.db, actorOf(request), id);
  if (!row) throw notFound('fitnes.not-found');
  return row;
}

/** A top-level exercise of the caller with its sheet, or 404. */
export async function ownExercise(ctx: AppContext, request: FastifyRequest, id: number): Promise<{ row: ExerciseRow; sheet: SheetRow }> {
  const row = await exercisesRepo.find(ctx.db, actorOf(request), id);
  if (!row || row.parent_id !== null) throw notFound('fitnes.not-found');
  return { row, sheet: await ownSheet(ctx, request, row.fitnes_id) };
}
