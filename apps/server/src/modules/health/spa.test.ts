import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp } from '../../test/helper.ts';

describe('serving the web app', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'prancheta-web-'));
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head><title>P</title></head><body><div id="root"></div></body></html>');
    const routes = [
      { path: '/', scripts: ['/assets/AppLayout-1.js', '/assets/HomePage-1.js'], styles: [] },
      { path: '/treino/:id', scripts: ['/assets/AppLayout-1.js', '/assets/TreinoPage-1.js', '/assets/../../secrets.js', 'https://evil.example/x.js'], styles: ['/assets/touch-1.css', '/assets/x.css"><script>'] },
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
    expect(links).toEqual(['modulepreload /assets/AppLayout-1.js', 'modulepreload /assets/TreinoPage-1.js', 'preload /assets/touch-1.css']);
    expect(treino.body.indexOf('TreinoPage-1.js')).toBeLessThan(treino.body.indexOf('</head>'));
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode, home.body).toBe(200);
    expect(home.body).toContain('href="/assets/HomePage-1.js"');
    expect(home.body).not.toContain('TreinoPage');
    // No route for it (a deeper path, an unknown page): the shell as built.
    for (const url of ['/treino/42/extra', '/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('modulepreload');
    }
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
