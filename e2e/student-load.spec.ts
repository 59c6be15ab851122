import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { dayInZone, DEFAULT_TIME_ZONE } from '../packages/shared/src/dates.ts';
import { activateByApi, newUser, signUpByApi } from './helpers/accounts.ts';
import { athleteByApi, sheetForAthlete } from './helpers/athletes.ts';
import { axeViolations } from './helpers/axe.ts';
import { horizontalOverflow } from './helpers/layout.ts';
import { auth } from './helpers/seed.ts';
import { E2E_DIR } from './helpers/server.ts';
import { expect, test } from './helpers/test.ts';

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const ITEMS = ['sleep', 'stress', 'fatigue', 'soreness'] as const;
// The server's calendar day (APP_TIME_ZONE, America/Sao_Paulo by default and here), not UTC's: the
// two differ from 21:00 in São Paulo until midnight there.
const today = () => dayInZone(DEFAULT_TIME_ZONE);

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: path.join(E2E_DIR, 'screenshots', `student-load-${name}.png`), fullPage: true });
}

/** A coach (by API, no browser session), one athlete with the check-in turned on, and the athlete's link path. */
async function athleteWithCheckIn(request: APIRequestContext, name: string): Promise<{ token: string; athleteId: number; path: string }> {
  const token = await signUpByApi(request, newUser('load'));
  await activateByApi(request, token);
  const athleteId = await athleteByApi(request, token, { name });
  const on = await request.post(`/api/carga/atletas/${athleteId}/bem-estar`, { headers: auth(token), data: { on: true } });
  expect(on.status(), await on.text()).toBe(200);
  const link = await request.post(`/api/atletas/${athleteId}/links`, { headers: auth(token), data: { expires_in_days: 30 } });
  expect(link.status()).toBe(200);
  return { token, athleteId, path: new URL(((await link.json()) as { link: { url: string } }).link.url).pathname };
}

/** The student's phone: a fresh context, no account. */
async function phone(browser: Browser, locale: string): Promise<Page> {
  return (await browser.newContext({ ...PHONE, locale })).newPage();
}

