import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { activateByApi, newUser, signUpByApi } from './helpers/accounts.ts';
import { horizontalOverflow } from './helpers/layout.ts';
import { replaceFormationDraft } from './helpers/records.ts';
import { auth, shareByApi, signedInCoach, TINY_PNG } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

// Play files: export a formation as a .prancheta file, import it from a file,
// and save a copy from a share link (a visitor signs in first), on a desktop and a 360 px phone.

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, mobile: false },
  { name: 'phone 360', viewport: { width: 360, height: 740 }, mobile: true },
];

interface PlayJson {
  format: string;
  version: number;
  kind: string;
  header: { clube: string };
  scene: { objects: Array<{ type: string; src: string }> };
  images: Array<{ mime: string; data: string }>;
}

/** A formation drawn with two players and one personal image of the coach; answers its id. */
async function drawnFormation(request: APIRequestContext, token: string, clube: string): Promise<number> {
  const image = await request.post('/api/user-images', { headers: auth(token), multipart: { image: { name: 'escudo.png', mimeType: 'image/png', buffer: TINY_PNG } } });
  expect(image.status(), await image.text()).toBe(200);
  const imageId = ((await image.json()) as { image: { id: number } }).image.id;
  const base = { scaleX: 1, scaleY: 1, rotation: 0, visible: true, anim: { frames: {}, start: 1, hide: null } };
  const objects = [
    { ...base, id: 'p1', type: 'player', team: 'AZUL', src: 'jogadores/azul.png', x: 400, y: 480, width: 55, height: 55 },
    { ...base, id: 'p2', type: 'player', team: 'VERMELHA', src: 'jogadores/vermelha.png', x: 880, y: 480, width: 55, height: 55 },
    { ...base, id: 'img', type: 'image', src: `/api/user-images/${imageId}`, imageId, x: 640, y: 200, width: 80, height: 80 },
  ];
  const draft = gzipSync(Buffer.from(JSON.stringify({ sport_id: 1, backgroundImage: 'campos/futebol/full.svg', scene: { version: 1, sport_id: 1, backgroundImage: 'campos/futebol/full.svg', objects, frames: 1 } })));
  const res = await request.post('/api/formactions', {
    headers: auth(token),
    multipart: {
      type: 'image',
      clube,
      professor: 'Ana',
      categoria: 'Sub-15',
      data: '2026-06-02',
      local: 'Campo 2',
      descricao: 'Saída de bola 3-2',
      editable: { name: 'draft.json.gz', mimeType: 'application/gzip', buffer: draft },
      img: { name: 'formacao.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { formacao: { id: number } }).formacao.id;
}

async function formationCount(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/formactions', { headers: auth(token) });
  return ((await res.json()) as { formacoes: unknown[] }).formacoes.length;
}

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/playfiles-${name}.png`, fullPage: true });
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, isMobile: size.mobile, hasTouch: size.mobile });

    test('a coach exports a formation as a play file and imports it back from the file; a bad file is refused', async ({ page, request }, info) => {
      const token = await signedInCoach(page, request, 'play');
      const clube = `Clube Jogada ${size.mobile ? 'P' : 'D'}`;
      const id = await drawnFormation(request, token, clube);
      await page.goto('/formacoes');

      // Export: the card's download menu offers the play file.
      await page.getByTestId(`formation-download-${id}`).click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`formation-download-playfile-${id}`).click()]);
      expect(download.suggestedFilename()).toMatch(/^clube-jogada-[dp]-\d+\.prancheta$/);
      // The browser may save it without a word: the page says it was downloaded.
      await expect(page.getByText('Arquivo de jogada baixado')).toBeVisible();
      const file = info.outputPath('export.prancheta');
      await download.saveAs(file);
      const text = fs.readFileSync(file, 'utf8');
      const play = JSON.parse(text) as PlayJson;
      expect(play).toMatchObject({ format: 'prancheta-play', version: 1, kind: 'image', header: { clube } });
      expect(play.images).toEqual([{ mime: 'image/png', data: TINY_PNG.toString('base64') }]);
      expect(play.scene.objects.find((o) => o.type === 'image')?.src).toBe('playfile-image:0');
      expect(text).not.toContain('@example.com');
      expect(text).not.toContain('/api/');

      // A damaged file is refused in the user's language and nothing is stored.
      const before = await formationCount(request, token);
      await page.getByTestId('playfile-import').click();
      const dialog = page.getByTestId('playfile-import-dialog');
      await expect(dialog.getByText('Escolha um arquivo .prancheta')).toBeVisible();
      await dialog.getByTestId('playfile-input').setInputFiles({ name: 'quebrado.prancheta', mimeType: 'application/octet-stream', buffer: Buffer.from(text.slice(0, 200)) });
      await expect(dialog.getByTestId('playfile-error')).toHaveText('O arquivo de jogada está corrompido (não é um JSON válido)');
      expect(await formationCount(request, token)).toBe(before);
      if (size.mobile) expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, `${size.name}-import-refused`);

      // The exported file imports as a new formation, opened in the editor.
      await dialog.getByTestId('playfile-input').setInputFiles(file);
      await expect(page).toHaveURL(/\/edit\/\d+\?type=formaction$/);
      const newId = Number(/\/edit\/(\d+)/.exec(page.url())![1]);
      expect(newId).not.toBe(id);
      // The editor is a large lazy chunk: on a loaded machine it paints slowly.
      await expect(page.getByTestId('editor-save')).toBeVisible({ timeout: 60_000 });
      expect(await formationCount(request, token)).toBe(before + 1);

      // On the list it waits for its first save to get a picture.
      await page.goto('/formacoes');
      await expect(page.getByTestId(`formation-no-picture-${newId}`)).toHaveText('Sem imagem ainda: abra no editor e salve');
      await expect(page.getByTestId(`formation-${newId}`)).toContainText(clube);
      if (size.mobile) expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, `${size.name}-list`);
    });

    /** Signs a new coach in, opens the import dialog on /formacoes and uploads `file`; answers the coach's token. */
    async function importRefused(page: Page, request: APIRequestContext, file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
      const token = await signedInCoach(page, request, 'playbad');
      await page.goto('/formacoes');
      await page.getByTestId('playfile-import').click();
      const dialog = page.getByTestId('playfile-import-dialog');
      await dialog.getByTestId('playfile-input').setInputFiles(file);
      await expect(dialog.getByTestId('playfile-error')).toHaveText('Este arquivo não é um arquivo de jogada do Prancheta (.prancheta)');
      await expect(page).toHaveURL(/\/formacoes$/);
      expect(await formationCount(request, token)).toBe(0);
      return token;
    }

    test('a JSON that is not a play is refused with the play-file message and creates nothing', async ({ page, request }) => {
      // Any JSON with an `objects` list reads like an old drawing, but names no sport: not a play.
      await importRefused(page, request, { name: 'outro.prancheta', mimeType: 'application/json', buffer: Buffer.from('{"hello":"world","objects":[]}') });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('formations-empty-new')).toBeVisible();
    });

    test('an empty file is refused with the play-file message', async ({ page, request }) => {
      await importRefused(page, request, { name: 'vazio.prancheta', mimeType: 'application/octet-stream', buffer: Buffer.alloc(0) });
      await shot(page, `${size.name}-import-empty`);
    });

    test('a formation stored without a sport opens to a message and back to the list, not a crash', async ({ page, request }) => {
      const token = await signedInCoach(page, request, 'playnosport');
      const id = await drawnFormation(request, token, 'Clube Sem Esporte');
      const sportless = { backgroundImage: '', scene: { version: 1, backgroundImage: '', objects: [], frames: 1 } };
      replaceFormationDraft(id, gzipSync(Buffer.from(JSON.stringify({ sport_id: null, ...sportless, scene: { ...sportless.scene, sport_id: null } }))));
      const crashes: string[] = [];
      page.on('pageerror', (err) => crashes.push(err.message));
      await page.goto(`/edit/${id}?type=formaction`);
      await expect(page.getByText('A formação precisa de um esporte válido')).toBeVisible({ timeout: 60_000 });
      await expect(page).toHaveURL(/\/formacoes$/);
      await expect(page.getByTestId(`formation-${id}`)).toContainText('Clube Sem Esporte');
      expect(crashes).toEqual([]);
    });

    test('a visitor saves a copy of a shared formation to their own formations after signing in', async ({ page, request, browser }) => {
      const ownerToken = await signedInCoach(page, request, 'playown');
      const id = await drawnFormation(request, ownerToken, 'Clube Compartilhado');
      const url = await shareByApi(request, ownerToken, 'formation', id);
      const visitorUser = newUser('playcopy');
      const visitorToken = await signUpByApi(request, visitorUser);
      await activateByApi(request, visitorToken);

      const visitor = await newVisitor(browser, size);
      await visitor.goto(url);
      const save = visitor.getByTestId('share-save-copy');
      await expect(save).toHaveText('Salvar uma cópia nas minhas formações');
      await shot(visitor, `${size.name}-share-page`);
      await save.click();

      // Not signed in: the login screen first, then back to the copy.
      await expect(visitor).toHaveURL(/\/login$/);
      await visitor.getByLabel(/^E-mail/).fill(visitorUser.email);
      await visitor.getByLabel(/^Senha/).fill(visitorUser.password);
      await visitor.getByRole('button', { name: 'Entrar' }).click();
      await expect(visitor).toHaveURL(/\/copiar\/[A-Za-z0-9_-]+$/);
      if (size.mobile) expect(await horizontalOverflow(visitor)).toBe(0);
      await shot(visitor, `${size.name}-copy-page`);
      expect(await formationCount(request, visitorToken)).toBe(0);
      await visitor.getByTestId('playfile-copy').click();
      await expect(visitor).toHaveURL(/\/edit\/\d+\?type=formaction$/);
      await expect(visitor.getByTestId('editor-save')).toBeVisible({ timeout: 60_000 });

      const mine = (await (await request.get('/api/formactions', { headers: auth(visitorToken) })).json()) as { formacoes: Array<{ id: number; clube: string }> };
      expect(mine.formacoes.map((f) => f.clube)).toEqual(['Clube Compartilhado']);
      // The owner still has exactly their own.
      expect(await formationCount(request, ownerToken)).toBe(1);
      await visitor.context().close();
    });
  });
}

/** A fresh browser context (no session) of the given size, in Portuguese. */
async function newVisitor(browser: Browser, size: (typeof SIZES)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport: size.viewport, isMobile: size.mobile, hasTouch: size.mobile, locale: 'pt-BR' });
  return context.newPage();
}
