// Lighthouse (mobile emulation, simulated slow 4G and a 4x slower CPU: its defaults) against the
// built app served by the real server: /login on a cold cache, then a signed-in coach's home,
// trainings list, a training, the tactical board and a fitness sheet, each on a cold cache. Prints
// each category's score (performance, accessibility, best practices, SEO), the main timings and
// the bytes transferred.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import { navigation } from 'lighthouse';
import type { Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, SYSTEM_CHROMIUM } from '../e2e/helpers/browser.ts';
import { json, startServer } from './browser.ts';
import type { BenchModule, BenchRow } from './types.ts';

/** The targets the README states: first load of /login and Lighthouse mobile scores. */
const TARGETS = { loginKiB: 350, performance: 85, accessibility: 95, bestPractices: 95 };

const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));
const ms = (lhr: Result, audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? NaN);

/** Signs up a coach and pays a plan through the sandbox checkout; returns the session token. */
async function payingCoach(url: string): Promise<string> {
  const stamp = Date.now().toString(36);
  const user = { name: 'Treinadora Bench', email: `coach-${stamp}@bench.local`, password: `Senha-${stamp}`, phone: `11${String(Date.now() % 1_000_000_000).padStart(9, '0')}` };
  const post = { method: 'POST', headers: { 'content-type': 'application/json' } };
  const { auth_token: token } = await json<{ auth_token: string }>(await fetch(`${url}/api/auth/signup`, { ...post, body: JSON.stringify(user) }));
  const headers = { authorization: `Bearer ${token}` };
  const { plans } = await json<{ plans: Array<{ id: number }> }>(await fetch(`${url}/api/plans`, { headers }));
  if (!plans[0]) throw new Error('no plan to subscribe to');
  const { url: checkout } = await json<{ url: string }>(await fetch(`${url}/api/user/pay?plan_id=${plans[0].id}`, { headers }));
  const approve = await fetch(checkout, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }), redirect: 'manual' });
  if (approve.status !== 303) throw new Error(`sandbox checkout answered ${approve.status}`);
  return token;
}

/** A training with one exercise and a fitness sheet of the coach (the pages a coach opens at the pitch). */
async function coachRecords(url: string, token: string): Promise<{ treinoId: number; sheetId: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return body;
  };
  const training = form({ clube: 'Clube Bench', esporte_id: '1', professor: 'Rita', categoria: 'Sub-13', metodologia: 'Jogos reduzidos', data: '2026-06-02', objetivos: 'Posse de bola' });
  const { treino } = await json<{ treino: { id: number } }>(await fetch(`${url}/api/treinos`, { method: 'POST', headers, body: training }));
  const exercise = form({ treino_id: String(treino.id), type: 'text', titulo: 'Rondo 4x2', duracao: '10 min', blocos_de_duracao: '2x5', dimensao: '30x20', relacao_numerica: '4x2', descricao: 'Posse com dois coringas' });
  await json(await fetch(`${url}/api/exercicios`, { method: 'POST', headers, body: exercise }));
  const sheet = form({ title: 'Força', teacher: 'Carla', student: 'João', volume: '3x por semana', data: '2026-03-02', objectives: 'Força e resistência' });
  const { fitnes } = await json<{ fitnes: { id: number } }>(await fetch(`${url}/api/fitnes`, { method: 'POST', headers, body: sheet }));
  const squat = form({ fitnes_id: String(fitnes.id), title: 'Agachamento livre', path: 'Membros inferiores/Agachamento.gif', duration: '10 min', charge: '20 kg', series: '3x12', group: 'Pernas' });
  await json(await fetch(`${url}/api/fitnesex`, { method: 'POST', headers, body: squat }));
  return { treinoId: treino.id, sheetId: fitnes.id };
}

async function audit(page: Page, url: string, label: string, slug: string): Promise<BenchRow> {
  // A cold cache for every page: what a phone opening the link for the first time downloads.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  // Storage stays (the signed-in session lives in this tab's sessionStorage).
  const runner = await navigation(page, url, { flags: { disableStorageReset: true, logLevel: 'error' } });
  const lhr = runner?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const finalUrl = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalUrl !== new URL(url).pathname) throw new Error(`${url} ended on ${finalUrl}`);
  // The whole report beside the summary, to see what costs (opportunities, diagnostics, the trace's requests).
  const results = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  fs.mkdirSync(results, { recursive: true });
  fs.writeFileSync(path.join(results, `lighthouse-${slug}.lhr.json`), JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  return {
    page: label,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'FCP ms': ms(lhr, 'first-contentful-paint'),
    'LCP ms': ms(lhr, 'largest-contentful-paint'),
    'TBT ms': ms(lhr, 'total-blocking-time'),
    CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    'transferred KiB': kib(lhr.audits['total-byte-weight']?.numericValue ?? NaN),
  };
}

export const lighthouseBench: BenchModule = {
  name: 'lighthouse',
  description: `Lighthouse mobile on the built app: /login and a signed-in coach's home, trainings, a training, the board and a fitness sheet, cold cache (targets: /login <= ${TARGETS.loginKiB} KiB, performance >= ${TARGETS.performance}, accessibility >= ${TARGETS.accessibility}, best practices >= ${TARGETS.bestPractices})`,
  async run() {
    const server = await startServer('lighthouse');
    const chrome = await launch({
      chromePath: process.env.CHROME_PATH ?? SYSTEM_CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
      const page = await browser.newPage();
      const login = await audit(page, `${server.url}/login`, '/login', 'login');
      const token = await payingCoach(server.url);
      await page.evaluate((value) => {
        sessionStorage.setItem('auth_token', value);
        sessionStorage.setItem('level', 'user');
      }, token);
      const { treinoId, sheetId } = await coachRecords(server.url, token);
      const rows = [login];
      rows.push(await audit(page, `${server.url}/`, '/ (coach)', 'home'));
      rows.push(await audit(page, `${server.url}/treinos`, '/treinos', 'treinos'));
      rows.push(await audit(page, `${server.url}/treino/${treinoId}`, '/treino/{id}', 'treino'));
      rows.push(await audit(page, `${server.url}/board?esporte=1&camp=0&board=1`, '/board', 'board'));
      rows.push(await audit(page, `${server.url}/fitnes/${sheetId}`, '/fitnes/{id}', 'fitnes'));
      await browser.disconnect();
      const target = (column: string, min: number) => {
        const low = rows.filter((row) => !(Number(row[column]) >= min));
        return `${column} >= ${min} on every page: ${low.length ? `NOT met (${low.map((row) => `${row.page} ${row[column]}`).join(', ')})` : 'met'}`;
      };
      const notes = [
        `/login transferred ${login['transferred KiB']} KiB (target <= ${TARGETS.loginKiB}): ${Number(login['transferred KiB']) <= TARGETS.loginKiB ? 'met' : 'NOT met'}`,
        target('performance', TARGETS.performance),
        target('accessibility', TARGETS.accessibility),
        target('best practices', TARGETS.bestPractices),
      ];
      return { rows, notes };
    } finally {
      chrome.kill();
      await server.stop();
    }
  },
};
