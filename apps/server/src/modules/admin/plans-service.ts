import type { AdminPlan, PlanBody, PlanTranslation } from '@prancheta/shared';
import { LANGUAGES } from '@prancheta/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { auditAdminAction } from '../../audit/admin-audit.ts';
import { centsToReais, reaisToCents } from '../../payments/money.ts';
import { adminPlansRepo } from './repo.ts';

type Translations = AdminPlan['translations'];
const OTHER_LANGUAGES = LANGUAGES.filter((l): l is 'es-es' | 'en-us' => l !== 'pt-br');

/** The stored translations JSON: only languages with some text (blank falls back to pt-br). */
function storedTranslations(input: PlanBody['translations']): string {
  const out: Translations = {};
  for (const lang of OTHER_LANGUAGES) {
    const t = input[lang];
    if (t && (t.title || t.short_desc)) out[lang] = { title: t.title, short_desc: t.short_desc };
  }
  return JSON.stringify(out);
}

function parsedTranslations(json: string): Translations {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  const out: Translations = {};
  for (const lang of OTHER_LANGUAGES) {
    const t = (raw as Record<string, Partial<PlanTranslation> | undefined> | null)?.[lang];
    if (t && typeof t === 'object') out[lang] = { title: typeof t.title === 'string' ? t.title : '', short_desc: typeof t.short_desc === 'string' ? t.short_desc : '' };
  }
  return out;
}

/** GET admin/plans: every plan with its pt-br texts, translations, creator and number of payments. */
export async function listPlans(ctx: AppContext): Promise<AdminPlan[]> {
  const rows = await adminPlansRepo.list(ctx.db);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    short_desc: r.short_desc,
    days: r.days,
    price: centsToReais(r.price_cents),
    price_cents: r.price_cents,
    translations: parsedTranslations(r.translations),
    user: r.user_name === null ? null : { name: r.user_name },
    payments: Number(r.payments ?? 0),
    kind: r.kind,
    max_users: r.max_users,
    recurring: r.recurring === 1,
  }));
}

async function planById(ctx: AppContext, id: number): Promise<AdminPlan> {
  const plan = (await listPlans(ctx)).find((p) => p.id === id);
  if (!plan) throw notFound('admin.plans.not-found');
  return plan;
}

/** A personal plan has no member limit. */
function planMaxUsers(body: PlanBody): number | null {
  return body.kind === 'club' ? body.max_users : null;
}

/** The plan's columns as the body sets them (prices in cents, translations as stored JSON). */
function planColumns(body: PlanBody) {
  return { title: body.title, short_desc: body.short_desc, days: body.days, price_cents: reaisToCents(body.price), translations: storedTranslations(body.translations), kind: body.kind, max_users: planMaxUsers(body), recurring: body.kind === 'user' && body.recurring ? 1 : 0 };
}

function auditDetail(body: PlanBody): Record<string, unknown> {
  return { title: body.title, days: body.days, price_cents: reaisToCents(body.price), kind: body.kind, max_users: planMaxUsers(body), recurring: body.recurring };
}

/** POST admin/plans/: a new plan, created by the calling admin. */
export async function createPlan(ctx: AppContext, request: FastifyRequest, actorId: number, body: PlanBody): Promise<AdminPlan> {
  const id = await adminPlansRepo.insert(ctx.db, { ...planColumns(body), user_id: actorId, ...stamps() });
  await auditAdminAction(ctx.db, request, { action: 'plan.create', target: `plan:${id}`, detail: auditDetail(body) });
  return planById(ctx, id);
}

/**
 * PUT admin/plans/{id} (master only). Payments keep the amount and days they were made with, so
 * an edit never rewrites payment history; pending checkouts complete at their original price.
 */
export async function updatePlan(ctx: AppContext, request: FastifyRequest, id: number, body: PlanBody): Promise<AdminPlan> {
  if (!(await adminPlansRepo.update(ctx.db, id, { ...planColumns(body), updated_at: nowIso() }))) throw notFound('admin.plans.not-found');
  await auditAdminAction(ctx.db, request, { action: 'plan.update', target: `plan:${id}`, detail: auditDetail(body) });
  return planById(ctx, id);
}

/** DELETE admin/plans/{id} (master only): refused (409) while payments name the plan, so their history stays readable. */
export async function deletePlan(ctx: AppContext, request: FastifyRequest, id: number): Promise<void> {
  const plan = await planById(ctx, id);
  if (plan.payments > 0) throw new HttpError(409, 'admin.plans.has-payments', { count: plan.payments });
  // Recurring subscriptions never charged (no payment names the plan) go with it.
  await ctx.db.deleteFrom('recurring_subscriptions').where('plan_id', '=', id).execute();
  await adminPlansRepo.deleteById(ctx.db, id);
  await auditAdminAction(ctx.db, request, { action: 'plan.delete', target: `plan:${id}`, detail: { title: plan.title } });
}
