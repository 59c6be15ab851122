import { translate } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import { formatBrl } from './money.ts';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
  font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  background:linear-gradient(160deg,#0b6e4f 0%,#14532d 55%,#0f172a 100%);color:#0f172a}
.card{width:100%;max-width:420px;background:#fff;border-radius:16px;box-shadow:0 20px 50px rgba(0,0,0,.35);overflow:hidden}
.head{padding:20px 24px;background:#f1f5f9;border-bottom:1px solid #e2e8f0;display:flex;align-items:center;gap:12px}
.logo{width:40px;height:40px;border-radius:10px;background:#0b6e4f;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:20px}
.head h1{font-size:18px;margin:0}
.head p{margin:2px 0 0;font-size:13px;color:#475569}
.body{padding:24px}
.plan{font-size:20px;font-weight:700;margin:0 0 4px}
.desc{margin:0 0 16px;color:#475569;font-size:14px}
.row{display:flex;justify-content:space-between;padding:10px 0;border-top:1px dashed #cbd5e1;font-size:15px}
.price{font-size:30px;font-weight:800;color:#0b6e4f;margin:16px 0 20px;text-align:center}
.actions{display:flex;gap:12px}
.actions form{flex:1;margin:0}
button{width:100%;padding:14px 12px;border:0;border-radius:10px;font-size:16px;font-weight:700;cursor:pointer}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.approve{background:#16a34a;color:#fff}.approve:hover{background:#15803d}
.decline{background:#e2e8f0;color:#991b1b}.decline:hover{background:#fecaca}
.refund{background:#f59e0b;color:#1f2937}.refund:hover{background:#d97706}
.chargeback{background:#b91c1c;color:#fff}.chargeback:hover{background:#991b1b}
.note{margin:18px 0 0;font-size:12px;color:#64748b;text-align:center}
.status{font-size:16px;text-align:center;margin:8px 0 16px}
.ok{color:#15803d}.bad{color:#b91c1c}
a.back{display:block;text-align:center;color:#0b6e4f;font-weight:600}
`;

function layout(lang: Language, title: string, content: string): string {
  return `<!doctype html>
<html lang="${lang === 'pt-br' ? 'pt-BR' : lang === 'es-es' ? 'es-ES' : 'en-US'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main class="card">
<div class="head"><div class="logo" aria-hidden="true">P</div><div><h1>${escapeHtml(translate(lang, 'payment.sandbox-title'))}</h1><p>${escapeHtml(translate(lang, 'payment.sandbox-subtitle'))}</p></div></div>
<div class="body">${content}</div>
</main></body></html>`;
}

/** The sandbox checkout: plan, days, price in R$ and two plain forms (no script: CSP forbids inline JS). */
export function renderCheckoutPage(options: { lang: Language; action: string; plan: { title: string; short_desc: string }; days: number; amountCents: number }): string {
  const { lang, action, plan, days, amountCents } = options;
  const t = (key: string, params: Record<string, string | number> = {}) => escapeHtml(translate(lang, key, params));
  const actionUrl = escapeHtml(action);
  const content = `
<p class="plan">${escapeHtml(plan.title)}</p>
<p class="desc">${escapeHtml(plan.short_desc)}</p>
<div class="row"><span>${t('payment.days')}</span><strong>${days}</strong></div>
<div class="row"><span>${t('payment.total')}</span><strong>${escapeHtml(formatBrl(amountCents))}</strong></div>
<p class="price">${escapeHtml(formatBrl(amountCents))}</p>
<div class="actions">
<form method="post" action="${actionUrl}"><input type="hidden" name="decision" value="approve"><button class="approve" type="submit">${t('payment.approve')}</button></form>
<form method="post" action="${actionUrl}"><input type="hidden" name="decision" value="decline"><button class="decline" type="submit">${t('payment.decline')}</button></form>
</div>
<p class="note">${t('payment.sandbox-note')}</p>`;
  return layout(lang, `${translate(lang, 'payment.sandbox-title')} · ${plan.title}`, content);
}

/** A page for a payment that is unknown or no longer pending. */
export function renderStatusPage(options: { lang: Language; messageKey: string; ok: boolean; backUrl: string }): string {
  const { lang, messageKey, ok, backUrl } = options;
  const content = `<p class="status ${ok ? 'ok' : 'bad'}">${escapeHtml(translate(lang, messageKey))}</p>
<a class="back" href="${escapeHtml(backUrl)}">${escapeHtml(translate(lang, 'payment.back'))}</a>`;
  return layout(lang, translate(lang, 'payment.sandbox-title'), content);
}

/**
 * The page of an approved sandbox payment: its status and the two things a real provider can
 * still do to it, a refund ("Estornar") and a chargeback, each posting the same notification.
 */
export function renderApprovedPage(options: { lang: Language; action: string; backUrl: string }): string {
  const { lang, action, backUrl } = options;
  const t = (key: string) => escapeHtml(translate(lang, key));
  const actionUrl = escapeHtml(action);
  const content = `<p class="status ok">${t('payment.approved')}</p>
<div class="actions">
<form method="post" action="${actionUrl}"><input type="hidden" name="decision" value="refund"><button class="refund" type="submit">${t('payment.refund')}</button></form>
<form method="post" action="${actionUrl}"><input type="hidden" name="decision" value="chargeback"><button class="chargeback" type="submit">${t('payment.chargeback')}</button></form>
</div>
<p class="note">${t('payment.sandbox-reverse-note')}</p>
<a class="back" href="${escapeHtml(backUrl)}">${t('payment.back')}</a>`;
  return layout(lang, translate(lang, 'payment.sandbox-title'), content);
}

/** One sandbox form: a decision button, with the charge id it simulates (a resubmitted form replays the same charge). */
function decisionForm(action: string, decision: string, label: string, css: string, chargeId?: string): string {
  const charge = chargeId ? `<input type="hidden" name="charge_id" value="${escapeHtml(chargeId)}">` : '';
  return `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="decision" value="${decision}">${charge}<button class="${css}" type="submit">${escapeHtml(label)}</button></form>`;
}

/**
 * The sandbox page of a subscription that renews itself: while pending, authorize the card (the
 * first charge goes with it) or decline; once authorized, what the provider does later: charge a
 * renewal, refuse one (the card failed), or cancel the subscription itself. A cancelled
 * subscription can still be charged, to try a charge that crossed the cancellation.
 */
export function renderSubscriptionPage(options: {
  lang: Language;
  action: string;
  backUrl: string;
  status: 'pending' | 'authorized' | 'cancelled';
  plan: { title: string; short_desc: string };
  days: number;
  amountCents: number;
  chargeId: string;
}): string {
  const { lang, action, backUrl, status, plan, days, amountCents, chargeId } = options;
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, params);
  const head = `
<p class="plan">${escapeHtml(plan.title)}</p>
<p class="desc">${escapeHtml(plan.short_desc)}</p>
<div class="row"><span>${escapeHtml(t('payment.recurring.sandbox-every'))}</span><strong>${escapeHtml(t('payment.days', { count: days }))}</strong></div>
<p class="price">${escapeHtml(formatBrl(amountCents))}</p>`;
  let body: string;
  if (status === 'pending') {
    body = `<div class="actions">${decisionForm(action, 'authorize', t('payment.recurring.sandbox-authorize'), 'approve', chargeId)}${decisionForm(action, 'decline', t('payment.decline'), 'decline')}</div>
<p class="note">${escapeHtml(t('payment.recurring.sandbox-note'))}</p>`;
  } else {
    const state = status === 'authorized' ? `<p class="status ok">${escapeHtml(t('payment.recurring.sandbox-authorized'))}</p>` : `<p class="status bad">${escapeHtml(t('payment.recurring.sandbox-cancelled'))}</p>`;
    const cancel = status === 'authorized' ? decisionForm(action, 'cancel', t('payment.recurring.sandbox-cancel'), 'chargeback') : '';
    body = `${state}<div class="actions">${decisionForm(action, 'charge', t('payment.recurring.sandbox-charge'), 'approve', chargeId)}${decisionForm(action, 'refuse', t('payment.recurring.sandbox-refuse'), 'refund', chargeId)}</div>
<div class="actions" style="margin-top:12px">${cancel}</div>
<p class="note">${escapeHtml(t('payment.recurring.sandbox-later-note'))}</p>
<a class="back" href="${escapeHtml(backUrl)}">${escapeHtml(t('payment.back'))}</a>`;
  }
  return layout(lang, `${t('payment.sandbox-title')} · ${plan.title}`, head + body);
}
