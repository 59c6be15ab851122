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
});
export type Plan = z.infer<typeof plan>;

export const plansAnswer = z.object({ plans: z.array(plan) });
export const payQuery = z.object({ plan_id: dbId });
export const payAnswer = z.object({ url: z.string() });
