import { translate } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import { formatBrl } from './money.ts';
import { escapeHtml } from './sandbox-page.ts';

/** A queued transactional mail: always both text and HTML. */
export interface PaymentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A day as the coach's language writes it (the date part of the UTC time). */
export function mailDay(lang: Language, iso: string): string {
  return new Date(iso).toLocaleDateString(lang, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** Text lines and an optional button, rendered as plain text and as simple HTML. */
export function compose(lang: Language, to: { email: string; name: string }, subject: string, lines: string[], action?: { label: string; url: string }): PaymentMail {
  const greeting = translate(lang, 'mail.greeting', { name: to.name });
  const signature = translate(lang, 'mail.signature');
  const text = [greeting, '', ...lines, ...(action ? ['', `${action.label}: ${action.url}`] : []), '', signature].join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${button}
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to: to.email, subject, text, html };
}

export interface PaidFacts {
  plan: string;
  club: string | null;
  amountCents: number;
  periodStart: string;
  periodEnd: string;
  reference: string;
}

/** The receipt after an approval: plan, club, amount in R$, period covered, provider reference. */
export function receiptMail(lang: Language, to: { email: string; name: string }, facts: PaidFacts, profileUrl: string): PaymentMail {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, params);
  const lines = [
    t('payment.mail.receipt-intro'),
    t('payment.mail.plan', { plan: facts.plan }),
    ...(facts.club ? [t('payment.mail.club', { club: facts.club })] : []),
    t('payment.mail.amount', { amount: formatBrl(facts.amountCents) }),
    t('payment.mail.period', { start: mailDay(lang, facts.periodStart), end: mailDay(lang, facts.periodEnd) }),
    t('payment.mail.reference', { reference: facts.reference }),
  ];
  return compose(lang, to, t('payment.mail.receipt-subject'), lines, { label: t('payment.mail.history'), url: profileUrl });
}

export interface ReversalFacts {
  kind: 'refunded' | 'charged_back' | 'cancelled';
  plan: string;
  club: string | null;
  amountCents: number;
  days: number;
  reference: string;
  /** The subscription end after the days were taken back. */
  newEnd: string;
  ended: boolean;
}

/** The notice after a refund, chargeback or cancellation took a payment's days back. */
export function reversalMail(lang: Language, to: { email: string; name: string }, facts: ReversalFacts, paymentUrl: string): PaymentMail {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, params);
  const lines = [
    t(`payment.mail.reversal-intro-${facts.kind}`, { plan: facts.plan, amount: formatBrl(facts.amountCents) }),
    t('payment.mail.reference', { reference: facts.reference }),
    ...(facts.club ? [t('payment.mail.club', { club: facts.club })] : []),
    t('payment.mail.days-removed', { days: facts.days }),
    facts.ended ? t('payment.mail.access-ended') : t('payment.mail.new-end', { date: mailDay(lang, facts.newEnd) }),
  ];
  return compose(lang, to, t(`payment.mail.reversal-subject-${facts.kind}`), lines, { label: t('payment.mail.renew'), url: paymentUrl });
}

/** The renewal reminder, 7 days and 1 day before the end of a subscription (own or the club's). */
export function reminderMail(lang: Language, to: { email: string; name: string }, facts: { end: string; days: number; club: string | null; trial?: boolean }, paymentUrl: string): PaymentMail {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, params);
  const date = mailDay(lang, facts.end);
  if (facts.trial) {
    const lines = [t('payment.mail.reminder-trial', { date, days: facts.days }), t('payment.mail.reminder-trial-how')];
    return compose(lang, to, t('payment.mail.reminder-subject-trial', { date }), lines, { label: t('payment.mail.renew'), url: paymentUrl });
  }
  const lines = [facts.club ? t('payment.mail.reminder-club', { club: facts.club, date, days: facts.days }) : t('payment.mail.reminder-own', { date, days: facts.days }), t('payment.mail.reminder-how')];
  return compose(lang, to, t(facts.club ? 'payment.mail.reminder-subject-club' : 'payment.mail.reminder-subject', { date, club: facts.club ?? '' }), lines, { label: t('payment.mail.renew'), url: paymentUrl });
}
