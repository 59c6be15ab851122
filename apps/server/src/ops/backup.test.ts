// The backup and restore commands as an operator runs them (npm run backup/restore, here their
// scripts in a child process), on the suite's database: a coach's data goes into an archive while
// the server runs, comes back into an empty data dir and database, and a server started there
// serves it.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import type { TestApp } from '../test/helper.ts';
import { bearer, createPgDatabase, createTestApp, createUser, testDialect } from '../test/helper.ts';
import { canvasPng, draftGz, logoJpeg, webm } from '../modules/formations/test-fixtures.ts';
import { mediaRoots } from '../modules/media/roots.ts';
import { seedStarterGifs, STARTER_GIFS_DIR } from '../modules/media/starter.ts';
import { open, seal } from '../secrets/secret-box.ts';
import type { User } from '../modules/trainings/test-support.ts';
import { startTestS3 } from '../test/s3-server.ts';
import type { TestS3 } from '../test/s3-server.ts';
import { createDrawnExercise, createTraining, postMultipart, textParts } from '../modules/trainings/test-support.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '../../../..');

/** Runs an ops script as `npm run <name> -- FILE` does, with the given DATA_DIR and DATABASE_URL. */
function runScript(
  script: 'backup-cli.ts' | 'restore-cli.ts',
  file: string,
  target: { dataDir: string; databaseUrl?: string },
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir, LOG_LEVEL: 'silent', ...extraEnv };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script), file], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** Every file under a folder (relative paths), for "nothing was written" checks. */
function tree(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).sort();
}

/** The PostgreSQL project keeps files in an S3 server (s3rver), the SQLite one on local disk. */
const onS3 = testDialect === 'postgres';
type StorageEnv = Partial<Record<'STORAGE_URL' | 'AWS_ENDPOINT_URL' | 'AWS_REGION', string>>;
const storageOf = (env: StorageEnv): StorageEnv => (env.STORAGE_URL ? { STORAGE_URL: env.STORAGE_URL, AWS_ENDPOINT_URL: env.AWS_ENDPOINT_URL, AWS_REGION: env.AWS_REGION } : {});

