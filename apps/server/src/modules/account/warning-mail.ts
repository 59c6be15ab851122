import { LIMITS, translate } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import type { ExpiringRecord } from './retention-notice.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A deletion date as the coach's language writes a day (the date part of the UTC time). */
export function deletionDay(lang: Language, iso: string): string {
  return new Date(iso).toLocaleDateString(lang, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
}

/**
 * The retention warning e-mail (text and simple HTML) in the coach's language: each record about
 * to be deleted (kind, title, date) and a link to the profile, where "download all" makes the ZIP.
 * The link carries no token: the coach signs in as usual.
 */
export function warningMail(lang: Language, to: { email: string; name: string }, records: ExpiringRecord[], profileUrl: string): MailMessage {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(lang, key, { name: to.name, months: LIMITS.retentionMonths, count: records.length, ...params });
  const line = (r: ExpiringRecord) => t('account.mail.line', { kind: t(`account.kind.${r.kind}`), title: r.title || t('account.untitled'), date: deletionDay(lang, r.deletes_at) });
  const text = [t('mail.greeting'), '', t('account.mail.intro'), '', ...records.map((r) => `- ${line(r)}`), '', t('account.mail.how'), profileUrl, '', t('mail.signature')].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222">
<p>${escapeHtml(t('mail.greeting'))}</p>
<p>${escapeHtml(t('account.mail.intro'))}</p>
<ul>${records.map((r) => `<li>${escapeHtml(line(r))}</li>`).join('')}</ul>
<p>${escapeHtml(t('account.mail.how'))}</p>
<p><a href="${escapeHtml(profileUrl)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(t('account.mail.action'))}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(profileUrl)}</p>
<p>${escapeHtml(t('mail.signature'))}</p>
</body></html>`;
  return { to: to.email, subject: t('account.mail.subject'), text, html };
}
