import multipart from '@fastify/multipart';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';

/**
 * Registers @fastify/multipart without its per-request clean-up hook.
 *
 * The plugin adds an async onResponse hook to every route of the app (reads included) that
 * deletes the temporary files of `request.saveRequestFiles()`; it costs two promises per request.
 * This app never saves uploads to temporary files: every upload is read as a stream of parts
 * (`request.parts()`, uploads/multipart.ts and forms/parse-form.ts), so there is never anything
 * to clean up. The hook is left out, and `saveRequestFiles` is replaced by one that refuses, so
 * that nobody starts leaving temporary files behind. Everything else (the content-type parser,
 * `isMultipart`, `parts`, `file`, `files`, the limits) is the plugin's own, registered on the app
 * itself as the plugin would be.
 */
export async function registerMultipart(app: FastifyInstance, options: FastifyMultipartOptions): Promise<void> {
  const scope: FastifyInstance = Object.create(app, {
    addHook: {
      value(name: string, hook: unknown) {
        if (name !== 'onResponse') (app.addHook as (n: string, h: unknown) => unknown)(name, hook);
        return scope;
      },
    },
    decorateRequest: {
      value(name: string, value: unknown, dependencies?: string[]) {
        app.decorateRequest(name, name === 'saveRequestFiles' ? refuseSaveRequestFiles : value, dependencies);
        return scope;
      },
    },
  });
  // The plugin function itself (fastify-plugin only marks it as not encapsulated), called on the app.
  const plugin = multipart as unknown as FastifyPluginCallback<FastifyMultipartOptions>;
  await new Promise<void>((resolve, reject) => plugin(scope, options, (error) => (error ? reject(error) : resolve())));
}

async function refuseSaveRequestFiles(): Promise<never> {
  throw new Error('saveRequestFiles is not available: read uploads as a stream of parts (uploads/multipart.ts)');
}
