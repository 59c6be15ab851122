import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The file the web build writes with its build id (apps/web/vite.config.ts). */
export const BUILD_ID_FILE = 'build-id.txt';
/** The response header carrying the served web build's id on /api answers. */
export const BUILD_HEADER = 'x-app-build';
/** The file is read again at most this often: the static files are served per request, so a rebuild without a restart changes the id too. */
const REREAD_MS = 10_000;

function readBuildId(file: string): string | null {
  try {
    const id = fs.readFileSync(file, 'utf8').trim();
    return /^[\w.-]{1,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * Sends the id of the web build this server serves (WEB_DIST/build-id.txt) as X-App-Build on every
 * /api answer, so an app shell still running an older build (cached by the service worker) sees the
 * deploy and loads the new one instead of mixing old code with the new API. No file (no built web
 * app, e.g. the server tests), no header.
 */
export function registerAppBuild(app: FastifyInstance, webDist: string): void {
  const file = path.join(webDist, BUILD_ID_FILE);
  let id = readBuildId(file);
  let readAt = Date.now();
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (Date.now() - readAt > REREAD_MS) {
      id = readBuildId(file);
      readAt = Date.now();
    }
    if (id !== null) void reply.header(BUILD_HEADER, id);
    return payload;
  });
}
