// The one-query ceiling of the PostgreSQL API bench: a bare Fastify server (no hooks, no plugins)
// that answers each request with one prepared (named), indexed `pg` query on the same database as
// the app: the signed-in user behind the bearer token, looked up by its SHA-256 in the sessions
// index. Whatever the app does beyond that one round trip shows as the gap to this row.
import { hash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';

/** Starts the ceiling server on loopback; answers its URL and how to close it (server and pool). */
export async function startPgCeiling(databaseUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, idleTimeoutMillis: 60_000 });
  // The bench drops its database when a run ends, which terminates idle connections: not an error.
  pool.on('error', () => {});
  const server = Fastify({ logger: false });
  server.get('/user', async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const { rows } = await pool.query({
      name: 'bench-ceiling-user',
      text: 'select users.id, users.name, users.email, users.level from sessions join users on users.id = sessions.user_id where sessions.token_hash = $1 and sessions.expires_at > $2',
      values: [hash('sha256', token, 'hex'), new Date().toISOString()],
    });
    if (rows.length === 0) return reply.status(401).send({ message: 'unauthorized' });
    return { user: rows[0] };
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    async close() {
      await server.close();
      await pool.end();
    },
  };
}
