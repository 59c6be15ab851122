import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResetKey } from '../modules/auth/service.ts';
import { canvasPng, draftGz } from '../modules/formations/test-fixtures.ts';
import { countRows, createTextExercise, createTraining, exerciseForm, postMultipart, textParts, trainingForm } from '../modules/trainings/test-support.ts';
import type { TestApp } from '../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../test/helper.ts';
import { redactUrl } from './redact-url.ts';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.ts';

const PT = { 'x-lang': 'pt-br' };
const BEYOND = '2147483648';

describe('ids bounded to the column type', () => {
  let t: TestApp;
  let u: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    u = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  it('answers 404 (never 500) for path ids of 0, past 2^31-1 or not numbers', async () => {
    const urls = ['/api/treinos/', '/api/exercicios/', '/api/formactions/', '/api/treinoimg/', '/api/user-images/', '/api/formactionimg/'];
    for (const base of urls) {
      for (const id of [BEYOND, '0', '99999999999999999999', 'abc']) {
        const res = await t.app.inject({ method: 'GET', url: `${base}${id}`, headers: { ...bearer(u.token), ...PT } });
        expect(res.statusCode, `${base}${id}`).toBe(404);
        expect(res.json().message).toBe('Página não encontrada');
      }
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/treinos/${BEYOND}`, headers: bearer(u.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/notifications/${BEYOND}`, headers: bearer(u.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/rate/${BEYOND}`, payload: {}, headers: bearer(u.token) })).statusCode).toBe(404);
  });

  it('answers 422 with a sensible message for body and query ids of 0 or past the range', async () => {
    for (const planId of [BEYOND, '0']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/user/pay?plan_id=${planId}`, headers: { ...bearer(u.token), ...PT } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.plan_id).toEqual(['Valor inválido']);
      expect(res.body).not.toContain('Mínimo de 0');
    }
    const treinoId = await createTraining(t, u);
    const before = await countRows(t, 'exercicios');
    const exercise = await postMultipart(t, u, '/api/exercicios', textParts({ ...exerciseForm, treino_id: BEYOND, type: 'text' }));
    expect(exercise.statusCode).toBe(422);
    expect(exercise.json().errors.treino_id).toBeDefined();
    expect(await countRows(t, 'exercicios')).toBe(before);

    const trainings = await countRows(t, 'treinos');
    const training = await postMultipart(t, u, '/api/treinos', textParts({ ...trainingForm, category_id: BEYOND }));
    expect(training.statusCode).toBe(422);
    expect(training.json().errors.category_id).toBeDefined();
    const formation = await postMultipart(t, u, '/api/formactions', [
      ...textParts({ type: 'image', clube: 'C', professor: 'P', categoria: 'K', data: '2026-01-01', local: 'L', category_id: BEYOND }),
      { name: 'editable', filename: 'd.gz', type: 'application/gzip', data: draftGz() },
      { name: 'img', filename: 'c.png', type: 'image/png', data: await canvasPng() },
    ]);
    expect(formation.statusCode).toBe(422);
    expect(formation.json().errors.category_id).toBeDefined();
    expect(await countRows(t, 'treinos')).toBe(trainings);

    const exerciseId = await createTextExercise(t, u, treinoId);
    const copy = await t.app.inject({ method: 'POST', url: `/api/exercicios/copy/${treinoId}`, payload: { exercices: [exerciseId], to: BEYOND }, headers: bearer(u.token) });
    expect(copy.statusCode).toBe(422);
    const copyIds = await t.app.inject({ method: 'POST', url: `/api/exercicios/copy/${treinoId}`, payload: { exercices: [BEYOND], to: treinoId }, headers: bearer(u.token) });
    expect(copyIds.statusCode).toBe(422);

    const printToken = (await t.app.inject({ method: 'POST', url: '/api/auth/print-token', headers: bearer(u.token) })).json().token as string;
    const printEx = await t.app.inject({ method: 'GET', url: `/api/print/ex?treino=${BEYOND}&postwork=1&token=${printToken}` });
    expect(printEx.statusCode).toBe(422);
    const printExs = await t.app.inject({ method: 'GET', url: `/api/print/ex?treino=${treinoId}&exs[]=${BEYOND}&token=${printToken}` });
    expect(printExs.statusCode).toBe(422);
    const printFr = await t.app.inject({ method: 'GET', url: `/api/print/fr?exs[]=${BEYOND}&token=${printToken}` });
    expect(printFr.statusCode).toBe(422);
  });
});

describe('NUL characters in text fields', () => {
  let t: TestApp;
  let u: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    u = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  it('refuses them with 422 and stores nothing', async () => {
    const nul = 'Sub\u000017';
    const profile = await t.app.inject({ method: 'PUT', url: '/api/user', payload: { name: nul, email: u.email, phone: '5511999990000' }, headers: { ...bearer(u.token), ...PT } });
    expect(profile.statusCode).toBe(422);
    expect(profile.json().errors.name).toEqual(['O texto contém um caractere inválido']);

    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: nul, email: 'nul@test.local', phone: '5511988887777', password: 'secret-123' } });
    expect(signup.statusCode).toBe(422);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'nul@test.local').executeTakeFirst()).toBeUndefined();

    const before = await countRows(t, 'treinos');
    const training = await postMultipart(t, u, '/api/treinos', textParts({ ...trainingForm, categoria: nul }));
    expect(training.statusCode).toBe(422);
    expect(training.json().errors.categoria).toBeDefined();
    expect(await countRows(t, 'treinos')).toBe(before);
    expect(await storedFiles(t)).toEqual([]);

    const treinoId = await createTraining(t, u);
    const postwork = await t.app.inject({ method: 'POST', url: `/api/rate/${treinoId}`, payload: { header: nul, description: '<p>ok</p>' }, headers: bearer(u.token) });
    expect(postwork.statusCode).toBe(422);
    const exerciseId = await createTextExercise(t, u, treinoId);
    const exercise = await t.app.inject({ method: 'PUT', url: `/api/exercicios/${exerciseId}`, payload: { ...exerciseForm, titulo: nul }, headers: bearer(u.token) });
    expect(exercise.statusCode).toBe(422);
    const stored = await t.db.selectFrom('exercicios').select('titulo').where('id', '=', exerciseId).executeTakeFirstOrThrow();
    expect(stored.titulo).toBe(exerciseForm.titulo);

    const notify = await t.app.inject({ method: 'POST', url: '/api/payments/notify/sandbox', payload: { reference: `ref${'\u0000'}x`, status: 'approved' } });
    expect(notify.statusCode).toBe(422);
  });
});

