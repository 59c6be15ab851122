import { ATHLETES_IMPORT_MAX_ROWS, ATHLETES_MAX } from '@prancheta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp, createUser, injectAs } from '../../test/helper.ts';
import type { User } from '../trainings/test-support.ts';

/** Requests of one coach arriving at the same time: the athlete limit and the duplicate check hold. */
describe('roster limits under parallel requests', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const stored = async (user: User) =>
    Number(
      (
        await t.db
          .selectFrom('athletes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** A sheet of `rows` athletes nobody else has (names and e-mails carry the tag). */
  const sheet = (tag: string, rows: number) => ['name,email', ...Array.from({ length: rows }, (_, i) => `Athlete ${tag} ${i},${tag}-${i}@example.com`)].join('\n');

  it(`three parallel imports of ${ATHLETES_IMPORT_MAX_ROWS} rows store at most ${ATHLETES_MAX}; then parallel single adds stop at the limit too`, async () => {
    expect(3 * ATHLETES_IMPORT_MAX_ROWS).toBeGreaterThan(ATHLETES_MAX);
    const coach = await createUser(t, { active: true });
    const answers = await Promise.all(['a', 'b', 'c'].map((tag) => injectAs(t, coach, 'POST', '/api/atletas/import', { csv: sheet(tag, ATHLETES_IMPORT_MAX_ROWS), dry_run: false })));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 422);
    expect(ok.length + refused.length, answers.map((r) => r.body.slice(0, 200)).join('\n')).toBe(3);
    expect(ok.map((r) => r.json().imported)).toEqual(Array(ok.length).fill(ATHLETES_IMPORT_MAX_ROWS));
    for (const r of refused) expect(r.json().message).toBe(`You reached the limit of ${ATHLETES_MAX} athletes`);
    expect(await stored(coach)).toBe(ATHLETES_MAX);
    expect(ok).toHaveLength(ATHLETES_MAX / ATHLETES_IMPORT_MAX_ROWS);

    // One place left: of three parallel adds, one is stored.
    await t.db.deleteFrom('athletes').where('id', '=', (await t.db.selectFrom('athletes').select('id').where('user_id', '=', coach.id).executeTakeFirstOrThrow()).id).execute();
    const adds = await Promise.all(['X', 'Y', 'Z'].map((name) => injectAs(t, coach, 'POST', '/api/atletas', { name })));
    expect(adds.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    expect(await stored(coach)).toBe(ATHLETES_MAX);
  });

  it('the same sheet imported twice in parallel is stored once', async () => {
    const coach = await createUser(t, { active: true });
    const csv = sheet('same', 50);
    const answers = await Promise.all([1, 2, 3].map(() => injectAs(t, coach, 'POST', '/api/atletas/import', { csv, dry_run: false })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.json().imported).sort()).toEqual([0, 0, 50]);
    expect(answers.map((r) => r.json().duplicates).sort()).toEqual([0, 50, 50]);
    expect(await stored(coach)).toBe(50);
  });
});
