import type { ShareKind, ShareLink } from '@prancheta/shared';
import type { AppContext } from '../context.ts';
import type { ShareLinkRow } from './repo.ts';
import { shareKeyOf, tokenOf } from './token.ts';

/** The public address of a token: PUBLIC_URL/s/<token>. */
export function shareUrl(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}/s/${token}`;
}

/** The public address of a link row (its token re-derived with the server's key). */
export function linkUrl(ctx: AppContext, row: Pick<ShareLinkRow, 'token_nonce'>): string {
  return shareUrl(ctx, tokenOf(shareKeyOf(ctx.config.dataDir, ctx.config.SHARE_LINK_KEY), row.token_nonce));
}

/** The only place a link row becomes JSON (its owner's view). */
export function presentLink(ctx: AppContext, row: ShareLinkRow, now: string): ShareLink {
  return {
    id: row.id,
    kind: row.kind as ShareKind,
    record_id: row.record_id,
    url: linkUrl(ctx, row),
    created_at: row.created_at,
    expires_at: row.expires_at,
    expired: row.expires_at !== null && row.expires_at <= now,
  };
}