describe(`backup and restore (files ${onS3 ? 'in an S3 bucket' : 'on local disk'})`, () => {
  let s3: TestS3 | null = null;
  let sourceEnv: StorageEnv = {};
  let restoredEnv: StorageEnv = {};
  let t: TestApp;
  let coach: User;
  let work: string;
  let archive: string;
  let restoredDir: string;
  let restoredDb: { url: string; drop(): Promise<void> } | null = null;
  let restored: FastifyInstance | null = null;
  const made: { treino: number; exercise: number; video: number; logo: Buffer; movie: Buffer; gif: Buffer; shareToken: string; drawing: Buffer; sealed: string } = {
    treino: 0,
    exercise: 0,
    video: 0,
    logo: Buffer.alloc(0),
    movie: Buffer.alloc(0),
    gif: Buffer.alloc(0),
    shareToken: '',
    drawing: Buffer.alloc(0),
    sealed: '',
  };

  beforeAll(async () => {
    if (onS3) {
      s3 = await startTestS3();
      sourceEnv = s3.env('backup-source');
      restoredEnv = s3.env('backup-restored');
    }
    t = await createTestApp(storageOf(sourceEnv));
    work = await fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-backup-test-'));
    archive = path.join(work, 'backup.tar.gz');
    restoredDir = path.join(work, 'restored-data');
    if (testDialect === 'postgres') restoredDb = await createPgDatabase();
    await seedStarterGifs(t.db, mediaRoots(t.config).gifs);
    // A sealed secret (as the payment access key is stored): creates DATA_DIR/secrets.key.
    made.sealed = seal(t.config, 'backup-probe', 'secret value');

    coach = await createUser(t, { active: true, password: 'coach-pass-1' });
    made.logo = await logoJpeg();
    made.treino = await createTraining(t, coach, [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: made.logo }]);
    made.exercise = await createDrawnExercise(t, coach, made.treino);
    made.movie = webm(Buffer.from(Array.from({ length: 30_000 }, (_, i) => (i * 13) % 256)));
    const video = await postMultipart(t, coach, '/api/formactions', [
      ...textParts({ type: 'video', clube: 'Clube Azul', professor: 'Ana', categoria: 'Sub-15', data: '2026-04-02', local: 'CT', descricao: 'Saída de bola' }),
      { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() },
      { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: made.movie },
      { name: 'img', filename: 't.png', type: 'image/png', data: await canvasPng() },
    ]);
    expect(video.statusCode, video.body).toBe(200);
    made.video = video.json().formacao.id as number;
    made.gif = fs.readFileSync(path.join(STARTER_GIFS_DIR, 'Membros inferiores', 'Agachamento.gif'));
    const gif = await postMultipart(t, coach, '/api/user-gifs', [{ name: 'images[Meu salto.gif]', filename: 'upload.gif', type: 'image/gif', data: made.gif }]);
    expect(gif.statusCode, gif.body).toBe(200);
    const link = await t.app.inject({ method: 'POST', url: '/api/share', headers: bearer(coach.token), payload: { kind: 'treino', record_id: made.treino } });
    expect(link.statusCode, link.body).toBe(200);
    const url = link.json().link.url as string;
    made.shareToken = url.slice(url.lastIndexOf('/') + 1);
    const drawing = await t.app.inject({ method: 'GET', url: `/s/${made.shareToken}/f/ex-${made.exercise}` });
    expect(drawing.statusCode).toBe(200);
    made.drawing = drawing.rawPayload;
  }, 120_000);

  afterAll(async () => {
    await restored?.close();
    await t.close();
    await restoredDb?.drop();
    await fsp.rm(work, { recursive: true, force: true });
    await s3?.stop();
  }, 60_000);

  it('writes one archive with a manifest while the server runs', async () => {
    const res = await runScript('backup-cli.ts', archive, { dataDir: t.dataDir, databaseUrl: t.config.DATABASE_URL }, sourceEnv);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain(`wrote ${archive}`);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${archive}.partial`)).toBe(false);
    // A standard tar.gz: the manifest names every entry with its size and SHA-256.
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', archive, 'manifest.json'], { encoding: 'utf8' }));
    expect(manifest).toMatchObject({ format: 'prancheta-backup', formatVersion: 1, dialect: t.dialect, appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(Date.parse(manifest.createdAt)).not.toBeNaN();
    const names = manifest.entries.map((e: { name: string }) => e.name);
    expect(names).toContain(t.dialect === 'postgres' ? 'database/postgres.dump' : 'database/prancheta.sqlite');
    expect(names).toEqual(expect.arrayContaining(['keys/secrets.key', 'keys/share-link.key', `library/user-gifs/user_${coach.id}/Meu salto.gif`]));
    const logoRow = await t.db.selectFrom('treinos').select('logo_key').where('id', '=', made.treino).executeTakeFirstOrThrow();
    const logoEntry = manifest.entries.find((e: { name: string }) => e.name === `files/${logoRow.logo_key}`);
    expect(logoEntry).toEqual({ name: `files/${logoRow.logo_key}`, size: made.logo.length, sha256: createHash('sha256').update(made.logo).digest('hex') });
    expect(execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n').at(-1)).toBe('manifest.json');
    // A second run never overwrites an archive.
    const again = await runScript('backup-cli.ts', archive, { dataDir: t.dataDir, databaseUrl: t.config.DATABASE_URL }, sourceEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
  }, 120_000);

  it('restores into an empty data dir and database, and the restored server serves the coach\'s records, files and share link', async () => {
    const res = await runScript('restore-cli.ts', archive, { dataDir: restoredDir, databaseUrl: restoredDb?.url }, restoredEnv);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('archive verified');
    expect(fs.statSync(path.join(restoredDir, 'secrets', 'share-link.key')).mode & 0o777).toBe(0o600);
    // With a bucket, stored files and the library went there, not to the data dir.
    if (onS3) expect([...tree(path.join(restoredDir, 'files')), ...tree(path.join(restoredDir, 'library'))]).toEqual([]);

    const config = loadConfig({}, { DATA_DIR: restoredDir, LOG_LEVEL: 'silent', DATABASE_URL: restoredDb?.url, WEB_DIST: path.join(restoredDir, 'no-web'), ...storageOf(restoredEnv) });
    const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
    await migrate(database.db, database.dialect);
    restored = await buildApp(config, { database });
    await restored.ready();
    const app = restored;
    const auth = bearer(coach.token);

    const list = await app.inject({ method: 'GET', url: '/api/treinos', headers: auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().treinos.map((x: { id: number }) => x.id)).toContain(made.treino);
    const logo = await app.inject({ method: 'GET', url: `/api/treinoimg/${made.treino}`, headers: auth });
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(made.logo)).toBe(true);
    const part = await app.inject({ method: 'GET', url: `/api/formactionimg/${made.video}`, headers: { ...auth, range: 'bytes=20000-20999' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(made.movie.subarray(20000, 21000))).toBe(true);
    const gif = await app.inject({ method: 'GET', url: `/api/user-gifs/download?path=${encodeURIComponent('Meu salto.gif')}`, headers: auth });
    expect(gif.statusCode).toBe(200);
    expect(gif.rawPayload.equals(made.gif)).toBe(true);
    // The starter library came back with its accented folder and file names.
    const starter = await app.inject({ method: 'GET', url: `/api/fitnesgif?path=${encodeURIComponent('Core/Elevação de pernas.gif')}`, headers: auth });
    expect(starter.statusCode).toBe(200);

    const page = await app.inject({ method: 'GET', url: `/s/${made.shareToken}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`src="/s/${made.shareToken}/f/ex-${made.exercise}"`);
    const drawing = await app.inject({ method: 'GET', url: `/s/${made.shareToken}/f/ex-${made.exercise}` });
    expect(drawing.statusCode).toBe(200);
    expect(drawing.rawPayload.equals(made.drawing)).toBe(true);
    // The owner sees the same link address: the share-link key came back too.
    // The secrets key came back: a value sealed before the backup opens.
    expect(open(config, 'backup-probe', made.sealed)).toBe('secret value');
    const links = await app.inject({ method: 'GET', url: `/api/share?kind=treino&record_id=${made.treino}`, headers: auth });
    expect(links.json().links[0].url).toContain(made.shareToken);
  }, 120_000);

  it('refuses a non-empty target and writes nothing', async () => {
    const filled = tree(restoredDir);
    const intoFilled = await runScript('restore-cli.ts', archive, { dataDir: restoredDir, databaseUrl: restoredDb?.url }, restoredEnv);
    expect(intoFilled.code).toBe(1);
    expect(intoFilled.stderr).toContain('is not empty');
    expect(tree(restoredDir)).toEqual(filled);

    const emptyDir = path.join(work, 'empty-data');
    if (restoredDb) {
      // An empty data dir, but the database already holds the restored tables.
      const intoUsedDb = await runScript('restore-cli.ts', archive, { dataDir: emptyDir, databaseUrl: restoredDb.url }, restoredEnv);
      expect(intoUsedDb.code).toBe(1);
      expect(intoUsedDb.stderr).toContain('already holds');
      expect(fs.existsSync(emptyDir)).toBe(false);
    }
  }, 120_000);

  it('says so when PostgreSQL is configured and pg_dump is not installed', async () => {
    const file = path.join(work, 'no-pg-dump.tar.gz');
    // A PATH without the PostgreSQL client tools; the check runs before any connection.
    const res = await runScript('backup-cli.ts', file, { dataDir: t.dataDir, databaseUrl: 'postgres://postgres@127.0.0.1:5432/none' }, { ...sourceEnv, PATH: path.join(work, 'empty-path') });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('pg_dump was not found on PATH');
    expect(fs.existsSync(file)).toBe(false);
  }, 60_000);

  it('refuses a damaged archive before writing anything', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = fs.readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    const target = path.join(work, 'from-damaged');
    const db = testDialect === 'postgres' ? await createPgDatabase() : null;
    try {
      const res = await runScript('restore-cli.ts', damaged, { dataDir: target, databaseUrl: db?.url }, restoredEnv);
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(/damaged|not a readable backup archive/);
      expect(tree(target)).toEqual([]);
    } finally {
      await db?.drop();
    }
  }, 120_000);
});
