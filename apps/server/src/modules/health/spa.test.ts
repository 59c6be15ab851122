import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp } from '../../test/helper.ts';
import { sportById } from '../sports/catalogue.ts';

describe('serving the web app', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'prancheta-web-'));
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html lang="pt-BR"><head><title>P</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-1.js"><link rel="preload" as="style" crossorigin href="/assets/app-1.css" data-app-style></head><body><div id="root"></div></body></html>',
    );
    const routes = [
      { path: '/', scripts: ['/assets/AppLayout-1.js', '/assets/HomePage-1.js'], styles: [] },
      { path: '/login', scripts: ['/assets/LoginPage-1.js'], styles: [] },
      { path: '/atletas', scripts: ['/assets/AppLayout-1.js', '/assets/AthletesPage-1.js'], styles: [] },
      {
        path: '/treino/:id',
        scripts: ['/assets/AppLayout-1.js', '/assets/TreinoPage-1.js', '/assets/../../secrets.js', 'https://evil.example/x.js'],
        styles: ['/assets/touch-1.css', '/assets/x.css"><script>'],
      },
    ];
    fs.writeFileSync(path.join(web, 'route-preloads.json'), JSON.stringify({ routes }));
    fs.writeFileSync(path.join(web, 'assets', 'index-a1.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST: web });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it('answers the app shell for client routes and serves built files', async () => {
    const route = await t.app.inject({ method: 'GET', url: '/treinos' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toContain('text/html');
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-a1.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
  });

  it("links the files of the address's page from the shell, and only built asset names", async () => {
    const treino = await t.app.inject({ method: 'GET', url: '/treino/42?tab=1' });
    expect(treino.statusCode).toBe(200);
    expect(treino.headers['cache-control']).toBe('no-cache');
    const links = [...treino.body.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(links).toEqual(['modulepreload /assets/vendor-1.js', 'modulepreload /assets/AppLayout-1.js', 'modulepreload /assets/TreinoPage-1.js', 'preload /assets/touch-1.css']);
    expect(treino.body.indexOf('TreinoPage-1.js')).toBeLessThan(treino.body.indexOf('</head>'));
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode, home.body).toBe(200);
    expect(home.body).toContain('href="/assets/HomePage-1.js"');
    expect(home.body).not.toContain('TreinoPage');
    // No route for it (a deeper path, an unknown page): the shell as built.
    for (const url of ['/treino/42/extra', '/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('AppLayout-1.js');
    }
  });

  it("puts the screen the build drew ahead for the address in the lang cookie's language inside #root", async () => {
    const file = path.join(web, 'prerender.json');
    // Written with a given modification time: the server reads the file again only when it changed.
    const write = (text: string, second: number) => {
      fs.writeFileSync(file, text);
      fs.utimesSync(file, second, second);
    };
    write(
      JSON.stringify({
        screens: {
          '/login': { 'pt-br': '<form>Entrar</form>', 'en-us': '<form>Log in $& $1</form>' },
          '/atletas': { 'pt-br': '<main>Alunos</main>' },
          '/atletas/:id/avaliacoes': { 'pt-br': '<main>Avaliações</main>' },
          '/fitnes/:id': { 'pt-br': '<main><h2>Editar ficha #918273645546372</h2><form data-id="918273645546372"></form></main>' },
        },
        signedIn: ['/atletas', '/atletas/:id/avaliacoes', '/fitnes/:id'],
        recordId: '918273645546372',
      }),
      1_000_000,
    );
    const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

    const pt = await get('/login');
    expect(pt.statusCode).toBe(200);
    expect(pt.headers['cache-control']).toBe('no-cache');
    expect(pt.body).toContain('<div id="root"><form>Entrar</form></div><div id="drawn-end" hidden></div>');
    // The first paint waits for the whole screen, not a half the parser has reached.
    expect(pt.body).toContain('<link rel="expect" href="#drawn-end" blocking="render">\n  </head>');
    // The screen is drawn by the app's stylesheet: loaded before the first paint, not only preloaded.
    expect(pt.body).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css" data-app-style>');
    expect(pt.body).toContain('<html lang="pt-br" data-mantine-color-scheme="light">');
    // The scripts are held back until the screen has painted, then started by the one inline
    // script, which the page's content security policy allows by its hash.
    expect(pt.body).toContain('<script type="text/plain" data-after-paint="module" crossorigin src="/assets/index-1.js"></script>');
    expect(pt.body).toContain('<link data-after-paint="modulepreload" crossorigin href="/assets/vendor-1.js">');
    expect(pt.body).not.toContain('<script type="module"');
    const inline = [...pt.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${crypto.createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(String(pt.headers['content-security-policy'])).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$)`));

    // The cookie the app writes beside its stored language; `$&` in a screen is text, not a pattern.
    const en = await get('/login?next=1', 'theme=dark; lang=en-us');
    expect(en.body).toContain('<div id="root"><form>Log in $& $1</form></div>');
    expect(en.body).toContain('<html lang="en-us"');
    // A cookie that names no language: the app's default, pt-br.
    expect((await get('/login', 'lang=../../etc')).body).toContain('<form>Entrar</form>');

    // A page that needs a session: drawn when the browser says it holds one (the `signed` cookie,
    // never the token), else the sign-in screen, where the app goes without a session.
    const roster = await get('/atletas', 'lang=pt-br; signed=1');
    expect(roster.body).toContain('<div id="root"><main>Alunos</main></div>');
    expect(roster.headers.vary).toMatch(/cookie/i);
    expect(roster.body).toContain('href="/assets/AthletesPage-1.js"');
    expect(roster.body).not.toContain('LoginPage-1.js');
    for (const cookie of [undefined, 'signed=0', 'signed=1x', 'lang=pt-br']) {
      const signedOut = await get('/atletas', cookie);
      expect(signedOut.body, cookie).toContain('<div id="root"><form>Entrar</form></div>');
      // The files asked for ahead are those of the screen shown: the sign-in page's.
      expect(signedOut.body, cookie).toContain('<link data-after-paint="modulepreload" fetchpriority="low" crossorigin href="/assets/LoginPage-1.js">');
      expect(signedOut.body, cookie).not.toContain('AthletesPage-1.js');
    }

    // A screen drawn for a route with a parameter: sent for every address it matches, with a session.
    for (const url of ['/atletas/7/avaliacoes', '/atletas/123/avaliacoes?tab=1']) {
      expect((await get(url, 'signed=1')).body, url).toContain('<div id="root"><main>Avaliações</main></div>');
      expect((await get(url)).body, url).toContain('<div id="root"><form>Entrar</form></div>');
    }

    // A record's page drawn with the build's record id: the address's own id in its place, every time.
    const sheet = await get('/fitnes/42', 'signed=1');
    expect(sheet.body).toContain('<div id="root"><main><h2>Editar ficha #42</h2><form data-id="42"></form></main></div>');
    expect(sheet.body).not.toContain('918273645546372');
    expect((await get('/fitnes/42/', 'signed=1')).body).toContain('<h2>Editar ficha #42</h2>');
    expect((await get('/fitnes/42')).body).toContain('<div id="root"><form>Entrar</form></div>');

    // No screen in that language, for that address, or a name of Object's own; a record's page whose
    // id is not a number (text in the page would come from the address): the shell as built.
    for (const [url, cookie] of [
      ['/login', 'lang=es-es'],
      ['/treinos', 'signed=1'],
      ['/atletas', 'lang=en-us; signed=1'],
      ['/atletas/7/avaliacoes/nova', 'signed=1'],
      ['/atletas/7', 'signed=1'],
      ['/fitnes/0', 'signed=1'],
      ['/fitnes/abc', 'signed=1'],
      ['/fitnes/%3Cscript%3E', 'signed=1'],
      ['/fitnes/1234567890123456', 'signed=1'],
      ['/fitnes/-1', 'signed=1'],
      ['/login/extra'],
      ['/__proto__'],
      ['/constructor'],
      ['/hasOwnProperty'],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<link rel="preload" as="style" crossorigin href="/assets/app-1.css" data-app-style>');
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(res.body, url).not.toContain('<script>');
    }

    // A damaged file (a build cut short): the shell as built, read again once it changed.
    write('{"screens": ', 1_000_100);
    expect((await get('/login')).body).toContain('<div id="root"></div>');
    write(JSON.stringify({ screens: { '/login': { 'pt-br': '<form>Entrar de novo</form>' } } }), 1_000_200);
    expect((await get('/login')).body).toContain('<form>Entrar de novo</form>');
    fs.rmSync(file);
    expect((await get('/login')).body).toContain('<div id="root"></div>');
  });

  it('draws the board with the field its address names, and not where it names none', async () => {
    const file = path.join(web, 'prerender.json');
    const placeholder = '/api/elements?path=drawn-board-field';
    fs.writeFileSync(
      file,
      JSON.stringify({
        screens: { '/login': { 'pt-br': '<form>Entrar</form>' }, '/board': { 'pt-br': `<div class="board"><img src="${placeholder}" alt=""></div>` } },
        signedIn: ['/board'],
        field: placeholder,
      }),
    );
    fs.utimesSync(file, 1_500_000, 1_500_000);
    const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const fields = sportById(1)!.files.campos;
    expect(fields.length).toBeGreaterThan(1);
    const drawn = (field: string) => `<div id="root"><div class="board"><img src="/api/elements?path=${encodeURIComponent(field)}" alt=""></div></div>`;

    expect((await get('/board?esporte=1&camp=1&board=1', 'signed=1')).body).toContain(drawn(fields[1]!));
    // The board's own fallback for a field the sport does not have: its first.
    for (const camp of ['99', '-3', 'x', '']) expect((await get(`/board?esporte=1&camp=${camp}`, 'signed=1')).body, camp).toContain(drawn(fields[0]!));
    // Without a session: the sign-in screen, where the app goes.
    expect((await get('/board?esporte=1&camp=1')).body).toContain('<div id="root"><form>Entrar</form></div>');
    // A board over a formation (the coach's own picture), an unknown sport, a sport that is not a
    // number: no drawn board, so never a field the app will not show.
    for (const query of ['formation=5', 'formation=5&esporte=1', 'esporte=999999', 'esporte=abc', 'esporte=%3Cscript%3E', 'esporte=1e3', '']) {
      const res = await get(`/board?${query}`, 'signed=1');
      expect(res.body, query).toContain('<div id="root"></div>');
      expect(res.body, query).not.toContain('drawn-board-field');
    }
    fs.rmSync(file);
  });

  it("sends a first visit to a sign-in screen the sign-in pages' own script, with the app's held back and not started", async () => {
    const file = path.join(web, 'prerender.json');
    const write = (value: unknown, second: number) => {
      fs.writeFileSync(file, JSON.stringify(value));
      fs.utimesSync(file, second, second);
    };
    const screens = {
      '/login': { 'pt-br': '<form>Entrar</form>', 'en-us': '<form>Log in</form>' },
      '/signup': { 'pt-br': '<form>Criar conta</form>' },
      '/atletas': { 'pt-br': '<main>Alunos</main>' },
    };
    write(
      {
        screens,
        signedIn: ['/atletas'],
        signIn: {
          script: '/assets/sign-in-1.js',
          text: { 'pt-br': { required: 'Campo obrigatório', internal: '</script><script>alert(1)</script>' }, 'en-us': { required: 'Required field' } },
        },
      },
      2_000_000,
    );
    const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

    const first = await get('/login');
    expect(first.body).toContain('<div id="root"><form>Entrar</form></div>');
    expect(first.body).toContain('<script type="module" src="/assets/sign-in-1.js"></script>');
    // The app's scripts and preloads are in the page, held back, and nothing starts them but that script.
    expect(first.body).toContain('<script type="text/plain" data-after-paint="module" crossorigin src="/assets/index-1.js"></script>');
    expect(first.body).toContain('<link data-after-paint="modulepreload" fetchpriority="low" crossorigin href="/assets/LoginPage-1.js">');
    expect([...first.body.matchAll(/<script>/g)]).toHaveLength(0);
    expect([...first.body.matchAll(/<script type="module"/g)]).toHaveLength(1);
    // Its messages in the page's language, as JSON no text can break out of.
    const text = /<script type="application\/json" id="sign-in-text">([^<]*)<\/script>/.exec(first.body)?.[1];
    expect(JSON.parse(text!)).toEqual({ required: 'Campo obrigatório', internal: '</script><script>alert(1)</script>' });
    expect(first.body).not.toContain('<script>alert(1)');
    const en = await get('/login', 'lang=en-us');
    expect(en.body).toContain('<form>Log in</form>');
    expect(en.body).toContain('{"required":"Required field"}');

    // The other sign-in screens at their own address, too.
    const signup = await get('/signup');
    expect(signup.body).toContain('<div id="root"><form>Criar conta</form></div>');
    expect(signup.body).toContain('<script type="module" src="/assets/sign-in-1.js"></script>');
    // With a session, and a signed-out visit to another address (the sign-in screen shown there, the app's route): the app as before.
    for (const [url, cookie] of [
      ['/login', 'signed=1'],
      ['/signup', 'signed=1'],
      ['/atletas', undefined],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.body, url).not.toContain('sign-in-1.js');
      expect(res.body, url).toContain('<script>(function(){');
    }

    // A script name that is not a built file: the sign-in page is sent with the app, as before.
    write({ screens, signedIn: [], signIn: { script: 'https://evil.example/x.js', text: {} } }, 2_000_100);
    const refused = await get('/login');
    expect(refused.body).not.toContain('evil.example');
    expect(refused.body).toContain('<script>(function(){');
    fs.rmSync(file);
  });

  it('serves files of a new build without a restart', async () => {
    fs.writeFileSync(path.join(web, 'assets', 'index-b2.js'), 'console.log(2)');
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-b2.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('keeps a missing asset or API path a 404, not the HTML shell', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(asset.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
