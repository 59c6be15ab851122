import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminPlan, adminPlansAnswer, idParams, messageAnswer, planBody, translate, trialDaysBody } from '@prancheta/shared';
import { z } from 'zod';
import { auditAdminAction } from '../../audit/admin-audit.ts';
import { readTrialDays, saveTrialDays } from '../../payments/trial.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createPlan, deletePlan, listPlans, updatePlan } from './plans-service.ts';
import { adminOnly } from './users-routes.ts';

/** Seed 001 §6: plan edit and delete are for level master; enforced here, before validation. */
const masterOnly = { access: access.level('master') };

/**
 * The plans admin (seed 001 §7): GET admin/plans (the table, with translations and creators, and
 * the free-trial days), POST admin/plans/ (admin, master), PUT/DELETE admin/plans/{id} and PUT
 * admin/trial (master). Coaches read GET plans.
 */
export async function adminPlanRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const withPlan = messageAnswer.extend({ plan: adminPlan });

  api.get('/admin/plans', { config: adminOnly, schema: { tags, response: { 200: adminPlansAnswer } } }, async (request) => ({
    plans: await listPlans(ctx),
    editable: currentUser(request).level === 'master',
    trial_days: await readTrialDays(ctx.db),
  }));

  // The free-trial length of new accounts (master, like plan edits); running trials keep their end.
  api.put('/admin/trial', { config: masterOnly, schema: { tags, body: trialDaysBody, response: { 200: messageAnswer.extend({ trial_days: z.number() }) } } }, async (request) => {
    const before = await readTrialDays(ctx.db);
    await saveTrialDays(ctx.db, request.body.trial_days);
    await auditAdminAction(ctx.db, request, { action: 'trial.update', target: 'settings:trial_days', detail: { before, after: request.body.trial_days } });
    return { message: translate(requestLanguage(request), 'admin.plans.trial-saved'), trial_days: request.body.trial_days };
  });

  api.post('/admin/plans', { config: adminOnly, schema: { tags, body: planBody, response: { 200: withPlan } } }, async (request) => {
    const plan = await createPlan(ctx, request, currentUser(request).id, request.body);
    return { message: translate(requestLanguage(request), 'admin.plans.created'), plan };
  });

  api.put('/admin/plans/:id', { config: masterOnly, schema: { tags, params: idParams, body: planBody, response: { 200: withPlan } } }, async (request) => {
    const plan = await updatePlan(ctx, request, request.params.id, request.body);
    return { message: translate(requestLanguage(request), 'general.updated'), plan };
  });

  api.delete('/admin/plans/:id', { config: masterOnly, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    await deletePlan(ctx, request, request.params.id);
    return { message: translate(requestLanguage(request), 'general.deleted') };
  });
}
