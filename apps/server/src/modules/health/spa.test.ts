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
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
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
