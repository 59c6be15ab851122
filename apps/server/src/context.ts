import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Level } from '@prancheta/shared';
import type { Config } from './config.ts';
import type { Db, Dialect } from './db/index.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Everything a module needs, handed to each module's route registrar. */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  storage: Storage;
  mailer: Mailer;
  /** preHandlers: authenticate (401), subscription (401/402), level(...) (401/403). */
  guards: {
    authenticate: PreHandler;
    subscription: PreHandler[];
    level: (...levels: Level[]) => PreHandler[];
  };
}
