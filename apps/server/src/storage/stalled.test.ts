// The S3 endpoint stops answering without going away (its process paused: the kernel still accepts
// connections, nothing answers them). Every storage operation gives up within its own bounds: an
// upload answers 503 in the caller's language and stores no row, a read answers 503 with the read
// wording, the ZIP download answers 503 before it starts. A hang fails the test by its timeout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoFormationUpload } from '../modules/formations/test-fixtures.ts';
import { bearer, createTestApp, createUser } from '../test/helper.ts';
import type { TestApp } from '../test/helper.ts';
import { startTestS3 } from '../test/s3-server.ts';
import type { TestS3 } from '../test/s3-server.ts';

describe('an S3 endpoint that accepts connections and never answers', () => {
  let s3: TestS3;
  let t: TestApp;
  let coach: Awaited<ReturnType<typeof createUser>>;
  let id: number;

  beforeAll(async () => {
    s3 = await startTestS3();
    const env = s3.env('stalled');
    t = await createTestApp({ STORAGE_URL: env.STORAGE_URL, AWS_ENDPOINT_URL: env.AWS_ENDPOINT_URL, AWS_REGION: env.AWS_REGION });
    coach = await createUser(t, { active: true });
    const saved = await upload('en-us');
    expect(saved.statusCode, saved.body).toBe(200);
    id = saved.json().formacao.id as number;
    expect((await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: bearer(coach.token) })).statusCode).toBe(200);
    s3.pause();
  }, 60_000);
  afterAll(async () => {
    s3?.resume();
    await t?.close();
    await s3?.stop();
  });

  const upload = (lang: string) => {
    const body = videoFormationUpload();
    return t.app.inject({ method: 'POST', url: '/api/formactions', payload: body.payload, headers: { ...body.headers, ...bearer(coach.token), 'x-lang': lang } });
  };
  const rows = async () => (await t.db.selectFrom('formactions').select('id').execute()).length;

  it('an upload answers 503 in the caller language and stores no row', async () => {
    const before = await rows();
    const refused = await upload('pt-br');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: 'O armazenamento de arquivos está indisponível. Tente novamente em alguns minutos; nada foi salvo.' });
    expect(await rows()).toBe(before);
  });

  it('a read answers 503 with the read wording, without internals', async () => {
    const read = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: { ...bearer(coach.token), 'x-lang': 'en-us' } });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({ message: 'File storage is unavailable. Try again in a few minutes.' });
    expect(read.body).not.toMatch(/timeout|127\.0\.0\.1|at /i);
  });

  it('the ZIP download answers 503 before the ZIP answer starts', async () => {
    const zip = await t.app.inject({ method: 'GET', url: '/api/user/download', headers: { ...bearer(coach.token), 'x-lang': 'es-es' } });
    expect(zip.statusCode).toBe(503);
    expect(zip.headers['content-disposition']).toBeUndefined();
    expect(zip.json()).toEqual({ message: 'El almacenamiento de archivos no está disponible. Inténtalo de nuevo en unos minutos.' });
  });

  it('serves again once the endpoint answers again', async () => {
    s3.resume();
    const read = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: bearer(coach.token) });
    expect(read.statusCode).toBe(200);
  });
});
