import { z } from 'zod';
import { dbId } from './common.ts';

export const plan = z.object({
  id: z.number(),
  title: z.string(),
  short_desc: z.string(),
  days: z.number(),
  /** Price in reais (e.g. 29.9); stored as integer cents. */
  price: z.number(),
  price_cents: z.number(),
  /** 'user': the payer's own subscription; 'club': the club the payer leads. */
  kind: z.enum(['user', 'club']),
  /** Club plans: the member limit the club gets. */
  max_users: z.number().nullable(),
});
export type Plan = z.infer<typeof plan>;

export const plansAnswer = z.object({ plans: z.array(plan) });
/** GET /api/user/pay: a club plan pays for `team_id` (default: the first club the user leads). */
export const payQuery = z.object({ plan_id: dbId, team_id: dbId.optional() });
export const payAnswer = z.object({ url: z.string() });
