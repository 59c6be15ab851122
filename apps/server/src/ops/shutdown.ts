import type { FastifyInstance } from 'fastify';

/** How often a closing server drops keep-alive connections that went idle after their last answer. */
const IDLE_SWEEP_MS = 100;
/** Time left to the close hooks (database pool, Redis) after the connections were forced shut. */
const HOOKS_GRACE_MS = 5000;

/**
 * Graceful stop on SIGTERM and SIGINT: the server stops accepting connections, requests and
 * uploads in flight run to their end (new requests on open keep-alive connections answer 503),
 * then the close hooks stop the jobs and close the database pool and Redis, and the process exits
 * 0. Connections still busy after timeoutMs are closed and the exit code is 1; a second signal
 * exits at once.
 */
export function stopGracefullyOnSignals(app: FastifyInstance, timeoutMs: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal, timeoutMs }, 'shutting down: refusing new connections, finishing requests in flight');
    let forced = false;
    // A keep-alive connection whose request finished after close() began stays open (idle) and
    // would hold close() until its keep-alive timeout: drop such connections as they go idle.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      forced = true;
      app.log.warn({ timeoutMs }, 'shutdown timeout: closing connections still in flight');
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), HOOKS_GRACE_MS).unref();
    }, timeoutMs);
    app.close().then(
      () => {
        clearInterval(idleSweep);
        clearTimeout(deadline);
        app.log.info({ forced }, 'shut down');
        process.exit(forced ? 1 : 0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
