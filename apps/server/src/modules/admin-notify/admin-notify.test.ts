import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import type { User } from '../trainings/test-support.ts';

describe('admin notifications', () => {
  let t: TestApp;
  let admin: User;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { level: 'master' });
  });
  afterAll(async () => t.close());

  const valid = { ordem: 2, title: 'Treino extra sábado', message: 'Campo 2 às 9h', icon: 'fa-home', color: '#000000', background: '#eeddff', title_es: 'Entrenamiento extra el sábado', message_es: 'Campo 2 a las 9h', title_en: 'Extra practice on Saturday', message_en: 'Field 2 at 9am' };
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, lang = 'en-us') => t.app.inject({ method, url, headers: { ...bearer(admin.token), 'x-lang': lang }, payload: payload as Record<string, unknown> });
  const home = async (user: User, lang: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { ...bearer(user.token), 'x-lang': lang } });
    return (res.json() as { notifications: Array<{ id: number; title: string; message: string; icon: string }> }).notifications;
  };
  const count = async () => Number((await t.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('answers 401 to anonymous callers and 403 to user and mod levels on every call', async () => {
    const user = await createUser(t, { active: true });
    const mod = await createUser(t, { level: 'mod', active: true });
    const id = (await t.db.selectFrom('notifications').select('id').executeTakeFirstOrThrow()).id;
    const calls = [
      { method: 'GET' as const, url: '/api/admin/notify' },
      { method: 'POST' as const, url: '/api/admin/notify/', payload: valid },
      { method: 'PUT' as const, url: `/api/admin/notify/${id}`, payload: valid },
      { method: 'DELETE' as const, url: `/api/admin/notify/${id}` },
    ];
    const before = await count();
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const who of [user, mod]) expect((await t.app.inject({ ...call, headers: bearer(who.token) })).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await count()).toBe(before);
    expect((await home(user, 'pt-br'))[0]!.title).toBe('Bem-vindo à Prancheta!');
  });

  it('lists the seeded welcome notice with its three languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/notify', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().notifications[0]).toMatchObject({ ordem: 1, title: 'Bem-vindo à Prancheta!', title_es: '¡Bienvenido a Prancheta!', title_en: 'Welcome to Prancheta!', icon: 'fa-info-circle', background: '#eeddff', color: '#000000' });
  });

  it('refuses ordem below 1, an unknown icon, a bad colour and missing texts, storing nothing', async () => {
    const before = await count();
    const res = await send('POST', '/api/admin/notify/', { ...valid, ordem: 0, icon: 'fa-skull', color: 'red', title: '', message: ' ' }, 'pt-br');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['color', 'icon', 'message', 'ordem', 'title']);
    expect(res.json().errors.ordem).toEqual(['Mínimo de 1']);
    const fraction = await send('POST', '/api/admin/notify/', { ...valid, ordem: 1.5 });
    expect(Object.keys(fraction.json().errors)).toEqual(['ordem']);
    expect(await count()).toBe(before);
  });

  it('creates a notification every home screen shows, in each language written (blank ones fall back to pt-br)', async () => {
    const res = await send('POST', '/api/admin/notify/', { ...valid, title_es: '', message_es: '' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().notification.id as number;
    const coach = await createUser(t, { active: true });
    const find = async (lang: string) => (await home(coach, lang)).find((n) => n.id === id);
    expect(await find('pt-br')).toMatchObject({ title: 'Treino extra sábado', message: 'Campo 2 às 9h', icon: 'fa-home' });
    expect(await find('en-us')).toMatchObject({ title: 'Extra practice on Saturday', message: 'Field 2 at 9am' });
    expect(await find('es-es')).toMatchObject({ title: 'Treino extra sábado' });
    const audit = await t.db.selectFrom('admin_audit').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'notification.create', target: `notification:${id}`, actor_id: admin.id });

    const edited = await send('PUT', `/api/admin/notify/${id}`, { ...valid, ordem: 3, title_es: 'Sábado', message_es: 'Campo 2' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().notification).toMatchObject({ ordem: 3, title_es: 'Sábado' });
    expect(await find('es-es')).toMatchObject({ title: 'Sábado', message: 'Campo 2' });
    const bad = await send('PUT', `/api/admin/notify/${id}`, { ...valid, ordem: -1 });
    expect(bad.statusCode).toBe(422);
    expect((await t.db.selectFrom('notifications').select('ordem').where('id', '=', id).executeTakeFirstOrThrow()).ordem).toBe(3);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/notify/${id}`, headers: bearer(admin.token) });
    expect(del.statusCode).toBe(200);
    expect(await find('pt-br')).toBeUndefined();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/notify/${id}`, headers: bearer(admin.token) })).statusCode).toBe(404);
    expect((await send('PUT', `/api/admin/notify/${id}`, valid)).statusCode).toBe(404);
  });

  it('answers the seeded plans in es-es and en-us', async () => {
    const coach = await createUser(t);
    const titles = async (lang: string) => ((await t.app.inject({ method: 'GET', url: '/api/plans', headers: { ...bearer(coach.token), 'x-lang': lang } })).json() as { plans: Array<{ title: string }> }).plans.map((p) => p.title);
    expect(await titles('es-es')).toEqual(['Mensual', 'Trimestral', 'Anual']);
    expect(await titles('en-us')).toEqual(['Monthly', 'Quarterly', 'Yearly']);
  });
});
