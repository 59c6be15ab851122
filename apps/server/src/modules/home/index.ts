import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOME_RECENT, homeAnswer } from '@prancheta/shared';
import type { HomeArea } from '@prancheta/shared';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { firstRunOf } from '../examples/surface.ts';
import { mediaRoots, userFolder } from '../media/surface.ts';
import { homeRepo } from './repo.ts';

/**
 * GET /api/home: one call for the whole home screen, every area of the coach with its count and
 * latest records (formations, trainings, videos, fitness sheets, video sessions, weeks, gifs, the
 * roster, the clubs of a member and, for admins, the accounts) and the first-run checklist. Signed-in is enough: a coach whose subscription
 * ended still sees what they have (and the banner that tells them how to renew).
 */
export async function homeModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const roots = mediaRoots(ctx.config);

  const gifs = async (userId: number): Promise<HomeArea> => {
    const items = (await roots.userGifs.list(userFolder(userId))).filter((i) => i.type === 'image');
    return { count: items.length, capped: false, recent: items.slice(0, HOME_RECENT).map((i) => ({ id: i.name, title: i.name.replace(/\.gif$/i, ''), detail: '', updated_at: null })) };
  };

  api.get('/home', { config: { access: access.auth }, schema: { tags: ['home'], response: { 200: homeAnswer } } }, async (request, reply) => {
    const actor = actorOf(request);
    const db = ctx.db;
    const [formations, trainings, videos, fitness, sessions, weeks, gifList, athletes, clubs, admin, firstRun] = await Promise.all([
      homeRepo.formations(db, actor, 'image'),
      homeRepo.trainings(db, actor),
      homeRepo.formations(db, actor, 'video'),
      homeRepo.sheets(db, actor, false),
      homeRepo.sheets(db, actor, true),
      homeRepo.weeks(db, actor),
      gifs(actor.id),
      homeRepo.athletes(db, actor),
      homeRepo.clubs(db, actor),
      homeRepo.admin(db, actor),
      firstRunOf(db, actor),
    ]);
    reply.header('cache-control', 'private, no-store');
    return { home: { formations, trainings, videos, fitness, sessions, weeks, gifs: gifList, athletes, clubs, admin, first_run: firstRun } };
  });
}
