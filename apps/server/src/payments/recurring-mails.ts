import { translate } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import type { PaymentMail } from './mails.ts';
import { compose, mailDay } from './mails.ts';
import { formatBrl } from './money.ts';

type To = { email: string; name: string };

/** A renewal the card refused: access is kept until `graceUntil`, then stops unless a renewal goes through. */
export function graceMail(lang: Language, to: To, facts: { plan: string; amountCents: number; graceUntil: string }, profileUrl: string): PaymentMail {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, params);
  const lines = [
    t('payment.mail.grace-intro', { plan: facts.plan, amount: formatBrl(facts.amountCents) }),
    t('payment.mail.grace-until', { date: mailDay(lang, facts.graceUntil) }),
    t('payment.mail.grace-how'),
  ];
  return compose(lang, to, t('payment.mail.grace-subject'), lines, { label: t('payment.mail.history'), url: profileUrl });
}

/** The subscription stopped renewing (cancelled by the coach or by the provider): access until `end`. */
export function recurringCancelledMail(lang: Language, to: To, facts: { plan: string; by: 'user' | 'provider'; end: string | null }, paymentUrl: string): PaymentMail {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, params);
  const active = facts.end !== null && Date.parse(facts.end) > Date.now();
  const lines = [
    t(`payment.mail.recurring-cancelled-${facts.by}`, { plan: facts.plan }),
    active ? t('payment.mail.recurring-access-until', { date: mailDay(lang, facts.end!) }) : t('payment.mail.access-ended'),
  ];
  return compose(lang, to, t('payment.mail.recurring-cancelled-subject'), lines, { label: t('payment.mail.renew'), url: paymentUrl });
}

/** A renewal the provider charged after the subscription was cancelled, refunded in full. */
export function refundedAfterCancelMail(lang: Language, to: To, facts: { plan: string; amountCents: number; reference: string }): PaymentMail {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, params);
  const lines = [t('payment.mail.recurring-refunded', { plan: facts.plan, amount: formatBrl(facts.amountCents) }), t('payment.mail.reference', { reference: facts.reference })];
  return compose(lang, to, t('payment.mail.reversal-subject-refunded'), lines);
}
