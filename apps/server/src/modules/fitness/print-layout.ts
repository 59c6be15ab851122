import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fitnessPrintLayoutAnswer, fitnessPrintLayoutInput } from '@prancheta/shared';
import type { FitnessPrintLayout } from '@prancheta/shared';
import type { Actor, UserActor } from '../../access/actor.ts';
import { actorOf } from '../../access/actor.ts';
import { userPreferencesPolicy } from '../../access/policies.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { requestLanguage } from '../../http/error-handler.ts';

/** The coach's remembered fitness print layout (user_preferences.fitness_print, migration 0033). */
export const printLayoutRepo = {
  async get(db: Db, actor: Actor): Promise<FitnessPrintLayout> {
    const row = await db.selectFrom('user_preferences').select('fitness_print').where(userPreferencesPolicy.ownedBy(actor)).executeTakeFirst();
    return row?.fitness_print === 'compact' ? 'compact' : 'standard';
  },
  /** Stores the layout; a coach without a preferences row gets one (language: the request's). */
  async set(db: Db, actor: UserActor, layout: FitnessPrintLayout, language: string): Promise<void> {
    const now = new Date().toISOString();
    await db
      .insertInto('user_preferences')
      .values({ user_id: actor.id, language, fitness_print: layout, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ fitness_print: layout, updated_at: now }))
      .execute();
  },
};

/** GET and PUT /api/fitnes/print-layout: the layout the coach's next fitness print opens with. */
export async function printLayoutRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };
  const tags = ['fitness'];
  api.get('/fitnes/print-layout', { config: guard, schema: { tags, response: { 200: fitnessPrintLayoutAnswer } } }, async (request) => ({ layout: await printLayoutRepo.get(ctx.db, actorOf(request)) }));
  api.put('/fitnes/print-layout', { config: guard, schema: { tags, body: fitnessPrintLayoutInput, response: { 200: fitnessPrintLayoutAnswer } } }, async (request) => {
    const actor = actorOf(request);
    await printLayoutRepo.set(ctx.db, actor, request.body.layout, requestLanguage(request));
    return { layout: request.body.layout };
  });
}
