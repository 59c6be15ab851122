import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeAnswer } from '@prancheta/shared';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, injectAs } from '../../test/helper.ts';
import { createClub } from '../clubs/test-support.ts';
import { canvasPng, draftGz, multipart } from '../formations/test-fixtures.ts';
import { STARTER_GIFS_DIR } from '../media/starter.ts';
import type { User } from '../trainings/test-support.ts';
import { createTraining, postMultipart, textParts } from '../trainings/test-support.ts';
import { createWeek } from '../weeks/test-support.ts';

const squat = fs.readFileSync(path.join(STARTER_GIFS_DIR, 'Membros inferiores', 'Agachamento.gif'));

describe('GET /api/home: every area of the coach in one call', () => {
  let t: TestApp;
  let owner: User;
  let other: User;
  let admin: User;
  let png: Buffer;

  const home = async (user: User) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home', headers: bearer(user.token) });
    expect(res.statusCode, res.body).toBe(200);
    return homeAnswer.parse(res.json()).home;
  };
  const formation = async (user: User, type: 'image' | 'video', clube: string) => {
    const parts = [
      ...textParts({ type, clube, professor: 'P', categoria: 'Sub-15', data: '2026-03-14', local: 'Campo' }),
      { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() },
      type === 'image' ? { name: 'img', filename: 'canvas.png', type: 'image/png', data: png } : { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: (await import('../formations/test-fixtures.ts')).webm() },
    ];
    const body = multipart(parts);
    const res = await t.app.inject({ method: 'POST', url: '/api/formactions', payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().formacao.id as number;
  };
  const sheet = async (user: User, title: string, video = false) => {
    const res = await postMultipart(t, user, `/api/fitnes${video ? '?is_video=1' : ''}`, textParts({ title, teacher: 'Carla', student: 'Ana', volume: '3x', data: '2026-03-02', objectives: 'Força' }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().fitnes.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
    admin = await createUser(t, { active: true, level: 'admin' });
    png = await canvasPng();
  });
  afterAll(async () => t.close());

  it('answers zero counts, no clubs and no admin area to a new coach', async () => {
    const h = await home(owner);
    for (const key of ['formations', 'trainings', 'videos', 'fitness', 'sessions', 'weeks', 'gifs', 'athletes'] as const) expect(h[key], key).toEqual({ count: 0, capped: false, recent: [] });
    expect(h.clubs).toBeNull();
    expect(h.admin).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/home' })).statusCode).toBe(401);
  });

  it('counts each area and lists the latest three, newest first, of this coach only', async () => {
    for (const c of ['Alfa', 'Beta', 'Gama', 'Delta']) await formation(owner, 'image', c);
    await formation(owner, 'video', 'Vídeo 1');
    await createTraining(t, owner);
    await createTraining(t, owner);
    const s1 = await sheet(owner, 'Ficha 1');
    const s2 = await sheet(owner, 'Ficha 2');
    await sheet(owner, 'Sessão', true);
    await createWeek(t, owner);
    const upload = multipart([{ name: 'images[agachamento.gif]', filename: 'a.gif', type: 'image/gif', data: squat }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/user-gifs', payload: upload.payload, headers: { ...upload.headers, ...bearer(owner.token) } })).statusCode).toBe(200);
    const athleteIds: number[] = [];
    for (const [name, group] of [['Ana Roster', 'Sub-15'], ['Bruno Roster', ''], ['Caio Roster', 'Adulto'], ['Dora Roster', 'Sub-15']]) {
      const res = await injectAs(t, owner, 'POST', '/api/atletas', { name, group_label: group });
      expect(res.statusCode, res.body).toBe(200);
      athleteIds.push(res.json().atleta.id as number);
    }
    expect((await injectAs(t, other, 'POST', '/api/atletas', { name: 'Atleta alheio' })).statusCode).toBe(200);
    // Another coach's records never show up in the owner's home, nor the owner's in theirs.
    const foreign = await formation(other, 'image', 'Estranho');
    await sheet(other, 'Ficha de outro');
    await createTraining(t, other);
    // The first sheet was changed last: it comes first.
    await t.db.updateTable('fitnes').set({ updated_at: new Date(Date.now() + 60_000).toISOString() }).where('id', '=', s1).execute();

    const h = await home(owner);
    expect(h.formations.count).toBe(4);
    expect(h.formations.recent.map((r) => r.title)).toEqual(['Delta · Sub-15', 'Gama · Sub-15', 'Beta · Sub-15']);
    expect(h.videos.count).toBe(1);
    expect(h.videos.recent[0]!.title).toBe('Vídeo 1 · Sub-15');
    expect(h.trainings.count).toBe(2);
    expect(h.trainings.recent).toHaveLength(2);
    expect(h.fitness.count).toBe(2);
    expect(h.fitness.recent.map((r) => r.id)).toEqual([s1, s2]);
    expect(h.sessions.count).toBe(1);
    expect(h.sessions.recent[0]!.title).toBe('Sessão');
    expect(h.weeks.count).toBe(1);
    expect(h.gifs.count).toBe(1);
    expect(h.gifs.recent[0]!.title).toBe('agachamento');
    expect(h.athletes.count).toBe(4);
    expect(h.athletes.recent.map((r) => r.id)).toEqual([athleteIds[3], athleteIds[2], athleteIds[1]]);
    expect(h.athletes.recent[0]).toMatchObject({ title: 'Dora Roster', detail: 'Sub-15' });
    expect(JSON.stringify(h)).not.toContain('Atleta alheio');
    expect(JSON.stringify(h)).not.toContain('Estranho');
    expect(JSON.stringify(h)).not.toContain('Ficha de outro');
    expect(h.formations.recent.map((r) => r.id)).not.toContain(foreign);

    const theirs = await home(other);
    expect(theirs.formations.count).toBe(1);
    expect(theirs.fitness.count).toBe(1);
    expect(theirs.trainings.count).toBe(1);
    expect(theirs.videos.count).toBe(0);
    expect(theirs.gifs.count).toBe(0);
    expect(theirs.athletes).toMatchObject({ count: 1, recent: [{ title: 'Atleta alheio' }] });
    expect(JSON.stringify(theirs)).not.toContain('Delta');
  });

  it('shows the clubs of a member and the admin area to admins only', async () => {
    await createClub(t, other, { members: [owner], name: 'Clube Azul' });
    const h = await home(owner);
    expect(h.clubs).toMatchObject({ count: 1, recent: [{ title: 'Clube Azul', detail: 'member' }] });
    expect((await home(other)).clubs).toMatchObject({ count: 1, recent: [{ title: 'Clube Azul', detail: 'leader' }] });
    expect(h.admin).toBeNull();
    const a = await home(admin);
    const accounts = Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(a.admin!.count).toBe(accounts);
    expect(a.admin!.recent[0]!.id).toBe(admin.id);
    expect(a.admin!.recent).toHaveLength(3);
    expect(a.clubs).toBeNull();
  });
});
