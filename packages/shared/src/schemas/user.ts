import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { level } from './auth.ts';
import { text } from './common.ts';

export const teamSummary = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string().nullable(),
  leader: z.boolean(),
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
});

export const subscription = z.object({
  end_subscription: z.string().nullable(),
  last_payment: z.string().nullable(),
});

export const userAnswer = z.object({
  user: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    level,
    team: z.boolean(),
    teams: z.array(teamSummary),
    subscription_active: z.boolean(),
    subscription,
    /** The latest end of the active clubs the user leads or belongs to (access through the club). */
    club_end_subscription: z.string().nullable(),
    /** End of the free trial the account got at signup (null: none). */
    trial_end: z.string().nullable(),
    /** True while that trial runs and no paid period reaches past it (the home's countdown banner). */
    in_trial: z.boolean(),
  }),
});
export type UserAnswer = z.infer<typeof userAnswer>;
export type CurrentUser = UserAnswer['user'];

/** PUT /api/user. A new password needs the current one. */
export const updateUserBody = z
  .object({
    name: text().trim().min(1, { message: 'validation.required' }).max(120),
    email: text().trim().toLowerCase().min(1, { message: 'validation.required' }).max(191).email({ message: 'validation.email' }),
    phone: text().trim().regex(/^\d{8,15}$/, { message: 'validation.phone' }),
    password: text().max(128).optional().or(z.literal('')),
    current_password: text().max(128).optional().or(z.literal('')),
  })
  .superRefine((v, ctx) => {
    if (v.password && v.password.length < LIMITS.passwordMin) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.password-min' });
    }
    if (v.password && !v.current_password) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'validation.required' });
    }
  });
export type UpdateUserBody = z.infer<typeof updateUserBody>;
