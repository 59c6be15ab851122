import type { Page } from '@playwright/test';
import { auth, createWeek, signedInCoach } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';
import { richText } from './helpers/richText.ts';

// Touch targets are checked against 40 px with half a pixel for sub-pixel layout (39.99…).

// The week editor and list as a coach uses them on a touch phone and in each language, and as
// assistive technology reads them.

const LANGS = [
  {
    lang: 'pt-br',
    wednesday: 'Quarta-feira',
    morning: 'Manhã',
    night: 'Noite',
    time: 'Horário',
    place: 'Local',
    training: 'Treino',
    notes: 'Observações',
    background: 'Fundo',
    text: 'Texto',
    days: 'Dias',
    header: 'Cabeçalho',
    start: '02/03/2026',
    end: '08/03/2026',
    dayMonth: '04/03',
    copy: 'Semana 12 (cópia)',
    title: 'Planejamento semanal',
  },
  {
    lang: 'es-es',
    wednesday: 'Miércoles',
    morning: 'Mañana',
    night: 'Noche',
    time: 'Horario',
    place: 'Lugar',
    training: 'Entrenamiento',
    notes: 'Observaciones',
    background: 'Fondo',
    text: 'Texto',
    days: 'Días',
    header: 'Encabezado',
    start: '02/03/2026',
    end: '08/03/2026',
    dayMonth: '04/03',
    copy: 'Semana 12 (copia)',
    title: 'Planificación semanal',
  },
  {
    lang: 'en-us',
    wednesday: 'Wednesday',
    morning: 'Morning',
    night: 'Night',
    time: 'Time',
    place: 'Place',
    training: 'Training',
    notes: 'Notes',
    background: 'Background',
    text: 'Text',
    days: 'Days',
    header: 'Header',
    start: '03/02/2026',
    end: '03/08/2026',
    dayMonth: '03/04',
    copy: 'Semana 12 (copy)',
    title: 'Weekly planner',
  },
];

async function useLanguage(page: Page, lang: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}

for (const l of LANGS) {
  test(`${l.lang}: the week editor names each box after its day, shift and part, and shows one notes label`, async ({ page, request }) => {
    const token = await signedInCoach(page, request, 'week-a11y');
    await useLanguage(page, l.lang);
    // createWeek: from 2026-03-02 with segunda, quarta and sexta checked.
    const id = await createWeek(request, token);
    await page.goto(`/week/${id}`);
    await expect(page.getByTestId('week-day-quarta')).toContainText(l.dayMonth);
    // Each time, place and training box says whose it is.
    for (const [field, testId] of [
      [l.time, 'week-time'],
      [l.place, 'week-place'],
    ] as const) {
      await expect(page.getByRole('textbox', { name: `${field} (${l.wednesday} · ${l.morning})`, exact: true })).toHaveAttribute('data-testid', `${testId}-quartaM`);
      await expect(page.getByRole('textbox', { name: `${field} (${l.wednesday} · ${l.night})`, exact: true })).toHaveAttribute('data-testid', `${testId}-quartaN`);
    }
    await expect(page.getByTestId('week-treino-quartaN')).toHaveAccessibleName(`${l.training} (${l.wednesday} · ${l.night})`);
    // The colour buttons say which part they colour.
    await expect(page.getByRole('button', { name: `${l.background} (${l.days})`, exact: true })).toHaveAttribute('data-testid', 'week-colour-days-bg');
    await expect(page.getByRole('button', { name: `${l.text} (${l.header})`, exact: true })).toHaveAttribute('data-testid', 'week-colour-header-fg');
    // One "Observações" label, naming the notes editor (mounted once scrolled to).
    await page.getByTestId('week-observacao').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('week-form').getByText(l.notes, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: l.notes, exact: true })).toHaveCount(1);
  });

  test(`${l.lang}: /weeks shows dates in the language's format and a duplicate says it is a copy`, async ({ page, request }) => {
    const token = await signedInCoach(page, request, 'week-list');
    await useLanguage(page, l.lang);
    const id = await createWeek(request, token);
    await page.goto('/weeks');
    await expect(page.locator('main h2').first()).toHaveText(l.title);
    // The menu and the page use the same name.
    await page.getByTestId('tools-menu').click();
    await expect(page.getByRole('menuitem', { name: l.title, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    const row = page.getByTestId(`week-row-${id}`);
    await expect(row).toContainText(l.start);
    await expect(row).toContainText(l.end);
    await expect(row).not.toContainText('2026-03');
    await page.getByTestId(`week-copy-${id}`).click();
    const rows = page.getByTestId('weeks-table').locator('[data-testid^="week-row-"]');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: l.copy })).toHaveCount(1);
    const list = (await (await request.get('/api/semana', { headers: auth(token) })).json()) as { semanas: Array<{ id: number; title: string }> };
    expect(list.semanas.map((s) => s.title).sort()).toEqual(['Semana 12', l.copy]);
  });
}

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('letters typed into a day right after ticking it stay, with the header filled first', async ({ page, request }) => {
    const token = await signedInCoach(page, request, 'week-touch');
    await page.goto('/week');
    await page.getByTestId('week-cabecalho').fill('Esporte Clube Vitória');
    await page.getByTestId('week-subtitulo').fill('Sub-15 feminino');
    await page.getByTestId('week-title').fill('Semana 12');
    await page.getByTestId('week-dataInicio').fill('2026-03-02');
    // A phone's slower CPU: the page re-renders after the next keys already arrived.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.getByTestId('week-check-quarta').tap();
    const cell = await richText(page, 'week-dia-quartaM');
    await cell.tap();
    await page.keyboard.type('Treino de força');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(cell).toHaveText('Treino de força');
    await page.getByTestId('week-time-quartaM').fill('07:00');
    await expect(cell).toHaveText('Treino de força');
    await page.getByTestId('week-submit').tap();
    await expect(page).toHaveURL(/\/weeks$/);
    const list = (await (await request.get('/api/semana', { headers: auth(token) })).json()) as { semanas: Array<{ id: number }> };
    const saved = (await (await request.get(`/api/semana/${list.semanas[0]!.id}`, { headers: auth(token) })).json()) as { semana: { dia: Record<string, string> } };
    expect(saved.semana.dia.quartaM).toBe('<p>Treino de força</p>');
  });

  test('the weekday boxes and the way back are finger-sized; /weeks does not scroll sideways', async ({ page, request }) => {
    const token = await signedInCoach(page, request, 'week-phone');
    const id = await createWeek(request, token);
    await page.goto(`/week/${id}`);
    // The whole line of a weekday is its target: tapping its label ticks it.
    const terca = page.getByText('Terça-feira', { exact: true });
    const box = (await terca.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(39.5);
    await terca.tap();
    await expect(page.getByTestId('week-check-terca')).toBeChecked();
    const back = (await page.getByTestId('week-back').boundingBox())!;
    expect(back.height).toBeGreaterThanOrEqual(39.5);
    await page.getByTestId('week-back').tap();
    await expect(page).toHaveURL(/\/weeks$/);
    await expect(page.getByTestId(`week-row-${id}`)).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The table itself does not scroll sideways either: the header and dates stay on screen.
    const table = page.locator('.mantine-datatable-scroll-area .mantine-ScrollArea-viewport');
    expect(await table.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    for (const text of ['Esporte Clube Vitória', '02/03/2026']) {
      const box = (await page.getByTestId(`week-row-${id}`).getByText(text, { exact: true }).boundingBox())!;
      expect(box.x + box.width, text).toBeLessThanOrEqual(360);
    }
  });
});
