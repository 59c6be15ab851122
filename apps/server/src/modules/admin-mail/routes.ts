import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, mailBatchAnswer, mailUsersAnswer, mailUsersPage, mailUsersQuery, sendMailAnswer, sendMailFields, translate, wantsPage } from '@prancheta/shared';
import { z } from 'zod';
import { access } from '../../access/route-access.ts';
import { auditAdminAction } from '../../audit/admin-audit.ts';
import type { AppContext } from '../../context.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { fieldIssue, notFound } from '../../http/errors.ts';
import { richTextToPlain, sanitizeRichText } from '../../richtext/sanitize.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { storeRecord } from '../../uploads/store-record.ts';
import { loadBatch } from './present.ts';
import { mailBatchesRepo } from './repo.ts';
import { mailAttachmentRule, recipientsOf } from './rules.ts';
import { allMailUsers, pageMailUsers } from './users-page.ts';
import { kickMailWorker } from './worker.ts';

/** Storage area of bulk e-mail attachments while their batch is being sent (`mail/<adminId>/attach-*`). */
const MAIL_AREA = 'mail';

/**
 * Bulk e-mail (seed 001 §2 Admin): the recipients list, POST admin/sendmail (stored as a batch,
 * answered at once, sent in the background one message per recipient) and the batch status the
 * screen polls.
 */
export async function adminMailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: access.level('admin', 'master') };
  const tags = ['admin'];
  const t = (request: FastifyRequest, key: string) => translate(requestLanguage(request), key);

  // With paging parameters (or a status filter) one page searched, filtered and sorted by the database; without, every user.
  api.get('/admin/mail/users', { config: admin, schema: { tags, querystring: mailUsersQuery, response: { 200: z.union([mailUsersAnswer, mailUsersPage]) } } }, async (request) =>
    wantsPage(request.query) || request.query.status !== undefined ? pageMailUsers(ctx, request.query) : { users: await allMailUsers(ctx) },
  );

  api.post('/admin/sendmail', { config: admin, schema: { tags, consumes: ['multipart/form-data'], response: { 200: sendMailAnswer } } }, async (request) => {
    const actor = request.user!;
    const form = await parseForm(request, {
      fields: sendMailFields,
      files: { attach: mailAttachmentRule },
      tmpDir: uploadTmpDir(ctx),
      input: (raw) => ({ ...raw, emails: recipientsOf(raw) }),
      // A message without text once sanitised (a lone <script>, empty paragraphs) is empty.
      check: (raw) => (typeof raw.message === 'string' && raw.message.trim() !== '' && richTextToPlain(sanitizeRichText(raw.message)).trim() === '' ? [fieldIssue('message', 'validation.required')] : []),
    });
    const batchId = await withForm(form, (f) => {
      const emails = [...new Set(f.values.emails)];
      const attach = f.files.attach;
      return storeRecord(ctx, {
        area: MAIL_AREA,
        userId: actor.id,
        files: { attachment_key: attach ? { upload: attach } : undefined },
        write: (trx, keys) =>
          mailBatchesRepo.insert(
            trx,
            {
              admin_id: actor.id,
              subject: f.values.subject,
              html: sanitizeRichText(f.values.message),
              attachment_key: keys.attachment_key ?? null,
              attachment_name: attach ? attach.filename.replace(/[\\/\r\n]/g, '_').slice(0, 200) || `anexo.${attach.ext}` : null,
              attachment_mime: attach?.mime ?? null,
            },
            emails,
          ),
      });
    });
    await auditAdminAction(ctx.db, request, { action: 'mail.send', target: `mail:${batchId}`, detail: { subject: form.values.subject, recipients: form.values.emails.length, attachment: Boolean(form.files.attach) } });
    void kickMailWorker(ctx, request.log);
    return { message: t(request, 'admin.mail.queued'), batch: (await loadBatch(ctx.db, batchId))! };
  });

  api.get('/admin/sendmail/:id', { config: admin, schema: { tags, params: idParams, response: { 200: mailBatchAnswer, 404: z.object({ message: z.string() }) } } }, async (request) => {
    const batch = await loadBatch(ctx.db, request.params.id);
    if (!batch) throw notFound('admin.mail.not-found');
    return { batch };
  });
}
