import type { Language, Plan } from '@prancheta/shared';
import { localized } from '../../i18n/localized.ts';
import type { PlanRow } from '../../payments/provider.ts';
import { centsToReais } from '../../payments/money.ts';

/** The only place a plan row becomes JSON: texts in the caller's language, price in reais plus the exact cents. */
export function presentPlan(row: Pick<PlanRow, 'id' | 'title' | 'short_desc' | 'days' | 'price_cents' | 'translations' | 'kind' | 'max_users' | 'recurring'>, lang: Language): Plan {
  const { title, short_desc } = localized(row, lang, ['title', 'short_desc']);
  return { id: row.id, title, short_desc, days: row.days, price: centsToReais(row.price_cents), price_cents: row.price_cents, kind: row.kind, max_users: row.max_users, recurring: row.recurring === 1 };
}
