import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, LIMITS, TEAM_COLOURS, sportAnswer, sportsAnswer, translate } from '@prancheta/shared';
import { itemName } from '@prancheta/shared/item-names.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import { manifest } from '../../../scripts/assets/manifest.ts';
import { CATALOGUE, catalogueFiles } from './catalogue.ts';
import { ELEMENTS_ROOT } from './elements.ts';

describe('sports', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await createUser(t, { active: true })).token;
  });
  afterAll(async () => t.close());

  it('refuses 401 without a token', async () => {
    for (const url of ['/api/sports', '/api/sports/1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-lang': 'pt-br' } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Sessão expirada, entre novamente');
    }
  });

  it('refuses 402 when the subscription is inactive', async () => {
    const inactive = await createUser(t, { active: false });
    for (const url of ['/api/sports', '/api/sports/1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(inactive.token) });
      expect(res.statusCode).toBe(402);
    }
  });

  it('lists the five sports with stable ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sports', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = sportsAnswer.strict().parse(res.json());
    expect(body.sports.map((s) => [s.id, s.slug])).toEqual([
      [1, 'futebol'],
      [2, 'futsal'],
      [3, 'basquete'],
      [4, 'handebol'],
      [5, 'volei'],
    ]);
    expect(body.sports.find((s) => s.id === 5)?.name).toBe('Vôlei');
    expect(JSON.stringify(body)).not.toContain('files');
  });

  it('names every catalogue item in the three languages (no file names, no missing key)', () => {
    const items = [...new Set(CATALOGUE.flatMap((s) => s.files.items))];
    for (const lang of LANGUAGES) {
      for (const path of items) {
        const name = itemName(path, (key, params) => translate(lang, key, params));
        expect(name, `${lang} ${path}`).not.toMatch(/editor\.|item-colours|\{\{|-/);
      }
    }
    expect(itemName('items/cone-laranja.svg', (k, p) => translate('en-us', k, p))).toBe('Orange cone');
    expect(itemName('items/ball-futebol.svg', (k, p) => translate('pt-br', k, p))).toBe('Bola');
    expect(itemName('items/mannequin.svg', (k, p) => translate('es-es', k, p))).toBe('Maniquí');
  });

  it("names the sports in the request's language", async () => {
    const names = async (lang: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/sports', headers: { ...bearer(token), 'x-lang': lang } });
      return (res.json() as { sports: Array<{ name: string }> }).sports.map((s) => s.name);
    };
    expect(await names('en-us')).toEqual(['Soccer', 'Futsal', 'Basketball', 'Handball', 'Volleyball']);
    expect(await names('es-es')).toEqual(['Fútbol', 'Fútbol sala', 'Baloncesto', 'Balonmano', 'Voleibol']);
    const one = await t.app.inject({ method: 'GET', url: '/api/sports/1', headers: { ...bearer(token), 'x-lang': 'en-us' } });
    expect(one.json().sport.name).toBe('Soccer');
  });

  it('answers each sport with its files per the shared schema', async () => {
    for (const id of [1, 2, 3, 4, 5]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/sports/${id}`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      const { sport } = sportAnswer.parse(res.json());
      expect(sport.id).toBe(id);
      expect(sport.files.campos.length).toBeGreaterThanOrEqual(3);
      for (const colour of TEAM_COLOURS) expect(sport.files.jogadores[colour].length).toBeGreaterThanOrEqual(4);
      expect(sport.files.items.length).toBeGreaterThanOrEqual(10);
      expect(sport.files.shirts).toHaveLength(5);
    }
    const football = sportAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/sports/1', headers: bearer(token) })).json()).sport;
    expect(football.files.goleiros.length).toBeGreaterThanOrEqual(2);
    expect(football.files.items).toContain('items/ball-futebol.svg');
    expect(football.files.campos[0]).toBe('campos/futebol/full.svg');
  });

  it('answers 404 with the translated message for unknown sports', async () => {
    for (const id of ['0', '6', '999999', 'abc', '1.5', '-1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/sports/${id}`, headers: { ...bearer(token), 'x-lang': 'pt-br' } });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Esporte não encontrado' });
    }
    const en = await t.app.inject({ method: 'GET', url: '/api/sports/42', headers: { ...bearer(token), 'x-lang': 'en-us' } });
    expect(en.json()).toEqual({ message: 'Sport not found' });
  });

  it('has every catalogue path on disk and serves it with its content type and cache headers', async () => {
    const files = catalogueFiles();
    expect(files.length).toBeGreaterThan(60);
    for (const rel of files) {
      expect(fs.statSync(path.join(ELEMENTS_ROOT, rel)).isFile(), rel).toBe(true);
      const res = await t.app.inject({ method: 'GET', url: `/api/elements?path=${encodeURIComponent(rel)}` });
      expect(res.statusCode, rel).toBe(200);
      expect(res.headers['content-type']).toBe(rel.endsWith('.png') ? 'image/png' : 'image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toBeTruthy();
      expect(res.rawPayload.length).toBe(fs.statSync(path.join(ELEMENTS_ROOT, rel)).size);
    }
  });

  it('serves the 19 board icons as 128x128 PNG with transparency', async () => {
    for (let i = 1; i <= LIMITS.board.icons; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: `/api/elements?path=board/icons/${i}.png` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height, meta.hasAlpha]).toEqual([128, 128, true]);
    }
  });

  it('answers 304 when the ETag matches', async () => {
    const url = '/api/elements?path=campos/futebol/full.svg';
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses traversal, absolute, encoded, backslash, NUL, hidden, directory and unknown-type paths', async () => {
    const secret = path.join(path.dirname(ELEMENTS_ROOT), 'not-served.svg');
    const attempts = [
      '../not-served.svg',
      '../../package.json',
      '../../src/app.ts',
      'campos/../../not-served.svg',
      'campos/futebol/../../../package.json',
      '/etc/passwd',
      '//etc/passwd',
      secret,
      '%2e%2e%2fnot-served.svg',
      '%2e%2e/%2e%2e/package.json',
      '..%2f..%2fpackage.json',
      '..\\..\\package.json',
      'campos\\futebol\\full.svg',
      'campos/futebol/full.svg\0.png',
      'C:/Windows/win.ini',
      'campos',
      'campos/futebol',
      'campos/futebol/',
      './campos/futebol/full.svg',
      '.hidden.svg',
      'campos/futebol/full.svg/',
      'campos/futebol/nope.svg',
      'campos/futebol/full.txt',
      '',
    ];
    for (const p of attempts) {
      const res = await t.app.inject({ method: 'GET', url: `/api/elements?path=${encodeURIComponent(p)}` });
      expect([400, 404, 422], JSON.stringify(p)).toContain(res.statusCode);
      expect(res.headers['content-type'] ?? '', p).toContain('application/json');
    }
    // Raw (not re-encoded) traversal in the query string as a browser could send it.
    for (const raw of ['../../package.json', '%2e%2e%2f%2e%2e%2fpackage.json', '..%5c..%5cpackage.json', 'campos/futebol/full.svg%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/elements?path=${raw}` });
      expect([400, 404, 422], raw).toContain(res.statusCode);
    }
  });

  it('generates well-formed, deterministic artwork matching the committed files', async () => {
    const files = manifest();
    const paths = files.map((f) => f.path);
    for (const p of catalogueFiles()) expect(paths, p).toContain(p);
    for (const file of files) {
      const svg = file.svg();
      expect(file.svg(), file.path).toBe(svg);
      if (file.path.endsWith('.svg')) {
        expect(fs.readFileSync(path.join(ELEMENTS_ROOT, file.path), 'utf8'), `${file.path} is stale: run npm run assets`).toBe(svg);
      }
      const meta = await sharp(Buffer.from(svg)).metadata();
      if (file.path.startsWith('campos/')) expect([meta.width, meta.height], file.path).toEqual([LIMITS.canvas.width, LIMITS.canvas.height]);
      if (file.path.startsWith('jogadores/') || file.path.startsWith('goleiros/')) expect(meta.width, file.path).toBe(meta.height);
      expect(meta.width).toBeGreaterThan(0);
    }
  });

  it('renders a field to a real picture (not blank)', async () => {
    const png = await sharp(path.join(ELEMENTS_ROOT, CATALOGUE[0]!.files.campos[0]!)).png().toBuffer();
    const stats = await sharp(png).stats();
    // Green grass dominates the football pitch.
    expect(stats.channels[1]!.mean).toBeGreaterThan(stats.channels[0]!.mean);
    expect(stats.channels[1]!.stdev).toBeGreaterThan(5);
  });
});
