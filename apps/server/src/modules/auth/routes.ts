import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authAnswer, changePassBody, forgetBody, LIMITS, loginBody, messageAnswer, resetBody, signupBody, translate } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { unauthorized } from '../../http/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { bearerToken } from '../../sessions/bearer.ts';
import { presentSignedIn } from './present.ts';
import { perEmailLimit, perIpLimit } from './rate-limit.ts';
import { resetLink, resetMail } from './reset-mail.ts';
import { accessChanges } from '../../access/changes.ts';
import { changePassword, checkResetKey, createResetKey, login, logout, printToken, signup } from './service.ts';
import { access } from '../../access/route-access.ts';

/** /api/auth/*: login, signup, forget, reset, changePass, logout, print-token. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const max = ctx.config.RATE_LIMIT_AUTH;
  const tags = ['auth'];

  api.post(
    '/auth/login',
    { config: { access: access.public, rateLimit: perIpLimit(max) }, preHandler: [perEmailLimit(app, max)], schema: { tags, body: loginBody, response: { 200: authAnswer } } },
    async (request) => {
      const signedIn = await login(ctx.db, request.body);
      return presentSignedIn(signedIn, translate(requestLanguage(request), 'auth.welcome', { name: signedIn.user.name }));
    },
  );

  api.post(
    '/auth/signup',
    { config: { access: access.public, rateLimit: perIpLimit(max) }, schema: { tags, body: signupBody, response: { 200: authAnswer } } },
    async (request) => {
      const signedIn = await signup(ctx.db, request.body);
      return presentSignedIn(signedIn, translate(requestLanguage(request), 'auth.signup-success', { name: signedIn.user.name }));
    },
  );

  api.post(
    '/auth/forget',
    { config: { access: access.public, rateLimit: perIpLimit(max) }, preHandler: [perEmailLimit(app, max)], schema: { tags, body: forgetBody, response: { 200: messageAnswer } } },
    async (request) => {
      const lang = requestLanguage(request);
      const reset = await createResetKey(ctx.db, request.body.email);
      if (reset) {
        const link = resetLink(ctx.config.publicUrl, reset.user.email, reset.key);
        try {
          await ctx.mailer.send(resetMail(lang, reset.user, link, LIMITS.resetKeyTtlMinutes));
        } catch (error) {
          // The answer must not differ for known e-mails, so a mail failure is only logged.
          request.log.error({ err: error, userId: reset.user.id }, 'password reset mail failed');
        }
      }
      return { message: translate(lang, 'auth.forget-sent') };
    },
  );

  api.post(
    '/auth/reset',
    { config: { access: access.public, rateLimit: perIpLimit(max) }, schema: { tags, body: resetBody, response: { 200: messageAnswer } } },
    async (request) => {
      await checkResetKey(ctx.db, request.body.email, request.body.token);
      return { message: translate(requestLanguage(request), 'auth.reset-valid') };
    },
  );

  api.post(
    '/auth/changePass',
    { config: { access: access.public, rateLimit: perIpLimit(max) }, schema: { tags, body: changePassBody, response: { 200: authAnswer } } },
    async (request) => {
      const signedIn = await changePassword(ctx.db, request.body);
      // The revoked sessions' open sockets (co-editing, presenting live) close now.
      accessChanges.emit();
      return presentSignedIn(signedIn, translate(requestLanguage(request), 'auth.password-changed'));
    },
  );

  api.post('/auth/logout', { config: { access: access.auth }, schema: { tags, security: [{ bearer: [] }], response: { 200: messageAnswer } } }, async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    await logout(ctx.db, token);
    accessChanges.emit();
    return { message: translate(requestLanguage(request), 'auth.logged-out') };
  });

  api.post(
    '/auth/print-token',
    { config: { access: access.auth }, schema: { tags, security: [{ bearer: [] }], response: { 200: z.object({ token: z.string() }) } } },
    async (request) => ({ token: await printToken(ctx.db, currentUser(request).id) }),
  );
}
