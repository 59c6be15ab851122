import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/helper.ts';
import { createTestApp } from '../test/helper.ts';
import { stamps } from './index.ts';
import { translateSeededRows } from './migrations/0012_translations.ts';

describe('migration 0012: translations of seeded rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('translates the plans and welcome notice seeded in Portuguese only, and leaves rows an admin wrote alone', async () => {
    // As a database seeded before the column existed: no translations anywhere.
    await t.db.updateTable('plans').set({ translations: '{}' }).execute();
    await t.db.updateTable('notifications').set({ translations: '{}' }).execute();
    const own = await t.db.insertInto('plans').values({ title: 'Mensal', short_desc: 'Plano do clube', days: 30, price_cents: 100, user_id: null, ...stamps() }).returning('id').executeTakeFirstOrThrow();

    await translateSeededRows(t.db);

    const plans = await t.db.selectFrom('plans').select(['id', 'title', 'translations']).orderBy('id').execute();
    const monthly = plans.find((p) => p.title === 'Mensal' && p.id !== own.id)!;
    expect(JSON.parse(monthly.translations)).toEqual({ 'es-es': { title: 'Mensual', short_desc: 'Acceso completo durante 30 días' }, 'en-us': { title: 'Monthly', short_desc: 'Full access for 30 days' } });
    expect(plans.find((p) => p.id === own.id)!.translations).toBe('{}');
    const note = await t.db.selectFrom('notifications').select('translations').executeTakeFirstOrThrow();
    expect(JSON.parse(note.translations)['en-us'].title).toBe('Welcome to Prancheta!');
  });
});
