import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { level } from './auth.ts';
import { text } from './common.ts';
import { pageAnswer, pagedQuery } from './paging.ts';

/** Longest plan title (the seed gives none; the payment page shows it as a card title). */
export const PLAN_TITLE_MAX = 120;
/** Longest plan (days): ten years. */
export const PLAN_DAYS_MAX = 3650;
/** Highest plan price in reais. */
export const PLAN_PRICE_MAX = 100_000;
/** Most members a club plan gives a club. */
export const PLAN_MAX_USERS = 1000;

/** Body of PUT admin/env/ACCESS_TOKEN: the payment-provider access key (stored encrypted, never answered back). */
export const accessTokenBody = z.object({ value: text().trim().min(1, { message: 'validation.required' }).max(500) });
export type AccessTokenBody = z.infer<typeof accessTokenBody>;

/** One row of GET admin/users (seed 001 §3 User), with what the caller may do to it. */
export const adminUser = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  level,
  phone: z.string(),
  subscription_active: z.boolean(),
  subscription: z.object({ end_subscription: z.string().nullable(), last_payment: z.string().nullable() }),
  /** End of the account's free trial (null: none); in_trial while it runs with nothing paid past it. */
  trial_end: z.string().nullable(),
  in_trial: z.boolean(),
  /** The ladder of seed 001 §4 for the calling admin: promote, demote, edit and delete allowed. */
  can_promote: z.boolean(),
  can_demote: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersAnswer = z.object({ users: z.array(adminUser) });
export type AdminUsersAnswer = z.infer<typeof adminUsersAnswer>;

/** Columns GET admin/users sorts on (each backed by an index). */
export const ADMIN_USER_SORTS = ['id', 'email', 'name', 'end_subscription'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
/**
 * GET admin/users?page=&pageSize=&sort=&dir=&q=&trial=: q matches the start of the e-mail or the
 * name, or the id; trial=1 keeps the accounts whose free trial runs now.
 */
export const adminUsersQuery = pagedQuery(ADMIN_USER_SORTS).extend({
  trial: z.coerce.number({ message: 'validation.invalid' }).pipe(z.union([z.literal(0), z.literal(1)], { message: 'validation.invalid' })).optional(),
});
export const adminUsersPage = pageAnswer(adminUser);
export type AdminUsersPage = z.infer<typeof adminUsersPage>;

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** True for a real calendar day (2031-02-31 is not) in a date or date-time text. */
function isRealDate(value: string): boolean {
  if (!DATE_TEXT.test(value) || Number.isNaN(Date.parse(value))) return false;
  const day = value.slice(0, 10);
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

/** A date field of the admin user form: YYYY-MM-DD (a date input), a full ISO date-time, or empty (none). */
const optionalDate = z
  .union([z.literal(''), z.null(), text()])
  .optional()
  .refine((v) => !v || isRealDate(v), { message: 'admin.common.date-invalid' });

/**
 * PUT admin/user/{id} (seed 001 §7): `down` moves the user one step down (true) or up (false) the
 * level ladder, `level` (optional) is the level the caller expects to reach; the subscription dates
 * and a new password (optional, at least 6 characters) are edited by the same call.
 */
export const adminUserBody = z
  .object({
    down: z.boolean().optional(),
    level: level.optional(),
    end_subscription: optionalDate,
    last_payment: optionalDate,
    password: z.union([z.literal(''), text().min(LIMITS.passwordMin, { message: 'validation.password-min' }).max(128)]).optional(),
  })
  .strict()
  // A level is only the expected end of a ladder step: never set directly.
  .refine((v) => v.level === undefined || v.down !== undefined, { message: 'validation.invalid', path: ['level'] });
export type AdminUserBody = z.infer<typeof adminUserBody>;

/** The subscription form of /admin/users (dates as YYYY-MM-DD, password optional). */
export const adminSubscriptionForm = z.object({
  end_subscription: optionalDate,
  last_payment: optionalDate,
  password: z.union([z.literal(''), text().min(LIMITS.passwordMin, { message: 'validation.password-min' }).max(128)]),
});
export type AdminSubscriptionForm = z.infer<typeof adminSubscriptionForm>;

/** A required number from a JSON body or a form input ('' counts as missing). */
function requiredNumber() {
  return z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), z.number({ message: 'validation.number' }).refine(Number.isFinite, { message: 'validation.number' }));
}

const planText = (max: number) => text().trim().min(1, { message: 'validation.required' }).max(max, { message: 'validation.max' });
const optionalPlanText = (max: number) => text().trim().max(max, { message: 'validation.max' }).default('');

/** Texts of a plan in one other language: both optional (blank falls back to pt-br). */
export const planTranslation = z.object({ title: optionalPlanText(PLAN_TITLE_MAX), short_desc: optionalPlanText(LIMITS.planDescriptionMax) });
export type PlanTranslation = z.infer<typeof planTranslation>;