async function figures(request: APIRequestContext, token: string, athleteId: number) {
  const res = await request.get(`/api/carga/atletas/${athleteId}?from=${today()}&to=${today()}`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as { wellness: Record<string, number | string>[]; entries: Record<string, number | string>[] };
}

test.describe('training load on the student page, 360 px, without an account', () => {
  test.use(PHONE);

  test('the athlete taps the four wellness items and sends; the coach reads it; the done form counts the session’s load', async ({ request, browser }) => {
    const { token, athleteId, path: link } = await athleteWithCheckIn(request, 'Duda Lima');
    const sheetId = await sheetForAthlete(request, token, athleteId, 'Treino B da Duda', 'Duda Lima');
    const student = await phone(browser, 'pt-BR');
    await student.goto(link);
    const form = student.getByTestId('wellness-form');
    await expect(form).toBeVisible();
    await expect(student.getByTestId('wellness-sleep')).toContainText('Qualidade do sono');
    await expect(student.getByTestId('wellness-sleep')).toContainText('1 = Muito, muito bom / nenhum');
    await expect(student.getByTestId('wellness-sleep')).toContainText('7 = Muito, muito ruim / extremo');
    // Each chip is a tap target at least 40 px wide and 44 px tall, seven in a row without overflow.
    const chip = (await student.getByTestId('wellness-sleep-7').locator('xpath=..').boundingBox())!;
    expect(chip.height).toBeGreaterThanOrEqual(44);
    expect(chip.width).toBeGreaterThanOrEqual(36);
    expect(await horizontalOverflow(student)).toBeLessThanOrEqual(0);
    await shot(student, 'checkin-360');
    expect(await axeViolations(student, 'student page with the check-in')).toEqual([]);

    const answers = { sleep: 2, stress: 3, fatigue: 5, soreness: 4 };
    for (const item of ITEMS) await student.getByTestId(`wellness-${item}-${answers[item]}`).locator('xpath=..').tap();
    await expect(student.getByTestId('wellness-fatigue-5')).toBeChecked();
    await student.getByTestId('wellness-send').tap();
    await expect(student.getByTestId('wellness-thanks')).toHaveText('Obrigado! Seu bem-estar de hoje foi registrado.');
    await expect(student.getByTestId('wellness-done')).toContainText('Feito hoje');
    await expect(student.getByTestId('student-load-wellness')).toContainText('14');
    await shot(student, 'thanks-360');
    expect((await figures(request, token, athleteId)).wellness).toMatchObject([{ date: today(), ...answers, index: 14 }]);

    // Changing today's answers replaces them.
    await student.getByTestId('wellness-done').locator('summary').tap();
    await expect(student.getByTestId('wellness-fatigue-5')).toBeChecked();
    await student.getByTestId('wellness-fatigue-7').locator('xpath=..').tap();
    await student.getByTestId('wellness-send').tap();
    await expect(student.getByTestId('wellness-thanks')).toBeVisible();
    expect((await figures(request, token, athleteId)).wellness).toMatchObject([{ fatigue: 7, index: 16 }]);

    // "Mark as done": the CR-10 words beside each effort, the minutes prefilled with 60.
    await student.getByTestId(`mark-${sheetId}`).locator('summary').tap();
    await expect(student.getByTestId(`effort-${sheetId}`).locator('option[value="7"]')).toHaveText('7 · Muito difícil');
    await expect(student.getByTestId(`minutes-${sheetId}`)).toHaveValue('60');
    await student.getByTestId(`effort-${sheetId}`).selectOption('7');
    await student.getByTestId(`minutes-${sheetId}`).fill('50');
    await student.getByTestId(`mark-${sheetId}`).scrollIntoViewIfNeeded();
    if (process.env.E2E_SCREENSHOTS) await student.screenshot({ path: path.join(E2E_DIR, 'screenshots', 'student-load-done-form-360.png') });
    await student.getByTestId(`send-${sheetId}`).tap();
    await expect(student.getByTestId('student-notice')).toHaveText('Sessão marcada como feita');
    await expect(student.getByTestId('student-load-weeks')).toContainText('350');
    await expect(student.getByTestId(`minutes-${sheetId}`)).toHaveValue('50');
    expect(await horizontalOverflow(student)).toBeLessThanOrEqual(0);
    await shot(student, 'history-360');
    expect(await axeViolations(student, 'student page with "my load"')).toEqual([]);
    expect((await figures(request, token, athleteId)).entries).toMatchObject([{ kind: 'session', minutes: 50, rpe: 7, load: 350 }]);
    await student.context().close();
  });

  test('in English: an item left blank keeps the form from sending; all four send', async ({ request, browser }) => {
    const { token, athleteId, path: link } = await athleteWithCheckIn(request, 'Eve Stone');
    const student = await phone(browser, 'en-US');
    await student.goto(link);
    await expect(student.getByTestId('wellness-soreness')).toContainText('Muscle soreness');
    await expect(student.getByTestId('wellness-soreness')).toContainText('7 = Very, very bad / extreme');
    for (const item of ITEMS.slice(0, 3)) await student.getByTestId(`wellness-${item}-1`).locator('xpath=..').tap();
    await student.getByTestId('wellness-send').tap();
    await expect(student.getByTestId('wellness-thanks')).toHaveCount(0);
    expect((await figures(request, token, athleteId)).wellness).toEqual([]);
    await student.getByTestId('wellness-soreness-6').locator('xpath=..').tap();
    await student.getByTestId('wellness-note').fill('Legs heavy after the match');
    await student.getByTestId('wellness-send').tap();
    await expect(student.getByTestId('wellness-thanks')).toHaveText("Thank you! Today's wellness is recorded.");
    await shot(student, 'thanks-en-360');
    expect((await figures(request, token, athleteId)).wellness).toMatchObject([{ sleep: 1, stress: 1, fatigue: 1, soreness: 6, note: 'Legs heavy after the match', index: 9 }]);
    await student.context().close();
  });
});
