import { expect } from 'vitest';
import { stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { draftGz, webm } from '../formations/test-fixtures.ts';
import type { User } from '../trainings/test-support.ts';
import { postMultipart, textParts } from '../trainings/test-support.ts';

/**
 * Creates a club row directly (clubs are created by admins in another area) with its members,
 * as the admin screen would. end_subscription defaults to none (members need their own plan).
 */
export async function createClub(
  t: TestApp,
  leader: { id: number },
  options: { members?: { id: number }[]; maxUsers?: number; maxCategories?: number; endSubscription?: string | null; name?: string } = {},
): Promise<number> {
  const row = await t.db
    .insertInto('teams')
    .values({
      name: options.name ?? 'Esporte Clube Vila Nova',
      location: 'Goiânia',
      image: null,
      leader_id: leader.id,
      max_users: options.maxUsers ?? 10,
      max_categories: options.maxCategories ?? 5,
      end_subscription: options.endSubscription ?? null,
      ...stamps(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const m of options.members ?? []) await t.db.insertInto('team_users').values({ team_id: row.id, user_id: m.id, ...stamps() }).execute();
  return row.id;
}

/** Creates a video formation of the user (as the editor saves it: a webm, or the MP4 given) and answers its id. */
export async function createVideo(t: TestApp, user: User, file: Buffer = webm()): Promise<number> {
  const res = await postMultipart(t, user, '/api/formactions', [
    ...textParts({ type: 'video', clube: 'Vila Nova', professor: 'Rita Lopes', categoria: 'Sub-15', data: '2026-05-10', local: 'CT do Serra', descricao: 'Saída de bola com três zagueiros' }),
    { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() },
    { name: 'file_input', filename: 'jogada.webm', type: 'video/webm', data: file },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().formacao.id as number;
}

/** Number of rows in a club table. */
export async function countClubRows(t: TestApp, table: 'team_users' | 'categories' | 'team_files' | 'team_library'): Promise<number> {
  const r = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}