describe('trailing slashes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('reaches the create handlers with the seed spellings exercicios/ and formactions/', async () => {
    const u = await createUser(t, { active: true });
    const treinoId = await createTraining(t, u);
    const exercise = await postMultipart(t, u, '/api/exercicios/', textParts({ ...exerciseForm, treino_id: String(treinoId), type: 'text' }));
    expect(exercise.statusCode, exercise.body).toBe(200);
    expect(exercise.json().exercicio.treino_id).toBe(treinoId);
    const formation = await postMultipart(t, u, '/api/formactions/', [
      ...textParts({ type: 'image', clube: 'C', professor: 'P', categoria: 'K', data: '2026-01-01', local: 'L' }),
      { name: 'editable', filename: 'd.gz', type: 'application/gzip', data: draftGz() },
      { name: 'img', filename: 'c.png', type: 'image/png', data: await canvasPng() },
    ]);
    expect(formation.statusCode, formation.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/treinos/', headers: bearer(u.token) })).json().treinos).toHaveLength(1);
  });
});

describe('password-reset keys', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => t.close());

  const keyValid = async (email: string, key: string) => (await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email, token: key } })).statusCode === 200;

  it('are retired by a new password or a new e-mail in the profile', async () => {
    const u = await createUser(t, { password: 'old-pass-1' });
    const phone = '5511977776666';
    const first = (await createResetKey(t.db, u.email))!.key;
    expect(await keyValid(u.email, first)).toBe(true);
    const changed = await t.app.inject({ method: 'PUT', url: '/api/user', payload: { name: 'N', email: u.email, phone, password: 'new-pass-1', current_password: 'old-pass-1' }, headers: bearer(u.token) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await keyValid(u.email, first)).toBe(false);

    const second = (await createResetKey(t.db, u.email))!.key;
    const moved = await t.app.inject({ method: 'PUT', url: '/api/user', payload: { name: 'N', email: `moved-${u.email}`, phone }, headers: bearer(u.token) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await keyValid(`moved-${u.email}`, second)).toBe(false);
    expect(await keyValid(u.email, second)).toBe(false);

    // A name-only change keeps an outstanding key.
    const third = (await createResetKey(t.db, `moved-${u.email}`))!.key;
    await t.app.inject({ method: 'PUT', url: '/api/user', payload: { name: 'Other name', email: `moved-${u.email}`, phone }, headers: bearer(u.token) });
    expect(await keyValid(`moved-${u.email}`, third)).toBe(true);
  });

  it('never reach the request log', async () => {
    const key = 'Zx9-secretResetKey_0123456789abcdef';
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: `/password/reset/coach%40test.local/${key}` });
    await t.app.inject({ method: 'GET', url: `/api/password/reset/coach@test.local/${key}?x=1` });
    await t.app.inject({ method: 'GET', url: `/api/print/ex?treino=1&token=${key}` });
    const log = lines.join('');
    expect(log).toContain('/password/reset/coach%40test.local/[redacted]');
    expect(log).not.toContain(key);
    expect(redactUrl(`/password/reset/a@b.c/${key}`)).toBe('/password/reset/a@b.c/[redacted]');
  });
});

describe('TRUST_PROXY', () => {
  it('parses off, hop counts and address lists, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(parseTrustProxy('true')).toHaveProperty('error');
    expect(parseTrustProxy('10.0.0.0/33')).toHaveProperty('error');
    const oneHop = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect(oneHop('10.0.0.1', 0)).toBe(true);
    expect(oneHop('10.0.0.2', 1)).toBe(false);
  });

  const login = (t: TestApp, n: number, forwardedFor: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor }, payload: { email: `nobody${n}@test.local`, password: 'wrong-pass' } });

  it('ignores a spoofed X-Forwarded-For by default: the login limit counts the real peer', async () => {
    const t = await createTestApp({ RATE_LIMIT_AUTH: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await login(t, i, `203.0.113.${i + 1}`)).statusCode);
      expect(codes.slice(0, 3)).toEqual([422, 422, 422]);
      expect(codes.slice(3)).toEqual([429, 429]);
    } finally {
      await t.close();
    }
  });

  it('believes the forwarded address from a proxy TRUST_PROXY names', async () => {
    const t = await createTestApp({ RATE_LIMIT_AUTH: 3, TRUST_PROXY: ['127.0.0.1'] });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await login(t, i, `203.0.113.${i + 1}`)).statusCode);
      expect(codes).toEqual([422, 422, 422, 422, 422]);
      // The same client behind the proxy is limited.
      for (let i = 0; i < 3; i++) await login(t, 10 + i, '198.51.100.7');
      expect((await login(t, 20, '198.51.100.7')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
