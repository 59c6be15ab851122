import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import { readZip } from '../../test/zip-reader.ts';
import type { User } from '../trainings/test-support.ts';
import { createTraining, trainingForm } from '../trainings/test-support.ts';

/**
 * Authorization matrix of the roster, its student links, attendance and calendar calls: the owner
 * is served; another coach gets 404 (nothing revealed) and changes nothing; no token gets 401; a
 * lapsed subscription gets 402 where the call needs one. A student token opens one athlete only.
 */
describe('authorization matrix: roster, student links, attendance, calendar', () => {
  let t: TestApp;
  let owner: User;
  let other: User;
  let lapsed: User;
  let athlete: number;
  let sibling: number;
  let link: { id: number; url: string };
  let training: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
    lapsed = await createUser(t, { active: false });
    const post = async (url: string, payload: Record<string, unknown>) => (await t.app.inject({ method: 'POST', url, headers: bearer(owner.token), payload })).json();
    athlete = (await post('/api/atletas', { name: 'Matriz Ana', email: 'ana@matriz.test' })).atleta.id;
    sibling = (await post('/api/atletas', { name: 'Matriz Bia', email: 'bia@matriz.test' })).atleta.id;
    link = (await post(`/api/atletas/${athlete}/links`, {})).link;
    training = await createTraining(t, owner, [], { ...trainingForm, data: '2026-03-04' });
    await post('/api/presencas', { kind: 'treino', record_id: training, slot: '', athlete_id: athlete, status: 'present' });
  });
  afterAll(async () => t.close());

  type Method = 'GET' | 'POST' | 'DELETE';
  const calls = (): { name: string; method: Method; url: string; payload?: Record<string, unknown>; subscription: boolean }[] => [
    { name: 'read athlete', method: 'GET', url: `/api/atletas/${athlete}`, subscription: true },
    { name: 'update athlete', method: 'POST', url: `/api/atletas/${athlete}`, payload: { name: 'Changed' }, subscription: true },
    { name: 'list links', method: 'GET', url: `/api/atletas/${athlete}/links`, subscription: false },
    { name: 'create link', method: 'POST', url: `/api/atletas/${athlete}/links`, payload: {}, subscription: true },
    { name: 'revoke link', method: 'DELETE', url: `/api/atletas/links/${link.id}`, subscription: false },
    { name: 'session marks', method: 'GET', url: `/api/presencas?kind=treino&record_id=${training}`, subscription: true },
    { name: 'mark', method: 'POST', url: '/api/presencas', payload: { kind: 'treino', record_id: training, slot: '', athlete_id: athlete, status: 'absent' }, subscription: true },
    { name: 'delete athlete', method: 'DELETE', url: `/api/atletas/${athlete}`, subscription: true },
  ];
  const snapshot = async () => ({
    athletes: await t.db.selectFrom('athletes').selectAll().orderBy('id').execute(),
    links: await t.db.selectFrom('student_links').selectAll().orderBy('id').execute(),
    marks: await t.db.selectFrom('attendance').selectAll().orderBy('id').execute(),
  });

  it('answers 401 without a token, 402 on a lapsed subscription, 404 to another coach, and nothing changes', async () => {
    const before = await snapshot();
    for (const c of calls()) {
      const anon = await t.app.inject({ method: c.method, url: c.url, payload: c.payload });
      expect(anon.statusCode, `${c.name} anonymous`).toBe(401);
      const late = await t.app.inject({ method: c.method, url: c.url, payload: c.payload, headers: bearer(lapsed.token) });
      expect(late.statusCode, `${c.name} lapsed`).toBe(c.subscription ? 402 : 404);
      const foreign = await t.app.inject({ method: c.method, url: c.url, payload: c.payload, headers: bearer(other.token) });
      expect(foreign.statusCode, `${c.name} other coach`).toBe(c.name === 'mark' ? 422 : 404);
      expect(foreign.body, c.name).not.toContain('Matriz');
    }
    for (const url of ['/api/atletas', '/api/atletas/export', '/api/presencas/taxas?from=2026-03-01&to=2026-03-31', '/api/presencas/export?from=2026-03-01&to=2026-03-31', '/api/presencas/sessoes?from=2026-03-01&to=2026-03-31']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(other.token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('Matriz');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a student link opens its athlete only: never a sibling, never the coach’s contact data', async () => {
    const token = link.url.split('/').pop()!;
    const page = await t.app.inject({ method: 'GET', url: `/api/aluno/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Matriz Ana');
    expect(page.body).not.toContain('Matriz Bia');
    expect(page.body).not.toContain('ana@matriz.test');
    expect(page.body).not.toContain(owner.email);
    // The token is not a session: it opens no API call of the coach.
    for (const url of ['/api/atletas', `/api/atletas/${athlete}`, `/api/atletas/${sibling}`]) expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(401);
    // Nothing in the URL picks another athlete: extra path or query is ignored or refused.
    expect((await t.app.inject({ method: 'GET', url: `/api/aluno/${token}?athlete_id=${sibling}` })).body).not.toContain('Matriz Bia');
    expect((await t.app.inject({ method: 'GET', url: `/aluno/${token}/../${sibling}` })).body).not.toContain('Matriz Bia');
  });

  it('the account archive holds the roster', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/download', headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(
      readZip(res.rawPayload)
        .find((e) => e.name === 'dados.json')!
        .data()
        .toString('utf8'),
    );
    expect(data.atletas.map((a: { name: string }) => a.name).sort()).toEqual(['Matriz Ana', 'Matriz Bia']);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/user/download', headers: bearer(other.token) });
    expect(theirs.rawPayload.toString('latin1')).not.toContain('Matriz');
  });
});
