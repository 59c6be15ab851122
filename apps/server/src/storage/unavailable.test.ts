// The bucket goes away under a running app: uploads answer 503 in the caller's language and store
// no row, reads answer 503 without internals (in words of their own), the ZIP download answers 503
// before it starts, /api/ready names the storage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoFormationUpload } from '../modules/formations/test-fixtures.ts';
import { bearer, createTestApp, createUser } from '../test/helper.ts';
import type { TestApp } from '../test/helper.ts';
import { startTestS3 } from '../test/s3-server.ts';
import type { TestS3 } from '../test/s3-server.ts';

describe('an S3 storage that stops answering', () => {
  let s3: TestS3;
  let t: TestApp;
  let coach: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    s3 = await startTestS3();
    const env = s3.env('unavailable');
    t = await createTestApp({ STORAGE_URL: env.STORAGE_URL, AWS_ENDPOINT_URL: env.AWS_ENDPOINT_URL, AWS_REGION: env.AWS_REGION });
    coach = await createUser(t, { active: true });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  const upload = (lang: string) => {
    const body = videoFormationUpload();
    return t.app.inject({ method: 'POST', url: '/api/formactions', payload: body.payload, headers: { ...body.headers, ...bearer(coach.token), 'x-lang': lang } });
  };
  const rows = async () => (await t.db.selectFrom('formactions').select('id').execute()).length;

  it('stores and serves while the bucket answers, then answers 503 and stores no row once it is gone', async () => {
    const saved = await upload('en-us');
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().formacao.id as number;
    expect((await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: bearer(coach.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ ok: true, checks: { storage: 'ok' } });

    await s3.stop();
    const before = await rows();
    const refused = await upload('pt-br');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: 'O armazenamento de arquivos está indisponível. Tente novamente em alguns minutos; nada foi salvo.' });
    expect((await upload('es-es')).json().message).toMatch(/^El almacenamiento de archivos no está disponible/);
    expect(await rows()).toBe(before);

    const read = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: { ...bearer(coach.token), 'x-lang': 'en-us' } });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({ message: 'File storage is unavailable. Try again in a few minutes.' });
    const readPt = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: { ...bearer(coach.token), 'x-lang': 'pt-br' } });
    expect(readPt.json()).toEqual({ message: 'O armazenamento de arquivos está indisponível. Tente novamente em alguns minutos.' });

    // The ZIP of all material answers 503 before it starts, not a 500 inside a ZIP answer.
    const zip = await t.app.inject({ method: 'GET', url: '/api/user/download', headers: { ...bearer(coach.token), 'x-lang': 'es-es' } });
    expect(zip.statusCode).toBe(503);
    expect(zip.headers['content-type']).toMatch(/^application\/json/);
    expect(zip.json()).toEqual({ message: 'El almacenamiento de archivos no está disponible. Inténtalo de nuevo en unos minutos.' });
    expect(read.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at /);

    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ok: false, checks: { database: 'ok', storage: 'failed' } });
  }, 60_000);
});
