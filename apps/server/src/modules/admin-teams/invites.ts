import { createHash, randomBytes } from 'node:crypto';
import { TEAM_INVITE_DAYS } from '@prancheta/shared';
import type { UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';

/** SHA-256 (hex) of an invitation key: only the hash is stored. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The page a leader opens to accept; the key rides in the fragment, which browsers never send to a server. */
export function inviteLink(publicUrl: string, key: string): string {
  return `${publicUrl}/team/accept#${key}`;
}

/**
 * Issues a new single-use key for the club's leader; earlier keys of the club stop working.
 * Answers the key itself (shown once to the admin) and when it expires.
 */
export async function issueInvite(db: Db, teamId: number, userId: number): Promise<{ key: string; expiresAt: string }> {
  const key = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TEAM_INVITE_DAYS * 86_400_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('team_invites').where('team_id', '=', teamId).where('accepted_at', 'is', null).execute();
    await trx.insertInto('team_invites').values({ team_id: teamId, user_id: userId, token_hash: hashKey(key), expires_at: expiresAt, accepted_at: null, ...stamps() }).execute();
  });
  return { key, expiresAt };
}

/** An invitation that cannot be used (unknown, used, expired or for another account): one answer for all. */
const inviteInvalid = () => new HttpError(404, 'admin.teams.invite-invalid');

/**
 * POST team/invites/accept: the signed-in leader accepts the club. The key works once, before it
 * expires, and only for the account it was issued to; the leader's password is never touched.
 */
export async function acceptInvite(ctx: AppContext, actor: UserActor, key: string): Promise<{ id: number; name: string }> {
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    const invite = await trx.selectFrom('team_invites').selectAll().where('token_hash', '=', hashKey(key)).executeTakeFirst();
    if (!invite || invite.accepted_at !== null || invite.expires_at <= now || invite.user_id !== actor.id) throw inviteInvalid();
    // Claimed by a conditional update, so two simultaneous accepts cannot both succeed.
    const claimed = await trx.updateTable('team_invites').set({ accepted_at: now, updated_at: now }).where('id', '=', invite.id).where('accepted_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw inviteInvalid();
    await trx.updateTable('teams').set({ pending: 0, updated_at: now }).where('id', '=', invite.team_id).execute();
    return trx.selectFrom('teams').select(['id', 'name']).where('id', '=', invite.team_id).executeTakeFirstOrThrow();
  });
}
