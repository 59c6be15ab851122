import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { stamps } from '../db/index.ts';
import { unauthorized } from '../http/errors.ts';

/** Keys never written to the trail, whatever a caller passes in `detail`. */
const SECRET_KEYS = /pass|token|key|secret/i;

/** What an admin did: a dotted action name, its target (`user:12`) and the changed fields. */
export interface AdminAction {
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
}

function withoutSecrets(detail: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(detail).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : v]));
}

/**
 * Appends one admin action to the audit trail (table admin_audit). Call it after the action
 * succeeded, from every admin route that changes something; values of secret-looking keys
 * (password, token, key) are replaced, so a caller cannot leak them by accident.
 */
export async function auditAdminAction(db: Db, request: FastifyRequest, entry: AdminAction): Promise<void> {
  const actor = request.user;
  if (!actor) throw unauthorized();
  await db
    .insertInto('admin_audit')
    .values({
      ...stamps(),
      actor_id: actor.id,
      actor_email: actor.email,
      action: entry.action,
      target: entry.target ?? '',
      detail: JSON.stringify(withoutSecrets(entry.detail ?? {})),
    })
    .execute();
}
