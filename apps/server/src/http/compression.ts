import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Text answers (JSON, HTML, JavaScript, CSS, SVG, XML) of at least 1 KB are compressed with brotli
 * or gzip when the client accepts one, with `Vary: Accept-Encoding`. Images, videos, PDFs, ZIPs and
 * other binaries go out as they are (mime-db marks them incompressible, and octet-stream is left
 * out here), and so do partial (206) answers, so video ranges keep their byte offsets. Built web
 * assets come precompressed from the static plugin and are not compressed again.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Request bodies are decompressed only where there is a body: Fastify never reads one for GET
  // or HEAD, and the plugin's decompression step (a preParsing hook) would otherwise run on every
  // read. Registered before the plugin, so its own onRoute hook sees the setting.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.decompress === undefined && methods.every((method) => method === 'GET' || method === 'HEAD')) route.decompress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|[/+](?:json|xml|javascript)(?:;|$)/,
  });
}
