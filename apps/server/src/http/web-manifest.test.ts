import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/helper.ts';
import { createTestApp } from '../test/helper.ts';

describe('web app manifest', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    // A built app whose SPA fallback would answer the shell for any unknown path.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'prancheta-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers the manifest (not the HTML shell) with its content type, in pt-br by default', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({ lang: 'pt-BR', short_name: 'Prancheta', display: 'standalone', start_url: '/?source=pwa', scope: '/', theme_color: '#1b7a3e' });
    expect(manifest.name).toBe('Prancheta — planejamento de treinos');
    expect(manifest.icons.filter((i: { purpose: string }) => i.purpose === 'maskable')).toHaveLength(1);
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/select-board', '/treinos', '/fitnes']);
  });

  it('follows ?lang= first, then Accept-Language; an unknown language gets pt-br', async () => {
    expect((await get('/manifest.webmanifest?lang=es-es', { 'accept-language': 'en' })).json()).toMatchObject({ lang: 'es', name: 'Prancheta — planificación de entrenamientos' });
    expect((await get('/manifest.webmanifest', { 'accept-language': 'en-GB,en;q=0.8' })).json()).toMatchObject({ lang: 'en', short_name: 'Prancheta' });
    const en = (await get('/manifest.webmanifest?lang=en-us')).json();
    expect(en.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Tactical board', 'Trainings', 'Fitness sheets']);
    expect((await get('/manifest.webmanifest?lang=de')).json()).toMatchObject({ lang: 'pt-BR' });
  });
});
