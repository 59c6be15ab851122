import type { Plan } from '@prancheta/shared';
import type { PlanRow } from '../../payments/provider.ts';
import { centsToReais } from '../../payments/money.ts';

/** The only place a plan row becomes JSON: price in reais plus the exact cents. */
export function presentPlan(row: Pick<PlanRow, 'id' | 'title' | 'short_desc' | 'days' | 'price_cents'>): Plan {
  return { id: row.id, title: row.title, short_desc: row.short_desc, days: row.days, price: centsToReais(row.price_cents), price_cents: row.price_cents };
}
