import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../plugins/auth.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import { readZip } from '../../test/zip-reader.ts';
import type { User } from '../trainings/test-support.ts';
import { createTraining, trainingForm } from '../trainings/test-support.ts';
import { safeNamePart } from './filenames.ts';
import type { SeededAccount } from './test-support.ts';
import { seedAccount } from './test-support.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('download all material (GET /api/user/download)', () => {
  let t: TestApp;
  let owner: User;
  let other: User;
  let seeded: SeededAccount;
  let otherSeeded: SeededAccount;
  let traversal: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
    seeded = await seedAccount(t, owner);
    traversal = await createTraining(t, owner, [], { ...trainingForm, metodologia: '../../etc/passwd' });
    otherSeeded = await seedAccount(t, other, 'Segredo do outro treinador');
  });
  afterAll(async () => t.close());

  const download = (user: User, lang = 'en-us') => t.app.inject({ method: 'GET', url: '/api/user/download', headers: { ...bearer(user.token), 'x-lang': lang } });

  it('refuses 401 without a session, with a print token in the header or in the URL', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/download' })).statusCode).toBe(401);
    const printToken = await issueToken(t.db, owner.id, 'print');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/download', headers: bearer(printToken) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/download?token=${printToken}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/download/summary' })).statusCode).toBe(401);
  });

  it('streams a ZIP with every record: PDFs, the formation PNG, the video byte for byte, and the JSON', async () => {
    const res = await download(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="prancheta-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = readZip(res.rawPayload);
    const names = entries.map((e) => e.name);
    expect(names).toEqual([
      `treinos/${seeded.training}-Periodizacao-tatica.pdf`,
      `treinos/${traversal}-etc-passwd.pdf`,
      `fitness/${seeded.sheet}-Hipertrofia-A.pdf`,
      `semanas/${seeded.week}-Semana-de-pre-temporada.pdf`,
      `formacoes/${seeded.formation}-Bloco-baixo-4-4-2.png`,
      `videos/${seeded.video}-Saida-de-bola-com-tres-zagueiros.webm`,
      'dados.json',
    ]);
    const entry = (prefix: string) => entries.find((e) => e.name.startsWith(prefix))!;
    for (const e of entries.filter((x) => x.name.endsWith('.pdf'))) expect(e.data().subarray(0, 5).toString('latin1'), e.name).toBe('%PDF-');

    const formation = await t.db.selectFrom('formactions').select(['img_key']).where('id', '=', seeded.formation).executeTakeFirstOrThrow();
    const png = entry('formacoes/').data();
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.equals(await t.app.ctx.storage.get(formation.img_key!))).toBe(true);

    const video = await t.db.selectFrom('formactions').select(['file_key']).where('id', '=', seeded.video).executeTakeFirstOrThrow();
    expect(
      entry('videos/')
        .data()
        .equals(await t.app.ctx.storage.get(video.file_key!)),
    ).toBe(true);

    const text = entry('dados.json').data().toString('utf8');
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: owner.id, email: owner.email });
    expect(text).not.toMatch(/password|argon2|token_hash|auth_token/i);
    expect(text).not.toContain(owner.token);
    expect(data.treinos.map((x: { id: number }) => x.id)).toEqual([seeded.training, traversal]);
    expect(data.treinos[0].exercicios).toHaveLength(1);
    expect(data.treinos[0].arquivo).toBe(names[0]);
    expect(data.fitness.map((x: { id: number; arquivo: string }) => [x.id, x.arquivo])).toEqual([[seeded.sheet, names[2]]]);
    expect(data.semanas.map((x: { id: number }) => x.id)).toEqual([seeded.week]);
    expect(data.formacoes.map((x: { id: number; arquivo: string }) => [x.id, x.arquivo])).toEqual([[seeded.formation, names[4]]]);
    expect(data.videos.map((x: { id: number; arquivo: string }) => [x.id, x.arquivo])).toEqual([[seeded.video, names[5]]]);
  });

  it("holds none of another coach's records, and the other coach's holds none of the owner's", async () => {
    const mine = readZip((await download(owner)).rawPayload);
    const mineJson = mine
      .find((e) => e.name === 'dados.json')!
      .data()
      .toString('utf8');
    expect(mineJson).not.toContain('Segredo do outro');
    expect(mine.some((e) => e.name.includes(`/${otherSeeded.training}-`) || e.name.includes(`/${otherSeeded.video}-`))).toBe(false);

    const theirs = readZip((await download(other)).rawPayload);
    expect(theirs.map((e) => e.name)).toContain(`treinos/${otherSeeded.training}-Segredo-do-outro-treinador.pdf`);
    expect(theirs.some((e) => e.name.includes(`/${seeded.training}-`) || e.name.includes(`/${seeded.formation}-`))).toBe(false);
    expect(
      JSON.parse(
        theirs
          .find((e) => e.name === 'dados.json')!
          .data()
          .toString('utf8'),
      ).account.id,
    ).toBe(other.id);
  });

  it('summarises what the archive holds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/download/summary', headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ records: { treinos: 2, fitness: 1, semanas: 1, formacoes: 1, videos: 1 }, total: 6 });
  });

  it('answers an empty archive with only the JSON for a coach without records', async () => {
    const fresh = await createUser(t);
    const entries = readZip((await download(fresh)).rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['dados.json']);
    expect(JSON.parse(entries[0]!.data().toString('utf8'))).toMatchObject({ treinos: [], fitness: [], semanas: [], formacoes: [], videos: [] });
  });

  it('keeps file names safe: no traversal, no separators, accents dropped', () => {
    expect(safeNamePart('../../etc/passwd')).toBe('etc-passwd');
    expect(safeNamePart('..\\..\\boot.ini')).toBe('boot.ini');
    expect(safeNamePart('Saída de bola: 3 × 2 / "rápido"')).toBe('Saida-de-bola-3-2-rapido');
    expect(safeNamePart('...')).toBe('');
  });
});

