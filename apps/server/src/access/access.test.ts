import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stamps } from '../db/index.ts';
import { exercisesRepo } from '../modules/trainings/exercises/repo.ts';
import { formationsRepo, userImagesRepo } from '../modules/formations/repo.ts';
import { createTextExercise, createTraining } from '../modules/trainings/test-support.ts';
import { trainingsRepo } from '../modules/trainings/repo.ts';
import type { TestApp } from '../test/helper.ts';
import { bearer, createTestApp, createUser } from '../test/helper.ts';
import { systemActor, userActor } from './actor.ts';
import { access, MissingRouteAccess, registerRouteAccess } from './route-access.ts';

describe('route access declarations', () => {
  it('refuses to start with an /api route that declares no access level', async () => {
    const app = Fastify();
    registerRouteAccess(app, null as never);
    app.get('/health-outside-api', async () => 'ok');
    // As buildApp registers the modules: the registration (hence the start) fails.
    const start = async () => {
      await app.register(
        async (api) => {
          api.get('/undeclared', async () => 'open');
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    const error = await start().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MissingRouteAccess);
    expect((error as Error).message).toMatch(/GET \/api\/undeclared declares no access level/);
  });

  it('starts when every /api route declares one', async () => {
    const app = Fastify();
    registerRouteAccess(app, null as never);
    await app.register(
      async (api) => {
        api.get('/declared', { config: { access: access.public } }, async () => 'open');
      },
      { prefix: '/api' },
    );
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/declared' })).body).toBe('open');
    await app.close();
  });
});

describe('authentication runs before validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 401 without a token whatever the params, query or body', async () => {
    const calls: { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: unknown }[] = [
      { method: 'GET', url: '/api/treinos/abc' },
      { method: 'GET', url: '/api/treinos/0' },
      { method: 'PUT', url: '/api/user', payload: {} },
      { method: 'POST', url: '/api/rate/abc', payload: { header: 5 } },
      { method: 'GET', url: '/api/user/pay?plan_id=abc' },
      { method: 'PUT', url: '/api/admin/env/ACCESS_TOKEN', payload: {} },
      { method: 'PUT', url: '/api/exercicios/x', payload: [] },
      { method: 'DELETE', url: '/api/formactions/-1' },
      { method: 'POST', url: '/api/notifications/abc' },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ method: call.method, url: call.url, payload: call.payload as object | undefined, headers: { 'x-lang': 'pt-br' } });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().message).toBe('Sessão expirada, entre novamente');
    }
  });

  it('checks the HEAD twin of every GET route as the GET itself', async () => {
    for (const url of ['/api/user', '/api/treinos', '/api/notifications', '/api/admin/users', '/api/user/download']) {
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode, `HEAD ${url}`).toBe(401);
    }
    const u = await createUser(t);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/treinos', headers: bearer(u.token) })).statusCode).toBe(402);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/admin/users', headers: bearer(u.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/user', headers: bearer(u.token) })).statusCode).toBe(200);
  });

  it('answers 402 before validation for a signed-in user without a subscription, 403 for a role', async () => {
    const u = await createUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/treinos/abc', headers: bearer(u.token) })).statusCode).toBe(402);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/env/ACCESS_TOKEN', payload: {}, headers: bearer(u.token) })).statusCode).toBe(403);
  });

  it('answers 401 to a print link without a print token, even with invalid ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/print/ex?treino=abc&exs=zz' });
    expect(res.statusCode).toBe(401);
  });
});

describe('repo policies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('never reads, updates or deletes a row of another user, even by id (deleteById included)', async () => {
    const owner = await createUser(t, { active: true });
    const other = await createUser(t, { active: true });
    const me = userActor({ id: owner.id, level: 'user' });
    const them = userActor({ id: other.id, level: 'user' });
    const treinoId = await createTraining(t, owner);
    const exerciseId = await createTextExercise(t, owner, treinoId);
    const formationId = await formationsRepo.insert(t.db, {
      user_id: owner.id, type: 'image', clube: 'c', professor: 'p', categoria: 'k', data: 'd', local: 'l', descricao: '',
      h_clube: '', h_professor: '', h_categoria: '', h_data: '', h_local: '', h_descricao: '', colors: '{}', category_id: null,
      img_key: null, file_key: null, logo_key: null, draft_key: null, ...stamps(),
    });
    const imageId = await userImagesRepo.insert(t.db, { user_id: owner.id, file_key: 'user-images/x.png', mime: 'image/png', size: 1, ...stamps() });

    expect(await trainingsRepo.find(t.db, them, treinoId)).toBeNull();
    expect(await trainingsRepo.list(t.db, them)).toEqual([]);
    expect(await exercisesRepo.find(t.db, them, exerciseId)).toBeNull();
    expect(await exercisesRepo.findMany(t.db, them, treinoId, [exerciseId])).toEqual([]);
    expect(await formationsRepo.findMany(t.db, them, [formationId])).toEqual([]);
    expect(await userImagesRepo.find(t.db, them, imageId)).toBeNull();

    await trainingsRepo.update(t.db, them, treinoId, { clube: 'stolen' });
    await exercisesRepo.update(t.db, them, exerciseId, { titulo: 'stolen' });
    await formationsRepo.update(t.db, them, formationId, { clube: 'stolen' });
    expect(await trainingsRepo.deleteById(t.db, them, treinoId)).toBe(false);
    await exercisesRepo.deleteById(t.db, them, exerciseId);
    await formationsRepo.deleteById(t.db, them, formationId);
    await userImagesRepo.deleteById(t.db, them, imageId);

    expect((await trainingsRepo.find(t.db, me, treinoId))?.clube).not.toBe('stolen');
    expect((await exercisesRepo.find(t.db, me, exerciseId))?.titulo).not.toBe('stolen');
    expect((await formationsRepo.find(t.db, me, formationId))?.clube).toBe('c');
    expect(await userImagesRepo.find(t.db, me, imageId)).not.toBeNull();

    // The owner (and the system actor of the retention job) may.
    expect(await trainingsRepo.deleteById(t.db, me, treinoId)).toBe(true);
    expect(await exercisesRepo.find(t.db, me, exerciseId)).toBeNull();
    await formationsRepo.deleteById(t.db, systemActor('test'), formationId);
    expect(await formationsRepo.find(t.db, me, formationId)).toBeNull();
    await userImagesRepo.deleteById(t.db, me, imageId);
    expect(await userImagesRepo.find(t.db, me, imageId)).toBeNull();
  });
});
