import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stamps } from '../../db/index.ts';
import { purgeUser } from '../../lifecycle/purge-user.ts';
import { issueToken } from '../../plugins/auth.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import { canvasPng, draftGz, webm } from '../formations/test-fixtures.ts';
import { mediaRoots } from '../media/roots.ts';
import { seedStarterGifs } from '../media/starter.ts';
import type { User } from '../trainings/test-support.ts';
import { createDrawnExercise, createTraining, postMultipart, textParts, trainingForm } from '../trainings/test-support.ts';
import { createWeek } from '../weeks/test-support.ts';
import { SHARE_ENHANCE_JS } from './page/enhance.ts';
import { SHARE_CSS } from './page/style.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string; numpages: number }>;

const SQUAT = 'Membros inferiores/Agachamento.gif';

describe('share links', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
    await seedStarterGifs(t.db, mediaRoots(t.config).gifs);
  });
  afterAll(async () => t.close());

  const call = (user: User | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { ...(user ? bearer(user.token) : {}), 'x-lang': 'en-us' }, ...(payload ? { payload } : {}) });
  const share = async (user: User, kind: string, recordId: number, expires?: number | null) => {
    const res = await call(user, 'POST', '/api/share', { kind, record_id: recordId, ...(expires !== undefined ? { expires_in_days: expires } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().link as { id: number; url: string; expires_at: string | null; expired: boolean };
  };
  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const visit = (path: string, lang = 'pt-BR,pt;q=0.9', headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': lang, ...headers } });
  const linkCount = async (kind: string, recordId: number) =>
    Number((await t.db.selectFrom('share_links').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', kind as 'treino').where('record_id', '=', recordId).executeTakeFirstOrThrow()).n);

  it('answers 401 without a session, 422 for a bad kind, 402 to create without a subscription', async () => {
    expect((await call(null, 'GET', '/api/share?kind=treino&record_id=1')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/share', { kind: 'treino', record_id: 1 })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', '/api/share/1')).statusCode).toBe(401);
    const bad = await call(owner, 'POST', '/api/share', { kind: 'users', record_id: 1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('kind');
    const badExpiry = await call(owner, 'POST', '/api/share', { kind: 'treino', record_id: 1, expires_in_days: 5 });
    expect(badExpiry.statusCode).toBe(422);
    expect(badExpiry.json().errors.expires_in_days).toEqual(['Choose an expiry from the list']);
    const lapsed = await createUser(t, { active: false });
    expect((await call(lapsed, 'POST', '/api/share', { kind: 'treino', record_id: 1 })).statusCode).toBe(402);
    expect(await t.db.selectFrom('share_links').selectAll().execute()).toEqual([]);
  });

  it('creates, lists and revokes a link; only the owner may, and the raw token is never stored', async () => {
    const treino = await createTraining(t, owner);
    const link = await share(owner, 'treino', treino);
    expect(link.url).toMatch(new RegExp(`^${t.config.publicUrl}/s/[A-Za-z0-9_-]{43}$`));
    expect(link.expires_at).toBeNull();
    const token = tokenOf(link.url);

    const rows = await t.db.selectFrom('share_links').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);

    const list = await call(owner, 'GET', `/api/share?kind=treino&record_id=${treino}`);
    expect(list.json().links).toEqual([expect.objectContaining({ id: link.id, url: link.url, expired: false })]);

    // Another coach: the record and the link do not exist for them.
    expect((await call(other, 'GET', `/api/share?kind=treino&record_id=${treino}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', '/api/share', { kind: 'treino', record_id: treino })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/share/${link.id}`)).statusCode).toBe(404);
    expect((await visit(`/s/${token}`)).statusCode).toBe(200);

    const revoked = await call(owner, 'DELETE', `/api/share/${link.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe('Link revoked');
    expect((await call(owner, 'GET', `/api/share?kind=treino&record_id=${treino}`)).json().links).toEqual([]);
    const gone = await visit(`/s/${token}`, 'es-ES,es;q=0.9');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('text/html');
    expect(gone.body).toContain('Enlace no disponible');
    expect((await visit(`/s/${token}/f/logo`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/share/${link.id}`)).statusCode).toBe(404);
  });

  it('expires: a link past its date is a 404 page and shows as expired to its owner', async () => {
    const treino = await createTraining(t, owner);
    const link = await share(owner, 'treino', treino, 7);
    const days = (Date.parse(link.expires_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect((await visit(`/s/${tokenOf(link.url)}`)).statusCode).toBe(200);
    await t.db.updateTable('share_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', link.id).execute();
    const page = await visit(`/s/${tokenOf(link.url)}`, 'en-US');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Link unavailable');
    expect((await call(owner, 'GET', `/api/share?kind=treino&record_id=${treino}`)).json().links).toEqual([expect.objectContaining({ id: link.id, expired: true })]);
  });

  it('renders a training with its drawings and texts, escaped, with Open Graph tags and nothing of the owner', async () => {
    const hostile = { ...trainingForm, metodologia: 'Jogo "posicional" <script>alert(1)</script>', objetivos: 'Pressão & <b>recuperação</b>' };
    const treino = await createTraining(t, owner, [], hostile);
    const ex = await createDrawnExercise(t, owner, treino);
    await call(owner, 'POST', `/api/rate/${treino}`, { header: 'Boa intensidade', description: '<p onclick="steal()">Ótimo <strong>treino</strong><script>alert(2)</script></p>' });
    const token = tokenOf((await share(owner, 'treino', treino)).url);

    const page = await visit(`/s/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toContain('no-store');
    const body = page.body;
    expect(body).toContain('<html lang="pt-BR">');
    expect(body).toContain('<meta property="og:title" content="Jogo &quot;posicional&quot; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toMatch(/<meta property="og:description" content="Pressão &amp; &lt;b&gt;recuperação&lt;\/b&gt; — Rondo 4x2 com transição">/);
    expect(body).toContain(`<meta property="og:image" content="${t.config.publicUrl}/s/${token}/f/ex-${ex}">`);
    expect(body).toContain(`<meta property="og:url" content="${t.config.publicUrl}/s/${token}">`);
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('onclick');
    expect(body).toContain('Ótimo <strong>treino</strong>');
    expect(body).toContain('Rondo 4x2 com transição');
    expect(body).toContain('Manter a posse; ao recuperar, finalizar em minigol.');
    expect(body).toContain(`src="/s/${token}/f/ex-${ex}"`);
    expect(body).toContain('Exercícios');
    expect(body).not.toContain(owner.email);
    // The visitor's language comes from Accept-Language.
    expect((await visit(`/s/${token}`, 'en-US,en;q=0.8')).body).toContain('Exercises');

    const drawing = await visit(`/s/${token}/f/ex-${ex}`);
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers['content-type']).toBe('image/png');
    expect(drawing.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('serves only the files of the shared record: other records and paths are refused', async () => {
    const shared = await createTraining(t, owner);
    await createDrawnExercise(t, owner, shared);
    const elsewhere = await createTraining(t, owner);
    const foreignEx = await createDrawnExercise(t, owner, elsewhere);
    const token = tokenOf((await share(owner, 'treino', shared)).url);
    for (const name of [`ex-${foreignEx}`, '..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fsecrets%2fshare-link.key', 'ex-0', 'ex-1e3', 'logo', 'media', 'gif-1', 'EX-1']) {
      const res = await visit(`/s/${token}/f/${name}`);
      expect(res.statusCode, `${name} ${res.body.slice(0, 200)}`).toBe(404);
    }
    // Dot segments are resolved by the router before any route: at most the page itself answers, never a file.
    for (const name of ['..', '%2e%2e', '../../api/treinos']) {
      const res = await visit(`/s/${token}/f/${name}`);
      expect(res.headers['content-type'], name).toMatch(/text\/html|application\/json/);
    }
    // A malformed or unknown token never reaches a file either.
    expect((await visit(`/s/${'A'.repeat(43)}/f/ex-${foreignEx}`)).statusCode).toBe(404);
    expect((await visit(`/s/short/f/ex-${foreignEx}`)).statusCode).toBe(404);
  });

  it('shares a video that streams with byte ranges, and a fitness sheet with its gifs', async () => {
    const video = webm(Buffer.from(Array.from({ length: 20_000 }, (_, i) => (i * 7) % 256)));
    const res = await postMultipart(t, owner, '/api/formactions', [
      ...textParts({ type: 'video', clube: 'Clube Azul', professor: 'Ana', categoria: 'Sub-15', data: '2026-04-02', local: 'CT', descricao: 'Saída de bola' }),
      { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() },
      { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: video },
      { name: 'img', filename: 't.png', type: 'image/png', data: await canvasPng() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const videoId = res.json().formacao.id as number;
    // A video is not an image formation.
    expect((await call(owner, 'POST', '/api/share', { kind: 'formation', record_id: videoId })).statusCode).toBe(404);
    const vToken = tokenOf((await share(owner, 'video', videoId)).url);
    const page = await visit(`/s/${vToken}`);
    expect(page.body).toContain(`<video class="media" controls playsinline preload="metadata" src="/s/${vToken}/f/media"`);
    const part = await visit(`/s/${vToken}/f/media`, 'pt-BR', { range: 'bytes=10000-10999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.headers['content-range']).toBe(`bytes 10000-10999/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(10000, 11000))).toBe(true);

    const sheet = await postMultipart(t, owner, '/api/fitnes', textParts({ title: 'Hipertrofia A', teacher: 'Carla', student: 'João', volume: '3x', data: '2026-03-02', objectives: 'Força' }));
    const sheetId = sheet.json().fitnes.id as number;
    const exRes = await postMultipart(t, owner, '/api/fitnesex', textParts({ title: 'Agachamento livre', duration: '10 min', charge: '40 kg', series: '4x10', group: 'Pernas', path: SQUAT, fitnes_id: String(sheetId) }));
    expect(exRes.statusCode, exRes.body).toBe(200);
    const exId = exRes.json().exercice.id as number;
    const fToken = tokenOf((await share(owner, 'fitnes', sheetId)).url);
    const fPage = await visit(`/s/${fToken}`);
    expect(fPage.body).toContain(`src="/s/${fToken}/f/gif-${exId}"`);
    expect(fPage.body).toContain('Agachamento livre');
    expect(fPage.body).toContain(`<meta property="og:image" content="${t.config.publicUrl}/s/${fToken}/f/gif-${exId}">`);
    const gif = await visit(`/s/${fToken}/f/gif-${exId}`);
    expect(gif.statusCode).toBe(200);
    expect(gif.headers['content-type']).toBe('image/gif');
    expect(gif.rawPayload.subarray(0, 3).toString()).toBe('GIF');
    // The video token does not reach the sheet's gif, nor the sheet token the video.
    expect((await visit(`/s/${vToken}/f/gif-${exId}`)).statusCode).toBe(404);
    expect((await visit(`/s/${fToken}/f/media`)).statusCode).toBe(404);
  });

  it('shares a week and a formation; deleting a record removes its links', async () => {
    const week = await createWeek(t, owner);
    const wToken = tokenOf((await share(owner, 'semana', week)).url);
    const wPage = await visit(`/s/${wToken}`);
    expect(wPage.statusCode).toBe(200);
    expect(wPage.body).toContain('Semana de pré-temporada');
    expect(wPage.body).toContain('Força e <em>potência</em>');
    expect(wPage.body).toContain('Segunda-feira');

    const del = await call(owner, 'DELETE', `/api/semana/${week}`);
    expect(del.statusCode).toBe(200);
    expect(await linkCount('semana', week)).toBe(0);
    expect((await visit(`/s/${wToken}`)).statusCode).toBe(404);

    const treino = await createTraining(t, owner);
    await share(owner, 'treino', treino);
    await share(owner, 'treino', treino, 30);
    expect(await linkCount('treino', treino)).toBe(2);
    expect((await call(owner, 'DELETE', `/api/treinos/${treino}`)).statusCode).toBe(200);
    expect(await linkCount('treino', treino)).toBe(0);

    const formation = await t.db
      .insertInto('formactions')
      .values({ user_id: owner.id, type: 'image', clube: 'Clube <Verde>', professor: 'P', categoria: 'C', data: '2026-01-01', local: '', descricao: 'Linha de 4', h_professor: '', h_categoria: '', h_data: '', h_local: '', h_clube: '', h_descricao: '', colors: '{}', category_id: null, img_key: null, file_key: null, logo_key: null, draft_key: null, ...stamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const frToken = tokenOf((await share(owner, 'formation', formation.id)).url);
    const frPage = await visit(`/s/${frToken}`);
    expect(frPage.body).toContain('Clube &lt;Verde&gt;');
    expect((await call(owner, 'DELETE', `/api/formactions/${formation.id}`)).statusCode).toBe(200);
    expect(await linkCount('formation', formation.id)).toBe(0);
  });

  it('prints the QR code and address of the newest live link on the training PDF, and none without one', async () => {
    const treino = await createTraining(t, owner);
    const ex = await createDrawnExercise(t, owner, treino);
    const print = async () => {
      const token = await issueToken(t.db, owner.id, 'print');
      const res = await t.app.inject({ method: 'GET', url: `/api/print/ex?treino=${treino}&exs[]=${ex}&lang=en&token=${token}` });
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    const without = await print();
    expect((await pdfParse(without)).text).not.toContain('/s/');
    const link = await share(owner, 'treino', treino);
    const withQr = await print();
    const text = (await pdfParse(withQr)).text.replace(/\s+/g, '');
    expect(text).toContain(link.url);
    expect(text).toContain('Pointyourcamerahere');
    // More images than without the link: the QR code.
    const images = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []).length;
    expect(images(withQr)).toBeGreaterThan(images(without));
  });

  it('removes a user\'s links with the account (purge contract)', async () => {
    const leaving = await createUser(t, { active: true });
    const treino = await createTraining(t, leaving);
    await share(leaving, 'treino', treino);
    await purgeUser(t.app.ctx, leaving.id);
    expect(await t.db.selectFrom('share_links').selectAll().where('user_id', '=', leaving.id).execute()).toEqual([]);
  });

  it('keeps the page small: its stylesheet and script are far under 80 KB gzip', () => {
    const bytes = gzipSync(Buffer.from(SHARE_CSS + SHARE_ENHANCE_JS)).length;
    expect(bytes).toBeLessThan(80 * 1024);
    expect(bytes).toBeGreaterThan(0);
  });
});

describe('share link lookups are rate-limited per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 429 after 60 page lookups a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i += 1) {
      const token = `${i.toString().padStart(2, '0')}${'x'.repeat(41)}`;
      statuses.push((await t.app.inject({ method: 'GET', url: `/s/${token}` })).statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await t.app.inject({ method: 'GET', url: `/s/${'y'.repeat(43)}`, remoteAddress: '10.0.0.9' })).statusCode).toBe(404);
  });
});

describe('share tokens stay out of the logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => t.close());

  it('logs /s/[redacted] instead of the token, for pages and files', async () => {
    const coach = await createUser(t, { active: true });
    const treino = await createTraining(t, coach);
    const res = await t.app.inject({ method: 'POST', url: '/api/share', payload: { kind: 'treino', record_id: treino }, headers: bearer(coach.token) });
    const url = res.json().link.url as string;
    const token = url.slice(url.lastIndexOf('/') + 1);
    expect((await t.app.inject({ method: 'GET', url: `/s/${token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/s/${token}/f/logo` })).statusCode).toBe(404);
    const logged = lines.join('\n');
    expect(logged).toContain('/s/[redacted]');
    expect(logged).toContain('/s/[redacted]/f/logo');
    expect(logged).not.toContain(token);
  });
});
