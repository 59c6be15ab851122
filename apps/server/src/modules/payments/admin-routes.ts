import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessTokenBody, messageAnswer, translate } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { saveAccessToken } from '../../payments/access-token.ts';
import { access } from '../../access/route-access.ts';
import { auditAdminAction } from '../../audit/admin-audit.ts';

/**
 * PUT /api/admin/env/ACCESS_TOKEN {value}: stores the payment-provider access key. Admin and
 * master only; the value is stored encrypted (AES-256-GCM, SECRETS_KEY), never answered back nor
 * logged (the logger redacts `*.value`).
 */
export async function paymentAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/admin/env/ACCESS_TOKEN',
    { config: { access: access.level('admin', 'master') }, schema: { tags: ['admin'], body: accessTokenBody, response: { 200: messageAnswer } } },
    async (request) => {
      await saveAccessToken(ctx.db, ctx.config, request.body.value);
      await auditAdminAction(ctx.db, request, { action: 'env.set', target: 'env:ACCESS_TOKEN' });
      request.log.info({ setting: 'ACCESS_TOKEN' }, 'payment access key updated');
      return { message: translate(requestLanguage(request), 'payment.access-key-saved') };
    },
  );
}
