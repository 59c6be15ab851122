import type { ShareCreateInput, ShareKind } from '@prancheta/shared';
import { SHARE_MAX_LINKS_PER_RECORD } from '@prancheta/shared';
import type { UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { withOwnerLock } from '../../db/owner-lock.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { ownsRecord } from './records.ts';
import type { ShareLinkRow } from '../../share-links/repo.ts';
import { shareLinksRepo } from '../../share-links/repo.ts';
import { hashToken, newNonce, shareKeyOf, tokenOf } from '../../share-links/token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 404 unless the actor owns the record (another coach's record is never revealed). */
export async function assertOwner(ctx: AppContext, actor: UserActor, kind: ShareKind, recordId: number): Promise<void> {
  if (!(await ownsRecord(ctx.db, actor, kind, recordId))) throw notFound('share.not-found');
}

/** Creates a link to a record the actor owns; answers the new row. */
export async function createLink(ctx: AppContext, actor: UserActor, input: { kind: ShareKind; record_id: number; expires_in_days: ShareCreateInput['expires_in_days'] }): Promise<ShareLinkRow> {
  await assertOwner(ctx, actor, input.kind, input.record_id);
  const now = nowIso();
  const nonce = newNonce();
  const token = tokenOf(shareKeyOf(ctx.config.dataDir, ctx.config.SHARE_LINK_KEY), nonce);
  const days = input.expires_in_days ?? null;
  // Counted with the owner locked, in the transaction that adds the link: parallel requests never
  // pass the limit (the user's row stands for all their records, of whichever kind).
  const id = await withOwnerLock(ctx.db, 'users', actor.id, async (trx) => {
    if ((await shareLinksRepo.countLive(trx, actor, input.kind, input.record_id, now)) >= SHARE_MAX_LINKS_PER_RECORD) {
      throw new HttpError(422, 'share.too-many');
    }
    return shareLinksRepo.insert(trx, {
      user_id: actor.id,
      kind: input.kind,
      record_id: input.record_id,
      token_hash: hashToken(token),
      token_nonce: nonce,
      expires_at: days === null ? null : new Date(Date.now() + days * DAY_MS).toISOString(),
      revoked_at: null,
      ...stamps(),
    });
  });
  return (await shareLinksRepo.find(ctx.db, actor, id))!;
}

/** Revokes one of the actor's links; 404 for another coach's link or one already revoked. */
export async function revokeLink(ctx: AppContext, actor: UserActor, id: number): Promise<void> {
  if (!(await shareLinksRepo.revoke(ctx.db, actor, id, nowIso()))) throw notFound('share.not-found');
}