describe('a download whose file cannot be read', () => {
  let t: TestApp;
  let coach: User;
  let seeded: SeededAccount;

  beforeAll(async () => {
    // Local disk on either project: a stored file is replaced by one that exists and fails on read
    // (reading /proc/self/mem at offset 0 fails with EIO).
    t = await createTestApp({ STORAGE_URL: undefined });
    coach = await createUser(t, { active: true });
    seeded = await seedAccount(t, coach);
    const video = await t.db.selectFrom('formactions').select(['file_key']).where('id', '=', seeded.video).executeTakeFirstOrThrow();
    const file = path.join(t.dataDir, 'files', ...video.file_key!.split('/'));
    fs.rmSync(file);
    fs.symlinkSync('/proc/self/mem', file);
  });
  afterAll(async () => t?.close());

  /** A download cut off: the connection is destroyed, or a 200 ZIP answer that does not read as a whole archive. */
  const expectBroken = async (user: User) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/download', headers: { ...bearer(user.token), 'x-lang': 'en-us' } }).catch((err: unknown) => err as Error);
    if (res instanceof Error) {
      expect(res.message).toMatch(/destroyed/);
      return;
    }
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.statusCode).toBe(200);
    expect(() => readZip(res.rawPayload)).toThrow();
    expect(res.body).not.toContain('"message"');
  };

  it('ends mid-way as a broken download, never an error body inside a ZIP answer', async () => {
    await expectBroken(coach);
  });

  it('ends as a broken download when the first file fails, once the answer has started', async () => {
    const alone = await createUser(t, { active: true });
    const video = await t.db.selectFrom('formactions').selectAll().where('id', '=', seeded.video).executeTakeFirstOrThrow();
    const { id: _id, ...row } = video;
    await t.db.insertInto('formactions').values({ ...row, user_id: alone.id }).execute();
    await expectBroken(alone);
  });
});
