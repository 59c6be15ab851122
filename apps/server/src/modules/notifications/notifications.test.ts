import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';

describe('notifications', () => {
  let t: TestApp;
  let welcomeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    welcomeId = (await t.db.selectFrom('notifications').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t.close());

  const list = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return (res.json() as { notifications: Array<{ id: number; ordem: number; title: string; icon: string; background: string; color: string }> }).notifications;
  };

  it('refuses anonymous callers with 401 on both calls', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/notifications/${welcomeId}` })).statusCode).toBe(401);
  });

  it('shows the seeded welcome notification to a user without a subscription', async () => {
    const u = await createUser(t);
    const notes = await list(u.token);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ id: welcomeId, ordem: 1, title: 'Bem-vindo à Prancheta!', icon: 'fa-info-circle', background: '#eeddff', color: '#000000' });
  });

  it("answers the welcome notification in the request's language", async () => {
    const u = await createUser(t);
    const lang = async (code: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { ...bearer(u.token), 'x-lang': code } });
      return (res.json() as { notifications: Array<{ title: string; message: string }> }).notifications[0]!;
    };
    expect(await lang('en-us')).toMatchObject({ title: 'Welcome to Prancheta!', message: expect.stringContaining('records are kept for 6 months') });
    expect(await lang('es-es')).toMatchObject({ title: '¡Bienvenido a Prancheta!', message: expect.stringContaining('descarga tu material') });
    expect(await lang('pt-br')).toMatchObject({ title: 'Bem-vindo à Prancheta!' });
  });

  it('orders by ordem, then id', async () => {
    const u = await createUser(t);
    const base = { message: 'm', icon: 'fa-check', color: '#000000', background: '#eeddff' };
    const late = await t.db.insertInto('notifications').values({ ...base, ordem: 3, title: 'third', ...stamps() }).returning('id').executeTakeFirstOrThrow();
    const early = await t.db.insertInto('notifications').values({ ...base, ordem: 2, title: 'second', ...stamps() }).returning('id').executeTakeFirstOrThrow();
    const tie = await t.db.insertInto('notifications').values({ ...base, ordem: 2, title: 'second-b', ...stamps() }).returning('id').executeTakeFirstOrThrow();
    expect((await list(u.token)).map((n) => n.id)).toEqual([welcomeId, early.id, tie.id, late.id]);
    await t.db.deleteFrom('notifications').where('id', 'in', [late.id, early.id, tie.id]).execute();
  });

  it('dismisses for this user only, idempotently', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const first = await t.app.inject({ method: 'POST', url: `/api/notifications/${welcomeId}`, headers: { ...bearer(a.token), 'x-lang': 'en-us' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Notification dismissed' });
    const again = await t.app.inject({ method: 'POST', url: `/api/notifications/${welcomeId}`, headers: bearer(a.token) });
    expect(again.statusCode).toBe(200);
    expect(await list(a.token)).toEqual([]);
    expect((await list(b.token)).map((n) => n.id)).toEqual([welcomeId]);
    const rows = await t.db.selectFrom('notification_dismissals').select(['user_id']).where('notification_id', '=', welcomeId).execute();
    expect(rows).toEqual([{ user_id: a.id }]);
  });

  it('answers 404 for an unknown notification and for a malformed id (a path naming no record), storing nothing', async () => {
    const u = await createUser(t);
    const missing = await t.app.inject({ method: 'POST', url: '/api/notifications/999999', headers: { ...bearer(u.token), 'x-lang': 'es-es' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Notificación no encontrada');
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/abc', headers: bearer(u.token) })).statusCode).toBe(404);
    const rows = await t.db.selectFrom('notification_dismissals').select('id').where('user_id', '=', u.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('is answered from a cache that every change shows through, however it was written', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const ids = async (token: string) => (await list(token)).map((n) => n.id);
    expect(await ids(a.token)).toEqual([welcomeId]);
    expect(await ids(a.token)).toEqual([welcomeId]);

    // Written straight to the database, around the API: the triggers still count it.
    const base = { message: 'm', icon: 'fa-check', color: '#000000', background: '#eeddff', ordem: 5 };
    const added = await t.db.insertInto('notifications').values({ ...base, title: 'new', ...stamps() }).returning('id').executeTakeFirstOrThrow();
    expect(await ids(a.token)).toEqual([welcomeId, added.id]);
    await t.db.updateTable('notifications').set({ title: 'renamed' }).where('id', '=', added.id).execute();
    expect((await list(a.token)).find((n) => n.id === added.id)?.title).toBe('renamed');

    // A dismissal changes that user's list only.
    expect(await ids(b.token)).toEqual([welcomeId, added.id]);
    await t.db.insertInto('notification_dismissals').values({ notification_id: added.id, user_id: a.id, ...stamps() }).execute();
    expect(await ids(a.token)).toEqual([welcomeId]);
    expect(await ids(b.token)).toEqual([welcomeId, added.id]);
    await t.db.deleteFrom('notification_dismissals').where('user_id', '=', a.id).execute();
    expect(await ids(a.token)).toEqual([welcomeId, added.id]);

    await t.db.deleteFrom('notifications').where('id', '=', added.id).execute();
    expect(await ids(a.token)).toEqual([welcomeId]);
    expect(await ids(b.token)).toEqual([welcomeId]);
  });
});
