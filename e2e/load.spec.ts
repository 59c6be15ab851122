import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { athleteByApi } from './helpers/athletes.ts';
import { horizontalOverflow } from './helpers/layout.ts';
import { auth, createTraining, signedInCoach } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string }>;
const PHONE = { width: 360, height: 740 };

/** Today in the browser's (and this machine's) time zone, YYYY-MM-DD. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
function daysAgo(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** 28 days of sessions: 21 days of `base` minutes at RPE 5, then 7 days of `last` minutes. */
async function month(request: APIRequestContext, token: string, athlete: number, base: number, last: number): Promise<void> {
  for (let i = 27; i >= 0; i--) {
    const res = await request.post(`/api/carga/atletas/${athlete}/registros`, {
      headers: auth(token),
      data: { date: daysAgo(i), kind: 'extra', minutes: i < 7 ? last : base, rpe: 5 },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
}

test.describe('training load', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
  // Two months of entries are seeded through the API first.
  test.describe.configure({ timeout: 300_000 });
  test('the risk board puts the athlete with a load spike first, on a phone; the athlete page adds an entry and refuses a bad one', async ({ page, request }) => {
    const token = await signedInCoach(page, request, 'load');
    const spike = await athleteByApi(request, token, { name: 'Zeca Pico', group_label: 'Sub-17' });
    const steady = await athleteByApi(request, token, { name: 'Ana Estável', group_label: 'Sub-17' });
    const sub15 = await athleteByApi(request, token, { name: 'Bia Sub15', group_label: 'Sub-15' });
    await month(request, token, spike, 20, 40);
    await month(request, token, steady, 30, 30);

    await page.goto('/carga');
    const board = page.getByTestId('load-board');
    await expect(board).toBeVisible({ timeout: 60_000 });
    // Attention first: Zeca (rolling 1.6, high) before Ana though A comes first by name.
    await expect(board.locator('tbody tr').first()).toContainText('Zeca Pico');
    await expect(page.getByTestId(`load-row-${spike}`)).toHaveAttribute('data-attention', /acwr-high/);
    await expect(page.getByTestId(`load-row-${spike}`).locator('[data-zone="high"]').first()).toHaveText('1.60');
    await expect(page.getByTestId(`load-row-${steady}`).locator('[data-zone="target"]').first()).toHaveText('1.00');
    await page.getByTestId('load-sort-name').tap();
    await expect(board.locator('tbody tr').first()).toContainText('Ana Estável');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'load-board-360');

    // The check-in switch of a whole roster group: Sub-17's two athletes, not Sub-15's.
    await page.getByTestId('load-group').tap();
    await page.getByRole('option', { name: 'Sub-17' }).tap();
    await expect(board.locator('tbody tr')).toHaveCount(2);
    await page.getByTestId('load-group-wellness-on').tap();
    await expect(page.getByText('Check-in atualizado para 2 atletas')).toBeVisible();
    const wellnessOn = async (id: number) =>
      ((await (await request.get(`/api/carga/atletas/${id}?from=${today()}&to=${today()}`, { headers: auth(token) })).json()) as { wellness_on: boolean }).wellness_on;
    expect([await wellnessOn(spike), await wellnessOn(steady), await wellnessOn(sub15)]).toEqual([true, true, false]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // The group's PDF opens in a print window with a print token (never the session's).
    await page.getByTestId('load-pdf').tap();
    await expect(page.getByTestId('load-pdf-from')).toHaveValue(daysAgo(27));
    const popup = page.waitForEvent('popup');
    await page.getByTestId('load-pdf-open').tap();
    const win = await popup;
    await win.waitForURL(/\/api\/print\/carga\/grupo\?/);
    expect(win.url()).toContain('group=Sub-17');
    expect(win.url()).not.toContain(token);
    const pdf = await request.get(win.url());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = (await pdfParse(await pdf.body())).text.replace(/\s+/g, ' ');
    for (const s of ['Carga e bem-estar do grupo', 'Sub-17', 'Zeca Pico', 'Ana Estável', 'ACWR alto']) expect(text).toContain(s);
    expect(text).not.toContain('Bia Sub15');
    await win.close();

    await page.getByRole('link', { name: 'Zeca Pico' }).tap();
    await expect(page.getByTestId('load-figure-rolling')).toContainText('1.60', { timeout: 60_000 });
    await expect(page.getByTestId('load-daily-chart')).toBeVisible();
    // The athlete's own PDF.
    await page.getByTestId('load-pdf').tap();
    const athletePopup = page.waitForEvent('popup');
    await page.getByTestId('load-pdf-open').tap();
    const athleteWin = await athletePopup;
    await athleteWin.waitForURL(new RegExp(`/api/print/carga/atletas/${spike}\\?`));
    const athletePdf = (await pdfParse(await (await request.get(athleteWin.url())).body())).text.replace(/\s+/g, ' ');
    for (const s of ['Relatório de carga e bem-estar', 'Zeca Pico', 'Semanas', 'Carga diária']) expect(athletePdf).toContain(s);
    await athleteWin.close();
    await page.getByTestId('load-entry-new').tap();
    await page.getByTestId('load-entry-minutes').fill('700');
    await page.getByTestId('load-entry-save').tap();
    await expect(page.getByTestId('load-entry-form')).toContainText('Informe a duração de 1 a 600 minutos');
    await page.getByTestId('load-entry-minutes').fill('90');
    await page.getByTestId('load-entry-save').tap();
    await expect(page.getByTestId('load-entries')).toContainText(`${today()} · Jogo · 90 min`);
    const res = await request.get(`/api/carga/atletas/${spike}?from=${today()}&to=${today()}`, { headers: auth(token) });
    expect(((await res.json()) as { entries: { kind: string; minutes: number }[] }).entries.map((e) => [e.kind, e.minutes])).toContainEqual(['match', 90]);
    // The athlete's own switch shows the group's (on) and turning it off reaches the server.
    await expect(page.getByRole('switch', { name: /questionário diário/ })).toBeChecked();
    await page.getByTestId('load-wellness-switch').tap();
    await expect(page.getByRole('switch', { name: /questionário diário/ })).not.toBeChecked();
    await expect
      .poll(
        async () =>
          ((await (await request.get(`/api/carga/atletas/${spike}?from=${today()}&to=${today()}`, { headers: auth(token) })).json()) as { wellness_on: boolean }).wellness_on,
      )
      .toBe(false);
    await shot(page, 'load-athlete-360');
  });

  test('after marking presence, one tap per athlete gives the session RPE; the duration applies to all', async ({ page, request }) => {
    const token = await signedInCoach(page, request, 'load-att');
    const ana = await athleteByApi(request, token, { name: 'Ana Presente' });
    const bia = await athleteByApi(request, token, { name: 'Bia Ausente' });
    const treino = await createTraining(request, token, { data: `${today()} 18:00`, metodologia: 'Treino de hoje' });
    const sheet = async () =>
      (await (await request.get(`/api/presencas?kind=treino&record_id=${treino}`, { headers: auth(token) })).json()) as { loads: Record<string, { rpe: number; minutes: number }> };

    await page.goto('/presencas');
    await page.getByTestId(`session-treino-${treino}-x`).tap();
    await page.getByTestId('attendance-minutes').fill('75');
    await page.getByTestId(`mark-${ana}-present`).tap();
    await page.getByTestId(`mark-${bia}-absent`).tap();
    // Only the athlete present is asked for an RPE.
    await expect(page.getByTestId(`attendance-rpe-${bia}`)).toHaveCount(0);
    await page.getByTestId(`attendance-rpe-${ana}`).tap();
    await page.getByRole('option', { name: '7 · Muito difícil' }).tap();
    await expect.poll(async () => (await sheet()).loads).toEqual({ [ana]: { rpe: 7, minutes: 75 } });
    // A new duration corrects the RPE already given.
    await page.getByTestId('attendance-minutes').fill('90');
    await page.getByTestId('attendance-session-title').tap();
    await expect.poll(async () => (await sheet()).loads).toEqual({ [ana]: { rpe: 7, minutes: 90 } });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'load-attendance-360');
    // Reopened, the session shows the RPE given.
    await page.reload();
    await page.getByTestId(`session-treino-${treino}-x`).tap();
    await expect(page.getByTestId(`attendance-rpe-${ana}`)).toHaveValue('7 · Muito difícil');
    const fig = await (await request.get(`/api/carga/atletas/${ana}?from=${today()}&to=${today()}`, { headers: auth(token) })).json();
    expect((fig as { entries: { load: number }[] }).entries.map((e) => e.load)).toEqual([630]);
  });
});
