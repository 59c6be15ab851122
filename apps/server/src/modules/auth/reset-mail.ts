import { translate } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import type { MailMessage } from '../../mail/mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The reset page link the e-mail carries: /password/reset/{email}/{key}. */
export function resetLink(publicUrl: string, email: string, key: string): string {
  return `${publicUrl}/password/reset/${encodeURIComponent(email)}/${encodeURIComponent(key)}`;
}

/** The password-recovery e-mail (text and simple HTML) in the caller's language. */
export function resetMail(lang: Language, to: { email: string; name: string }, link: string, ttlMinutes: number): MailMessage {
  const t = (key: string) => translate(lang, key, { name: to.name, minutes: ttlMinutes });
  const text = [t('mail.greeting'), '', t('mail.reset.intro'), '', link, '', t('mail.reset.expires'), t('mail.reset.ignore'), '', t('mail.signature')].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222">
<p>${escapeHtml(t('mail.greeting'))}</p>
<p>${escapeHtml(t('mail.reset.intro'))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(t('mail.reset.action'))}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(link)}</p>
<p>${escapeHtml(t('mail.reset.expires'))}<br>${escapeHtml(t('mail.reset.ignore'))}</p>
<p>${escapeHtml(t('mail.signature'))}</p>
</body></html>`;
  return { to: to.email, subject: t('mail.reset.subject'), text, html };
}