/**
 * POST admin/plans/ and PUT admin/plans/{id} (seed 001 §5): title, days, price and description
 * required; days a whole number; price in reais with at most two decimals (step 0.01); description
 * at most 255 characters. Spanish and English texts are optional.
 */
export const planBody = z.object({
  title: planText(PLAN_TITLE_MAX),
  days: requiredNumber().pipe(z.number().int({ message: 'admin.common.integer' }).min(1, { message: 'validation.min' }).max(PLAN_DAYS_MAX, { message: 'admin.common.max-value' })),
  price: requiredNumber().pipe(
    z
      .number()
      .min(0, { message: 'validation.min' })
      .max(PLAN_PRICE_MAX, { message: 'admin.common.max-value' })
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'admin.common.price-step' }),
  ),
  short_desc: planText(LIMITS.planDescriptionMax),
  translations: z.object({ 'es-es': planTranslation.optional(), 'en-us': planTranslation.optional() }).default({}),
  /** 'club': paid by a coordinator for their club (price per club), giving the club `max_users`. */
  kind: z.enum(['user', 'club']).default('user'),
  max_users: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z.number({ message: 'validation.number' }).int({ message: 'admin.common.integer' }).min(1, { message: 'validation.min' }).max(PLAN_MAX_USERS, { message: 'admin.common.max-value' }).nullable(),
  ).default(null),
  /** Personal plans only: also offered as a subscription that renews itself (the provider charges every `days` days). */
  recurring: z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean()).default(false),
}).superRefine((v, ctx) => {
  if (v.kind === 'club' && v.max_users === null) ctx.addIssue({ code: 'custom', path: ['max_users'], message: 'validation.required' });
  if (v.kind === 'club' && v.recurring) ctx.addIssue({ code: 'custom', path: ['recurring'], message: 'admin.plans.recurring-personal-only' });
});
export type PlanBody = z.infer<typeof planBody>;

/** One plan of GET admin/plans: the pt-br texts, the translations, the creator and its payments. */
export const adminPlan = z.object({
  id: z.number(),
  title: z.string(),
  short_desc: z.string(),
  days: z.number(),
  price: z.number(),
  price_cents: z.number(),
  translations: z.object({ 'es-es': planTranslation.optional(), 'en-us': planTranslation.optional() }),
  user: z.object({ name: z.string() }).nullable(),
  /** Payments made for this plan (a plan with payments cannot be deleted). */
  payments: z.number(),
  kind: z.enum(['user', 'club']),
  max_users: z.number().nullable(),
  recurring: z.boolean(),
});
export type AdminPlan = z.infer<typeof adminPlan>;

/** Longest free trial the master may set, in days. */
export const TRIAL_DAYS_MAX = 365;

/** PUT admin/trial (master only): the free-trial length of new accounts, 0 (no trial) to TRIAL_DAYS_MAX. */
export const trialDaysBody = z.object({
  trial_days: requiredNumber().pipe(z.number().int({ message: 'admin.common.integer' }).min(0, { message: 'validation.min' }).max(TRIAL_DAYS_MAX, { message: 'admin.common.max-value' })),
});
export type TrialDaysBody = z.infer<typeof trialDaysBody>;

/**
 * GET admin/plans: every plan, whether the caller (master) may edit and delete, and the free-trial
 * days a new account gets (0: none).
 */
export const adminPlansAnswer = z.object({ plans: z.array(adminPlan), editable: z.boolean(), trial_days: z.number() });
export type AdminPlansAnswer = z.infer<typeof adminPlansAnswer>;

/** A club training file left behind by a deleted category (seed 001 §3 Trash item). */
export const trashTreino = z.object({
  id: z.number(),
  category: z.string(),
  team: z.string(),
  user: z.object({ name: z.string() }).nullable(),
  created_at: z.string(),
});
/** An account whose subscription ended (seed 001 §3 Trash item). */
export const trashSub = z.object({
  id: z.number(),
  user: z.object({ name: z.string(), email: z.string() }),
  end_subscription: z.string(),
});
export type TrashTreino = z.infer<typeof trashTreino>;
export type TrashSub = z.infer<typeof trashSub>;

/** GET admin/clean (seed 001 §7): answer `treinos` and `subs`. */
export const cleanAnswer = z.object({ treinos: z.array(trashTreino), subs: z.array(trashSub) });
export type CleanAnswer = z.infer<typeof cleanAnswer>;

/** DELETE admin/clean: what went. */
export const cleanedAnswer = z.object({ message: z.string(), treinos: z.number(), subs: z.number() });

/** One line of the admin audit trail (GET admin/audit). */
export const auditEntry = z.object({ id: z.number(), actor_email: z.string(), action: z.string(), target: z.string(), created_at: z.string() });
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditAnswer = z.object({ entries: z.array(auditEntry) });
