import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stamps } from '../db/index.ts';
import type { TestApp } from '../test/helper.ts';
import { createTestApp, createUser, storedFiles } from '../test/helper.ts';
import { storeRecord } from './store-record.ts';

describe('storeRecord with lists of files', () => {
  let t: TestApp;
  let userId: number;
  let sheetId: number;
  let exerciseId: number;

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await createUser(t)).id;
    sheetId = (
      await t.db
        .insertInto('fitnes')
        .values({ user_id: userId, title: 'A', teacher: 'B', student: 'C', volume: 'D', data: '2026-03-02', objectives: 'E', rate: '', labels: '{}', colors: '{}', is_video: 0, img_key: null, ...stamps() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    exerciseId = (
      await t.db
        .insertInto('fitnes_exercicios')
        .values({ user_id: userId, fitnes_id: sheetId, parent_id: null, mode: 'profile', title: 'T', duration: '', charge: '', series: '', grupo: '', description: '', imc: '22', magra: '60%', path: '', usergif: 0, labels: '{}', colors: '{}', ...stamps() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  const images = async () => (await t.db.selectFrom('fitnes_images').select('file_key').where('exercicio_id', '=', exerciseId).orderBy('id').execute()).map((r) => r.file_key);

  it('stores each file of a list under its own key, in order, with the rows that point at them', async () => {
    const sources = [Buffer.from('first'), Buffer.from('second')].map((bytes) => ({ bytes, ext: 'png' }));
    const lists = await storeRecord(t.app.ctx, {
      area: 'fitnes',
      userId,
      files: {},
      lists: { photo: sources },
      async write(trx, _keys, lists) {
        for (const key of lists.photo) await trx.insertInto('fitnes_images').values({ exercicio_id: exerciseId, file_key: key, user_id: userId, ...stamps() }).execute();
        return lists;
      },
    });
    expect(lists.photo).toHaveLength(2);
    expect(lists.photo.every((k) => k.startsWith(`fitnes/${userId}/photo-`) && k.endsWith('.png'))).toBe(true);
    expect(await images()).toEqual(lists.photo);
    expect((await t.app.ctx.storage.get(lists.photo[1]!)).toString()).toBe('second');
  });

  it('a failing row write removes every file of the lists and leaves no row', async () => {
    const files = (await storedFiles(t));
    const rows = await images();
    const failing = storeRecord(t.app.ctx, {
      area: 'fitnes',
      userId,
      files: {},
      lists: { photo: [{ bytes: Buffer.from('a'), ext: 'png' }, { bytes: Buffer.from('b'), ext: 'png' }] },
      async write(trx, _keys, lists) {
        await trx.insertInto('fitnes_images').values({ exercicio_id: exerciseId, file_key: lists.photo[0]!, user_id: userId, ...stamps() }).execute();
        throw new Error('row refused');
      },
    });
    await expect(failing).rejects.toThrow('row refused');
    expect(await images()).toEqual(rows);
    expect((await storedFiles(t)).sort()).toEqual(files.sort());
  });
});
