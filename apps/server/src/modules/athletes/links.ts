import type { StudentLink } from '@prancheta/shared';
import { SHARE_MAX_LINKS_PER_RECORD } from '@prancheta/shared';
import type { UserActor } from '../../access/actor.ts';
import { userActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { hashToken, isTokenShaped, newNonce, shareKeyOf, tokenOf } from '../../share-links/token.ts';
import type { AthleteRow, StudentLinkRow } from './repo.ts';
import { athletesRepo, studentLinksRepo } from './repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The public path of a student page: /aluno/<token>. */
export const STUDENT_PAGE_PREFIX = '/aluno';

/** The token of a link row, re-derived with the server's share key (the same key as share links). */
function tokenOfRow(ctx: AppContext, row: Pick<StudentLinkRow, 'token_nonce'>): string {
  return tokenOf(shareKeyOf(ctx.config.dataDir, ctx.config.SHARE_LINK_KEY), row.token_nonce);
}

/** The only place a student link row becomes JSON (its coach's view). */
export function presentStudentLink(ctx: AppContext, row: StudentLinkRow, now: string): StudentLink {
  return {
    id: row.id,
    athlete_id: row.athlete_id,
    url: `${ctx.config.publicUrl}${STUDENT_PAGE_PREFIX}/${tokenOfRow(ctx, row)}`,
    created_at: row.created_at,
    expires_at: row.expires_at,
    expired: row.expires_at !== null && row.expires_at <= now,
  };
}

/** Creates a private link to an athlete's page (the athlete is the actor's own). */
export async function createStudentLink(ctx: AppContext, actor: UserActor, athlete: AthleteRow, days: number | null): Promise<StudentLinkRow> {
  const now = nowIso();
  if ((await studentLinksRepo.countLive(ctx.db, actor, athlete.id, now)) >= SHARE_MAX_LINKS_PER_RECORD) throw new HttpError(422, 'share.too-many');
  const nonce = newNonce();
  const token = tokenOf(shareKeyOf(ctx.config.dataDir, ctx.config.SHARE_LINK_KEY), nonce);
  const id = await studentLinksRepo.insert(ctx.db, {
    user_id: actor.id,
    athlete_id: athlete.id,
    token_hash: hashToken(token),
    token_nonce: nonce,
    expires_at: days === null ? null : new Date(Date.now() + days * DAY_MS).toISOString(),
    revoked_at: null,
    ...stamps(),
  });
  return (await studentLinksRepo.find(ctx.db, actor, id))!;
}

/** Revokes one of the actor's student links; 404 for another coach's link or one already revoked. */
export async function revokeStudentLink(ctx: AppContext, actor: UserActor, id: number): Promise<void> {
  if (!(await studentLinksRepo.revoke(ctx.db, actor, id, nowIso()))) throw notFound('share.not-found');
}

/** What a live student token opens: the coach (as an id only) and that one athlete. */
export interface StudentAccess {
  coachId: number;
  athlete: AthleteRow;
  linkId: number;
  /** The token itself (to build the page's own addresses: its calendar feed). */
  token: string;
}

/**
 * The public resolver: a token's coach and athlete, or null when the token is malformed, unknown,
 * revoked, expired, or its athlete is gone. Everything a student page reads is scoped by this
 * athlete id and this coach id, never by anything else the visitor sends.
 */
export async function resolveStudentToken(ctx: AppContext, token: string): Promise<StudentAccess | null> {
  if (!isTokenShaped(token)) return null;
  const link = await studentLinksRepo.live(ctx.db, hashToken(token), nowIso());
  if (!link) return null;
  const athlete = await athletesRepo.find(ctx.db, { kind: 'user', id: link.user_id, level: 'user' }, link.athlete_id);
  return athlete ? { coachId: link.user_id, athlete, linkId: link.id, token } : null;
}

/** What a student link opens for the public student routes: its coach (acting as them, scoped to this athlete) and the athlete. */
export interface StudentOfLink {
  coach: UserActor;
  athlete: AthleteRow;
}

/**
 * The live link of a token as the student routes use it (assessments, load), or 404 "link
 * unavailable" (malformed, unknown, revoked, expired, athlete gone).
 */
export async function studentOfToken(ctx: AppContext, token: string): Promise<StudentOfLink> {
  const found = await resolveStudentToken(ctx, token);
  if (!found) throw notFound('assess.link-unavailable');
  return { coach: userActor({ id: found.coachId, level: 'user' }), athlete: found.athlete };
}
