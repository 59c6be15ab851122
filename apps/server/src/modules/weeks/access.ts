import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { WeekRow } from './repo.ts';
import { weeksRepo } from './repo.ts';

/** Loads a sheet the caller may see (weeksPolicy: its owner), or 404 (records of others are never revealed). */
export async function ownWeek(ctx: AppContext, request: FastifyRequest, id: number): Promise<WeekRow> {
  const row = await weeksRepo.find(ctx.db, actorOf(request), id);
  if (!row) throw notFound('semana.not-found');
  return row;
}
