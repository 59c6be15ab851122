import { randomInt, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import { isLiveCode, LIVE_CODE_ALPHABET, LIVE_CODE_LENGTH, LIVE_MAX_OPEN_SESSIONS, LIVE_SESSION_HOURS } from '@prancheta/shared';
import type { LiveCreateInput, LiveKind, LiveSession } from '@prancheta/shared';
import type { UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { withOwnerLock } from '../../db/owner-lock.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { hashToken, isTokenShaped, newNonce, shareKeyOf, tokenOf } from '../../share-links/token.ts';
import { findFormation } from '../formations/surface.ts';
import type { LiveSessionRow } from './repo.ts';
import { liveRepo } from './repo.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Where viewers open a session: PUBLIC_URL/ao-vivo/<token> (or /ao-vivo and the short code). */
export const LIVE_PATH = '/ao-vivo';

function key(ctx: AppContext) {
  return shareKeyOf(ctx.config.dataDir, ctx.config.SHARE_LINK_KEY);
}

/** The viewers' token of a session (re-derived from its nonce; the database keeps only its hash). */
export function viewerToken(ctx: AppContext, row: Pick<LiveSessionRow, 'token_nonce'>): string {
  return tokenOf(key(ctx), row.token_nonce);
}

/** The presenter's key: another derivation of the same nonce, given only to the owner. */
export function presenterKey(ctx: AppContext, row: Pick<LiveSessionRow, 'token_nonce'>): string {
  return tokenOf(key(ctx), `presenter:${row.token_nonce}`);
}

/** True when `candidate` is the session's presenter key (compared in constant time). */
export function isPresenterKey(ctx: AppContext, row: Pick<LiveSessionRow, 'token_nonce'>, candidate: string): boolean {
  const expected = Buffer.from(presenterKey(ctx, row));
  const given = Buffer.from(candidate);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < LIVE_CODE_LENGTH; i++) code += LIVE_CODE_ALPHABET[randomInt(LIVE_CODE_ALPHABET.length)];
  return code;
}

/** 404 unless the actor owns the formation or video shown (another coach's record is never revealed). */
async function assertOwner(db: Db, actor: UserActor, kind: LiveKind, recordId: number | null): Promise<void> {
  if (recordId === null) return;
  if (kind === 'board') throw new HttpError(422, 'validation.invalid', {}, { record_id: ['validation.invalid'] });
  const row = await findFormation(db, actor, recordId);
  if (!row || row.user_id !== actor.id || row.type !== (kind === 'video' ? 'video' : 'image')) throw notFound('live.not-found');
}

/**
 * Opens a session for what the actor presents, or answers its open one (a presenter whose page
 * reloaded resumes the same link). At most LIVE_MAX_OPEN_SESSIONS open at once, counted with the
 * owner locked in the transaction that adds the row.
 */
export async function openSession(ctx: AppContext, actor: UserActor, input: LiveCreateInput): Promise<LiveSessionRow> {
  await assertOwner(ctx.db, actor, input.kind, input.record_id);
  const now = nowIso();
  const existing = await liveRepo.openOfRecord(ctx.db, actor, input.kind, input.record_id, now);
  if (existing) return existing;
  const nonce = newNonce();
  const token = tokenOf(key(ctx), nonce);
  let code = newCode();
  // 31^6 codes: a clash with an open session is rare; a few tries make it vanishingly so.
  for (let i = 0; i < 5 && (await liveRepo.codeInUse(ctx.db, code, now)); i++) code = newCode();
  const id = await withOwnerLock(ctx.db, 'users', actor.id, async (trx) => {
    if ((await liveRepo.countOpen(trx, actor, now)) >= LIVE_MAX_OPEN_SESSIONS) throw new HttpError(422, 'live.too-many', { max: LIVE_MAX_OPEN_SESSIONS });
    return liveRepo.insert(trx, {
      user_id: actor.id,
      kind: input.kind,
      record_id: input.record_id,
      token_hash: hashToken(token),
      token_nonce: nonce,
      code,
      expires_at: new Date(Date.now() + LIVE_SESSION_HOURS * HOUR_MS).toISOString(),
      ended_at: null,
      ...stamps(),
    });
  });
  return (await liveRepo.find(ctx.db, actor, id))!;
}

/** Ends one of the actor's sessions; 404 for another coach's or one already ended. */
export async function endSession(ctx: AppContext, actor: UserActor, id: number): Promise<void> {
  if (!(await liveRepo.end(ctx.db, actor, id, nowIso()))) throw notFound('live.not-found');
}

/** The open session a viewer's key names: the link's token (43 characters) or the short code; null otherwise. */
export async function sessionOfKey(db: Db, viewerKey: string): Promise<LiveSessionRow | null> {
  const now = nowIso();
  if (isTokenShaped(viewerKey)) return liveRepo.openByHash(db, hashToken(viewerKey), now);
  if (isLiveCode(viewerKey)) return liveRepo.openByCode(db, viewerKey.toUpperCase(), now);
  return null;
}

/** The only place a session row becomes JSON (its presenter's view): links, code, QR code and the presenter key. */
export async function presentSession(ctx: AppContext, row: LiveSessionRow): Promise<LiveSession> {
  const url = `${ctx.config.publicUrl}${LIVE_PATH}/${viewerToken(ctx, row)}`;
  return {
    id: row.id,
    kind: row.kind,
    url,
    code: row.code,
    code_url: `${ctx.config.publicUrl}${LIVE_PATH}`,
    qr_svg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
    expires_at: row.expires_at,
    presenter_key: presenterKey(ctx, row),
  };
}
