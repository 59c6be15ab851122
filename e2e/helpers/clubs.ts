import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { NewUser } from './accounts.ts';
import { newUser, signUpByApi } from './accounts.ts';
import { auth, signedInCoach } from './seed.ts';
import { serverInfo } from './server.ts';

const require = createRequire(import.meta.url);

interface SqliteDb {
  prepare(sql: string): { get(...args: unknown[]): unknown; run(...args: unknown[]): { lastInsertRowid: number | bigint } };
  pragma(s: string): unknown;
  close(): void;
}
type SqliteCtor = new (file: string) => SqliteDb;

/**
 * Creates a club row directly in the test server's SQLite database (clubs are created by admins,
 * in another area), led by the account with `leaderEmail`. Returns the club id. `dataDir` names
 * another server's data dir (a spec that starts its own instances).
 */
export function createClubInDb(
  leaderEmail: string,
  options: { name?: string; endSubscription?: string | null; maxUsers?: number; maxCategories?: number; dataDir?: string } = {},
): number {
  const Database = require('better-sqlite3') as SqliteCtor;
  const db = new Database(path.join(options.dataDir ?? serverInfo().dataDir, 'prancheta.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const leader = db.prepare('select id from users where email = ?').get(leaderEmail.toLowerCase()) as { id: number } | undefined;
    if (!leader) throw new Error(`no user ${leaderEmail}`);
    const now = new Date().toISOString();
    const r = db
      .prepare('insert into teams (name, location, image, leader_id, max_users, max_categories, end_subscription, created_at, updated_at) values (?, ?, null, ?, ?, ?, ?, ?, ?)')
      .run(options.name ?? 'Esporte Clube Serrano', 'Campinas', leader.id, options.maxUsers ?? 10, options.maxCategories ?? 5, options.endSubscription ?? null, now, now);
    return Number(r.lastInsertRowid);
  } finally {
    db.close();
  }
}

/** PUT /api/team/users/{email}: the club leader adds the account with `email` as a member. */
export async function addMemberByApi(request: APIRequestContext, leaderToken: string, email: string): Promise<void> {
  const res = await request.put(`/api/team/users/${encodeURIComponent(email)}`, { headers: auth(leaderToken) });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { added: boolean }).added).toBe(true);
}

/** POST /api/team/categories: a category of the leader's club; answers its id. */
export async function createCategoryByApi(request: APIRequestContext, leaderToken: string, name: string, description = 'Categoria de base'): Promise<number> {
  const res = await request.post('/api/team/categories', { headers: auth(leaderToken), data: { name, description } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { category: { id: number } }).category.id;
}

/** POST /api/teamtreinos: a member sends one of their video formations to a club category. */
export async function sendVideoToClubByApi(request: APIRequestContext, token: string, seed: { clubId: number; categoryId: number; videoId: number; data?: string }): Promise<void> {
  const res = await request.post('/api/teamtreinos', { headers: auth(token), data: { team_id: seed.clubId, category_id: seed.categoryId, id: seed.videoId, data: seed.data ?? '2026-06-12', type: 'video' } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A club with a paid-up subscription, its leader (with a plan of their own, signed in in `page`) and one member without a plan. */
export interface SeededClub {
  clubId: number;
  leaderToken: string;
  leaderEmail: string;
  member: NewUser;
  memberToken: string;
  /** Ids of the categories asked for, by name. */
  categories: Record<string, number>;
}

/**
 * Seeds a club through the API (the club row itself directly, as admins create clubs in another
 * area): the leader pays personally and is signed in in `page`; the member has no plan of their
 * own (the club's subscription covers them) and is added by the leader unless `withMember` is false.
 */
export async function seedClub(
  page: Page,
  request: APIRequestContext,
  options: { categories?: string[]; withMember?: boolean; maxUsers?: number; dataDir?: string } = {},
): Promise<SeededClub> {
  const leaderToken = await signedInCoach(page, request, 'leader');
  const leaderEmail = ((await (await request.get('/api/user', { headers: auth(leaderToken) })).json()) as { user: { email: string } }).user.email;
  const member = newUser('member');
  const memberToken = await signUpByApi(request, member);
  const clubId = createClubInDb(leaderEmail, {
    name: 'Esporte Clube Serrano',
    endSubscription: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    maxUsers: options.maxUsers,
    dataDir: options.dataDir,
  });
  if (options.withMember !== false) await addMemberByApi(request, leaderToken, member.email);
  const categories: Record<string, number> = {};
  for (const name of options.categories ?? []) categories[name] = await createCategoryByApi(request, leaderToken, name);
  return { clubId, leaderToken, leaderEmail, member, memberToken, categories };
}
