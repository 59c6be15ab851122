import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createPlayer, createText, emptyScene } from '@prancheta/shared/scene/index.ts';
import { sceneToY, yToScene } from '@prancheta/shared/scene/ydoc.ts';
import { buildApp } from '../../app.ts';
import { issueToken } from '../../plugins/auth.ts';
import { openDatabase, stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp, insertFormationRow, createUser, injectAs } from '../../test/helper.ts';
import { createClub } from '../clubs/test-support.ts';
import { canvasPng, draftGz } from '../formations/test-fixtures.ts';
import { postMultipart, textParts } from '../trainings/test-support.ts';
import { NodeCoeditClient } from './node-client.ts';

type User = Awaited<ReturnType<typeof createUser>>;

/** Waits until the check holds (polling), or fails after a few seconds. */
async function until(check: () => boolean, what: string, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('drawing a formation together', () => {
  let t: TestApp;
  let base: string;
  let owner: User;
  let mate: User;
  let stranger: User;
  let formation: number;
  const clients: NodeCoeditClient[] = [];

  const call = (user: User, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: unknown, lang = 'en-us') => injectAs(t, user, method, url, payload, lang);
  const connect = async (user: { token: string } | null, id = formation) => {
    const c = new NodeCoeditClient(`${base}/api/coedit/${id}/ws${user ? `?token=${user.token}` : ''}`);
    clients.push(c);
    await c.opened;
    await c.synced;
    return c;
  };
  const refusal = async (user: { token: string } | null, id = formation) => {
    const c = new NodeCoeditClient(`${base}/api/coedit/${id}/ws${user ? `?token=${user.token}` : ''}`);
    return c.opened.then(
      () => 'open',
      (err: Error) => err.message,
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createUser(t, { active: true, name: 'Rita Lopes' });
    mate = await createUser(t, { active: true, name: 'Caio Assis' });
    stranger = await createUser(t, { active: true, name: 'Outro Técnico' });
    await createClub(t, owner, { members: [mate] });
    formation = await insertFormationRow(t.db, owner.id, { descricao: 'Escanteio curto' });
  });
  afterAll(async () => {
    for (const c of clients) c.socket.terminate();
    await t.close();
  });

  it('lets the owner invite club members only, by name; others see nothing', async () => {
    const before = (await call(owner, 'GET', `/api/coedit/${formation}`)).json();
    expect(before).toEqual({ dono: true, convidados: [], membros: [{ id: mate.id, name: 'Caio Assis' }] });
    const refused = await call(owner, 'POST', `/api/coedit/${formation}/convidados`, { user_id: stranger.id }, 'pt-br');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.user_id).toEqual(['Só membros dos seus clubes podem ser convidados']);
    expect(await t.db.selectFrom('formation_coeditors').selectAll().execute()).toEqual([]);
    expect((await call(stranger, 'GET', `/api/coedit/${formation}`)).statusCode).toBe(404);
    expect((await call(mate, 'GET', `/api/coedit/${formation}`)).statusCode).toBe(404);
    expect((await call(mate, 'POST', `/api/coedit/${formation}/convidados`, { user_id: mate.id })).statusCode).toBe(404);
    const ok = await call(owner, 'POST', `/api/coedit/${formation}/convidados`, { user_id: mate.id });
    expect(ok.json()).toEqual({ dono: true, convidados: [{ id: mate.id, name: 'Caio Assis' }], membros: [] });
    expect((await call(mate, 'GET', `/api/coedit/${formation}`)).json()).toMatchObject({ dono: false, convidados: [{ id: mate.id }] });
    expect((await call(mate, 'GET', '/api/coedit')).json().formacoes).toEqual([expect.objectContaining({ id: formation, descricao: 'Escanteio curto', owner_name: 'Rita Lopes' })]);
    // The invited member opens the formation through the usual route; deleting stays the owner's.
    expect((await call(mate, 'GET', `/api/formactions/${formation}`)).statusCode).toBe(200);
    expect((await call(mate, 'DELETE', `/api/formactions/${formation}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/formactions/${formation}`)).statusCode).toBe(404);
    // And saves it (draft and picture) through the usual save path; the record stays the owner's.
    const parts = [
      ...textParts({ clube: 'C', professor: 'P', categoria: 'C', data: '2026-01-01', local: 'CT', descricao: 'Escanteio curto (revisado)' }),
      { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() },
      { name: 'img', filename: 'f.png', type: 'image/png', data: await canvasPng() },
    ];
    const saved = await postMultipart(t, mate, `/api/formactions/${formation}`, parts);
    expect(saved.statusCode, saved.body).toBe(200);
    const row = await t.db.selectFrom('formactions').select(['user_id', 'descricao', 'draft_key', 'img_key']).where('id', '=', formation).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: owner.id, descricao: 'Escanteio curto (revisado)' });
    expect(row.draft_key).toContain(`/${owner.id}/`);
    expect((await postMultipart(t, stranger, `/api/formactions/${formation}`, parts)).statusCode).toBe(404);
  });

  it('refuses the socket without a session and to a non-member; converges two editors with names and cursors', async () => {
    expect(await refusal(null)).toBe('HTTP 401');
    expect(await refusal(stranger)).toBe('HTTP 404');
    const a = await connect(owner);
    const b = await connect(mate);
    const scene = emptyScene(1, 'futebol/campos/1.svg');
    scene.objects.push(createPlayer('AMARELA', 'futebol/jogadores/amarela.svg', 100, 100));
    sceneToY(a.doc, scene, 'local');
    await until(() => yToScene(b.doc).objects.length === 1, 'the first edit');
    // Both edit at once: nothing is lost.
    const fromA = yToScene(a.doc);
    const fromB = yToScene(b.doc);
    sceneToY(a.doc, { ...fromA, objects: [...fromA.objects, createText('Coach', 10, 10)] }, 'local');
    sceneToY(b.doc, { ...fromB, objects: [{ ...fromB.objects[0]!, x: 321 }, createText('Assistant', 20, 20)] }, 'local');
    await until(() => yToScene(a.doc).objects.length === 3 && yToScene(b.doc).objects.length === 3, 'both edits');
    expect(yToScene(a.doc)).toEqual(yToScene(b.doc));
    expect(yToScene(a.doc).objects[0]!.x).toBe(321);
    // A cursor with a name: the server writes the signed-in user's name over what the client claims.
    b.awareness.setLocalState({ user: { name: 'Someone else', color: '#ff0000' }, cursor: { x: 5, y: 6 } });
    await until(() => a.peerNames().includes('Caio Assis'), "the mate's cursor");
    const state = [...a.awareness.getStates().values()].find((s) => (s.user as { name?: string } | undefined)?.name === 'Caio Assis')!;
    expect(state).toMatchObject({ cursor: { x: 5, y: 6 }, user: { id: mate.id, color: '#ff0000' } });
  });

  it('closes only the socket that sends a malformed message', async () => {
    const a = await connect(owner);
    const b = await connect(mate);
    const bad = await connect(owner);
    bad.socket.send(new Uint8Array([0, 2, 200, 1, 2, 3]));
    expect(await bad.closed).toBe(4400);
    const text = await connect(owner);
    (text.socket as unknown as { send(s: string): void }).send('hello');
    expect(await text.closed).toBe(4400);
    const before = yToScene(b.doc).objects.length;
    const now = yToScene(a.doc);
    sceneToY(a.doc, { ...now, objects: [...now.objects, createText('Still here', 1, 1)] }, 'local');
    await until(() => yToScene(b.doc).objects.length === before + 1, 'an edit after the bad message');
    expect(a.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes the socket of a member removed from the club, and of one whose invitation is revoked', async () => {
    const a = await connect(owner);
    const b = await connect(mate);
    const club = await t.db.selectFrom('teams').select('id').where('leader_id', '=', owner.id).executeTakeFirstOrThrow();
    expect((await call(owner, 'PUT', `/api/team/users/${mate.email}`)).statusCode).toBeLessThan(300);
    expect(await b.closed).toBe(4403);
    expect(a.socket.readyState).toBe(WebSocket.OPEN);
    expect(await refusal(mate)).toBe('HTTP 404');
    // Back in the club: the invitation holds again; revoked, the socket closes.
    await t.db
      .insertInto('team_users')
      .values({ team_id: club.id, user_id: mate.id, ...stamps() })
      .execute();
    const again = await connect(mate);
    expect((await call(owner, 'DELETE', `/api/coedit/${formation}/convidados/${mate.id}`)).statusCode).toBe(200);
    expect(await again.closed).toBe(4403);
    expect((await call(owner, 'DELETE', `/api/coedit/${formation}/convidados/${mate.id}`)).statusCode).toBe(404);
    await call(owner, 'POST', `/api/coedit/${formation}/convidados`, { user_id: mate.id });
  });

  it('closes the socket of a user who signs out or whose subscription lapses, and every socket of a deleted formation', async () => {
    // Signed out: only the socket of the revoked session closes, at once (the access-change event).
    const second = { ...mate, token: await issueToken(t.db, mate.id) };
    const kept = await connect(mate);
    const signedOut = await connect(second);
    expect((await call(second, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(await signedOut.closed).toBe(4401);
    expect(kept.socket.readyState).toBe(WebSocket.OPEN);
    // The subscription lapses: closed at the next periodic check (402 on the next attempt).
    const paid = await t.db.selectFrom('users').select('end_subscription').where('id', '=', mate.id).executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ end_subscription: '2020-01-01T00:00:00.000Z' }).where('id', '=', mate.id).execute();
    expect(await kept.closed).toBe(4402);
    expect(await refusal(mate)).toBe('HTTP 402');
    await t.db.updateTable('users').set({ end_subscription: paid.end_subscription }).where('id', '=', mate.id).execute();
    // A deleted formation: its room's sockets close at once.
    const other = await t.db
      .insertInto('formactions')
      .values({ ...(await t.db.selectFrom('formactions').selectAll().where('id', '=', formation).executeTakeFirstOrThrow()), id: undefined, ...stamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const drawing = await connect(owner, other.id);
    const staying = await connect(owner);
    expect((await call(owner, 'DELETE', `/api/formactions/${other.id}`)).statusCode).toBe(200);
    expect(await drawing.closed).toBe(4403);
    expect(staying.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('keeps the document across a restart of the app', async () => {
    const a = await connect(owner);
    const now = yToScene(a.doc);
    sceneToY(a.doc, { ...now, objects: [...now.objects, createText('Before restart', 3, 3)] }, 'local');
    const expected = yToScene(a.doc);
    // Give the edit a moment to reach the server, then restart: closing saves every room.
    await new Promise((r) => setTimeout(r, 200));
    await t.app.close();
    const database = openDatabase({ url: t.config.DATABASE_URL, dataDir: t.dataDir });
    const app = await buildApp(t.config, { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const closeFirst = t.close;
    t = { ...t, app, db: database.db, close: async () => (await app.close(), await closeFirst()) };
    const b = await connect(mate);
    expect(yToScene(b.doc)).toEqual(expected);
  });
});
