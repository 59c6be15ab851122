import type { Generated } from 'kysely';
import type { LiveKind } from '@prancheta/shared';

/** Columns every table has (as in types.ts). */
interface Base {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
}

/**
 * A live presenting session (migration 0041). The viewers' token is never stored: `token_hash`
 * finds the session, `token_nonce` re-derives the token and the presenter's key with the server's
 * share-link key (share-links/token.ts). `code` is the short code typed on a TV.
 */
export interface LiveSessionsTable extends Base {
  user_id: number;
  kind: LiveKind;
  /** The formation or video shown; null for the tactical board or a drawing not saved yet. */
  record_id: number | null;
  token_hash: string;
  token_nonce: string;
  code: string;
  expires_at: string;
  ended_at: string | null;
}
