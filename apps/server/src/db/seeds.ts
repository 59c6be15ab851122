import type { Language } from '@prancheta/shared';

/**
 * Texts of a row in the languages other than its own columns (pt-br): stored as JSON in the row's
 * `translations` column, e.g. `{"es-es": {"title": "Mensual"}, "en-us": {"title": "Monthly"}}`.
 * A missing language or field falls back to the pt-br column.
 */
export type Translations<F extends string> = Partial<Record<Language, Partial<Record<F, string>>>>;

/** A plan seeded on an empty database (prices in cents); title and short_desc are pt-br. */
export interface SeededPlan {
  title: string;
  short_desc: string;
  days: number;
  price_cents: number;
  translations: Translations<'title' | 'short_desc'>;
}

/** Default plans for an empty database. */
export const DEFAULT_PLANS: readonly SeededPlan[] = [
  {
    title: 'Mensal',
    short_desc: 'Acesso completo por 30 dias',
    days: 30,
    price_cents: 2990,
    translations: { 'es-es': { title: 'Mensual', short_desc: 'Acceso completo durante 30 días' }, 'en-us': { title: 'Monthly', short_desc: 'Full access for 30 days' } },
  },
  {
    title: 'Trimestral',
    short_desc: 'Acesso completo por 90 dias',
    days: 90,
    price_cents: 7990,
    translations: { 'es-es': { title: 'Trimestral', short_desc: 'Acceso completo durante 90 días' }, 'en-us': { title: 'Quarterly', short_desc: 'Full access for 90 days' } },
  },
  {
    title: 'Anual',
    short_desc: 'Acesso completo por 365 dias, o melhor preço',
    days: 365,
    price_cents: 27990,
    translations: { 'es-es': { title: 'Anual', short_desc: 'Acceso completo durante 365 días, el mejor precio' }, 'en-us': { title: 'Yearly', short_desc: 'Full access for 365 days, the best price' } },
  },
];

/** The welcome notice seeded on an empty database; title and message are pt-br. */
export const WELCOME_NOTIFICATION = {
  ordem: 1,
  title: 'Bem-vindo à Prancheta!',
  message:
    'Planeje treinos, desenhe exercícios e formações e imprima tudo em PDF. Atenção: os registros são mantidos por 6 meses e depois apagados automaticamente; baixe seu material periodicamente.',
  icon: 'fa-info-circle',
  color: '#000000',
  background: '#eeddff',
  translations: {
    'es-es': {
      title: '¡Bienvenido a Prancheta!',
      message:
        'Planifica entrenamientos, dibuja ejercicios y formaciones e imprime todo en PDF. Atención: los registros se guardan durante 6 meses y después se borran automáticamente; descarga tu material periódicamente.',
    },
    'en-us': {
      title: 'Welcome to Prancheta!',
      message:
        'Plan training sessions, draw exercises and formations and print everything as PDF. Note: records are kept for 6 months and then deleted automatically; download your material regularly.',
    },
  } satisfies Translations<'title' | 'message'>,
} as const;
