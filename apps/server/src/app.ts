import fs from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS, translate } from '@prancheta/shared';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DbHandle } from './db/index.ts';
import { registerCompression } from './http/compression.ts';
import { boardFieldAddress } from './modules/sports/board-field.ts';
import { AFTER_PAINT_SCRIPT_HASH, cookieLanguage, cookieSignedIn, spaShell } from './http/spa-shell.ts';
import { registerMultipart } from './http/multipart.ts';
import websocket from '@fastify/websocket';
import { registerErrorHandler, requestLanguage } from './http/error-handler.ts';
import { rateLimitSettings } from './http/rate-limit-store.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { responseSerializerCompiler } from './http/serializer.ts';
import { redactUrl } from './http/redact-url.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { registerRouteAccess } from './access/route-access.ts';
import { registerMetrics } from './metrics/http-metrics.ts';
import { createMetrics } from './metrics/metrics.ts';
import { observedStorage } from './metrics/observed-storage.ts';
import { createMailer } from './mail/mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import { modules } from './modules/index.ts';
import { sharePageRoutes } from './modules/share/page/routes.ts';
import { livePageRoutes } from './modules/live/index.ts';
import { studentPageRoutes } from './modules/student-page/routes.ts';
import { studentFormRoutes } from './modules/assessments/student-form-routes.ts';
import { studentLoadFormRoutes } from './modules/load/student-form-routes.ts';
import { calendarFeedRoutes } from './modules/calendar/routes.ts';
import { webManifestRoute } from './http/web-manifest.ts';
import { registerAppBuild } from './http/app-build.ts';
import { openStorage } from './storage/open.ts';
import type { Storage } from './storage/storage.ts';
import { SERVER_ROOT } from './server-root.ts';

export interface BuildOptions {
  database: DbHandle;
  /** Replaces the configured mailer (tests capture mail through the real outbox instead). */
  mailer?: Mailer;
  /** Where log lines go instead of stdout (tests read what would be logged). */
  logStream?: { write(line: string): void };
  /** Replaces the configured storage (tests of a storage that fails). */
  storage?: Storage;
}

/** Builds the Fastify app (no listening): tests call it and use inject(). */
export async function buildApp(config: Config, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // LOG_LEVEL=silent builds no logger at all: a silent pino logger would still make a child
    // logger (request id binding, redaction setup) for every request and never write a line.
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.auth_token', '*.access_token', '*.value'],
              censor: '[redacted]',
            },
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
            },
          },
    // Off by default: X-Forwarded-For is believed only from the proxies TRUST_PROXY names, so a
    // client cannot pick its own request.ip (every per-IP rate limit keys on it).
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    // The seed's own spellings (`POST exercicios/`, `admin/plans/`) reach the same route as without the slash.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorateRequest('user', null);
  registerErrorHandler(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The one inline script: the start of the app's scripts under a screen drawn ahead (spa-shell.ts).
        scriptSrc: ["'self'", AFTER_PAINT_SCRIPT_HASH],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'", 'blob:'],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Before any route: every /api route must declare its access level; the check runs onRequest,
  // after the security headers hook, so a refusal (401/402/403) carries them too.
  registerRouteAccess(app, options.database.db);
  // Also before any route: each route gets its request-duration observer when it is added.
  const metrics = createMetrics(Boolean(config.METRICS_TOKEN));
  registerMetrics(app, metrics, config.METRICS_TOKEN);
  const limits = rateLimitSettings(app, config);
  await app.register(rateLimit, limits);
  await registerCompression(app);
  await registerMultipart(app, { limits: { fileSize: LIMITS.video.maxBytes, files: 20, fields: 200, fieldSize: 1024 * 1024 } });
  // WebSocket routes (live presenting, co-editing): messages above 1 MiB close their socket.
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Prancheta API', version: '1.0.0' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const db = options.database.db;
  const storage = observedStorage(options.storage ?? openStorage(config), metrics);
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log });
  const ctx: AppContext = { config, db, dialect: options.database.dialect, storage, mailer, metrics, redis: limits.redis as AppContext['redis'] };
  app.decorate('ctx', ctx);

  const webDist = path.resolve(config.WEB_DIST ?? path.join(SERVER_ROOT, '../web/dist'));
  // Before the routes: /api answers name the web build served here (X-App-Build).
  registerAppBuild(app, webDist);

  await app.register(
    async (api) => {
      for (const register of modules) await register(api, ctx);
      api.setNotFoundHandler((request, reply) => reply.status(404).send({ message: translate(requestLanguage(request), 'errors.not-found') }));
    },
    { prefix: '/api' },
  );
  // The public page of share links (/s/<token>): HTML for phones and link previews, outside /api.
  await sharePageRoutes(app, ctx);
  // The viewer page of live sessions (/ao-vivo/<token or code>): the web app, or the same 404 page.
  await livePageRoutes(app, ctx);
  // The student page of roster links (/aluno/<token>), the same way.
  await studentPageRoutes(app, ctx);
  // Its plain HTML forms (anamnese, "mark as done").
  await studentFormRoutes(app, ctx);
  // And the daily wellness check-in's.
  await studentLoadFormRoutes(app, ctx);
  // Private iCal feeds (/ical/<token>.ics), fetched by calendar apps without a session.
  await calendarFeedRoutes(app, ctx);
  // The installable app's manifest, per language (not a static file: the names are translated).
  await webManifestRoute(app);

  const indexHtml = path.join(webDist, 'index.html');
  if (fs.existsSync(indexHtml)) {
    const shell = spaShell(webDist, boardFieldAddress);
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request (not routed once at start), so a rebuilt app is served
      // without a restart; a missing file falls through to the handler below.
      cacheControl: false,
      // file.br / file.gz written by the build are sent as they are to a client that accepts them.
      preCompressed: true,
      setHeaders(res, file) {
        res.setHeader('vary', 'Accept-Encoding');
        // Hashed build files never change; everything else (index.html, favicon) is revalidated.
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
      const at = request.url.indexOf('?');
      const [pathname, search] = at < 0 ? [request.url, ''] : [request.url.slice(0, at), request.url.slice(at + 1)];
      const html = shell(pathname || '/', cookieLanguage(request), cookieSignedIn(request), new URLSearchParams(search));
      if (html === undefined) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      // The HTML depends on the language and session cookies (a screen drawn ahead).
      return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').type('text/html; charset=utf-8').send(html);
    };
    // `/` is a client route like the others (not the static index.html): its shell links the home's files.
    app.get('/', sendShell);
    // SPA fallback: every non-API GET answers the app shell; the client router shows "Error 404".
    app.setNotFoundHandler((request, reply) => {
      // A missing script or style (e.g. an old hashed chunk after a new build) must stay a 404:
      // answering the HTML shell there would leave the browser with a blank page.
      if (request.method !== 'GET' || request.url.startsWith('/api/') || request.url.startsWith('/assets/')) {
        return reply.status(404).send({ message: translate(requestLanguage(request), 'errors.not-found') });
      }
      return sendShell(request, reply);
    });
  } else {
    app.get('/', async () => ({ message: 'Prancheta API. Build the web app (npm run build) to serve it here.' }));
    // Our own 404 (Fastify's default one logs the full URL, reset-link keys included).
    app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: translate(requestLanguage(request), 'errors.not-found') }));
  }

  app.addHook('onClose', async () => {
    await options.database.close();
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
