import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { horizontalOverflow, unreachableControls } from './helpers/layout.ts';
import { athleteByApi, sheetForAthlete } from './helpers/athletes.ts';
import { createFitnessExercise } from './helpers/fitness.ts';
import { auth, createTraining, signedInCoach } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

const PHONE = { width: 360, height: 740 };

async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function rosterNames(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.get('/api/atletas', { headers: auth(token) });
  return ((await res.json()) as { atletas: { name: string }[] }).atletas.map((a) => a.name);
}

/** A visitor: a fresh browser context (no session, no storage) on a phone. */
async function visitor(browser: Browser, locale = 'pt-BR'): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale });
  return context.newPage();
}

test.describe('roster', () => {
  test('add an athlete (refused first, then saved), import a CSV with a preview of refused rows, export, create a student link', async ({ page, request }) => {
    const token = await signedInCoach(page, request, 'roster');
    await page.goto('/atletas');
    await expect(page.getByTestId('athletes-table')).toContainText('Nenhum aluno cadastrado', { timeout: 60_000 });

    await page.getByTestId('athletes-new').first().click();
    const modal = page.getByTestId('athlete-modal');
    await modal.getByTestId('athlete-name').fill('Ana Souza');
    await modal.getByTestId('athlete-email').fill('não-é-email');
    await modal.getByTestId('athlete-save').click();
    await expect(modal).toContainText('Informe um e-mail válido');
    expect(await rosterNames(request, token)).toEqual([]);
    await modal.getByTestId('athlete-email').fill('ana@example.com');
    await modal.getByTestId('athlete-birth').fill('2011-05-04');
    await modal.getByTestId('athlete-group').fill('Sub-15');
    await modal.getByTestId('athlete-save').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('athletes-table')).toContainText('Ana Souza');
    await expect(page.getByTestId('athletes-table')).toContainText('Sub-15');

    await page.getByTestId('athletes-import').click();
    const dialog = page.getByTestId('import-modal');
    const csv = ['nome;data de nascimento;e-mail;grupo', 'Bruno Lima;04/05/2012;bruno@example.com;Sub-13', ';2010-01-01;;Sub-13', 'Carla Dias;31/02/2010;;Sub-13', 'Davi Rocha;2012-12-01;;Sub-13'].join('\n');
    await dialog.getByTestId('import-text').fill(csv);
    await dialog.getByTestId('import-preview').click();
    await expect(dialog.getByTestId('import-summary')).toHaveText('2 linhas prontas, 2 recusadas');
    await expect(dialog.getByTestId('import-row-3')).toHaveAttribute('data-refused', 'true');
    await expect(dialog.getByTestId('import-row-3')).toContainText('Campo obrigatório');
    // The field is named once: "Data de nascimento: Data inválida".
    await expect(dialog.getByTestId('import-row-4').getByRole('listitem')).toHaveText('Data de nascimento: Data inválida');
    await expect(dialog.getByTestId('import-row-2')).toHaveAttribute('data-refused', 'false');
    await screenshot(page, 'roster-import-preview');
    expect(await rosterNames(request, token)).toEqual(['Ana Souza']);
    await dialog.getByTestId('import-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('athletes-table')).toContainText('Davi Rocha');
    expect((await rosterNames(request, token)).sort()).toEqual(['Ana Souza', 'Bruno Lima', 'Davi Rocha']);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('athletes-export').click()]);
    expect(download.suggestedFilename()).toBe('alunos.csv');
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(text).toContain('nome;data de nascimento;e-mail;telefone;grupo;observações');
    expect(text).toContain('Bruno Lima;2012-05-04;bruno@example.com;;Sub-13;');
    expect(text).not.toContain('Carla');

    const ana = (await (await request.get('/api/atletas', { headers: auth(token) })).json()).atletas.find((a: { name: string }) => a.name === 'Ana Souza').id as number;
    await page.getByTestId(`athlete-links-${ana}`).click();
    const links = page.getByTestId('student-links-modal');
    await expect(links.getByTestId('student-link-empty')).toBeVisible();
    await links.getByTestId('student-link-create').click();
    await expect(links.getByTestId('share-url')).toHaveValue(/\/aluno\/[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'roster-desktop');
  });

  test('a CSV saved by Excel in pt-BR (Windows-1252, ";", no BOM) keeps its accents in the preview and after import; duplicates are flagged and skipped unless chosen; a workbook is refused', async ({ page, request }) => {
    const token = await signedInCoach(page, request, 'excel');
    await page.goto('/atletas');
    await expect(page.getByTestId('athletes-table')).toContainText('Nenhum aluno cadastrado', { timeout: 60_000 });
    // The bytes Excel writes for "CSV (separado por vírgulas)": one byte per accented letter.
    const excel = Buffer.from('nome;data de nascimento;e-mail;grupo\r\nC\xe9u Ribeir\xe3o;04/05/2010;ceu@example.com;S\xe3o Jo\xe3o\r\nJo\xe3o Concei\xe7\xe3o;01/02/2011;;S\xe3o Jo\xe3o\r\nc\xe9u ribeir\xe3o;04/05/2010;;S\xe3o Jo\xe3o\r\n', 'latin1');
    expect(excel.includes(Buffer.from('Céu', 'utf8'))).toBe(false);
    const dialog = page.getByTestId('import-modal');
    const upload = async (buffer: Buffer, name = 'alunos.csv') => {
      await page.getByTestId('athletes-import').click();
      await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer });
    };

    await upload(excel);
    await expect(dialog.getByTestId('import-row-2')).toContainText('Céu Ribeirão');
    await expect(dialog.getByTestId('import-row-3')).toContainText('João Conceição');
    await expect(dialog.getByTestId('import-text')).toHaveValue(/São João/);
    await expect(dialog.getByTestId('import-row-4')).toHaveAttribute('data-status', 'duplicate');
    await expect(dialog.getByTestId('import-row-4')).toContainText('Repete a linha 2');
    await expect(dialog.getByTestId('import-summary')).toHaveText('2 linhas prontas, 0 recusadas');
    await expect(dialog.getByTestId('import-duplicates')).toContainText('1 linha repete um aluno do cadastro ou outra linha do arquivo');
    await expect(dialog.getByTestId('import-confirm')).toHaveText('Importar 2 linhas válidas');
    await screenshot(page, 'roster-import-duplicates');
    await dialog.getByTestId('import-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('athletes-table')).toContainText('Céu Ribeirão');
    await expect(page.getByTestId('athletes-table')).toContainText('João Conceição');
    await expect(page.getByTestId('athletes-table')).toContainText('São João');
    expect((await rosterNames(request, token)).sort()).toEqual(['Céu Ribeirão', 'João Conceição']);

    // The same sheet again: every row is already in the roster, nothing to import by default.
    await upload(excel);
    await expect(dialog.getByTestId('import-row-2')).toContainText('Já está no cadastro: Céu Ribeirão');
    await expect(dialog.getByTestId('import-row-3')).toHaveAttribute('data-status', 'duplicate');
    await expect(dialog.getByTestId('import-duplicates')).toContainText('3 linhas repetem alunos do cadastro');
    await expect(dialog.getByTestId('import-confirm')).toBeDisabled();
    await expect(dialog.getByTestId('import-confirm')).toHaveText('Nenhuma linha válida para importar');
    // The coach chooses to import them anyway.
    await dialog.getByTestId('import-include-duplicates').check();
    await expect(dialog.getByTestId('import-confirm')).toHaveText('Importar 3 linhas válidas');
    await dialog.getByTestId('import-confirm').click();
    await expect(dialog).toBeHidden();
    expect((await rosterNames(request, token)).sort()).toEqual(['Céu Ribeirão', 'Céu Ribeirão', 'João Conceição', 'João Conceição', 'céu ribeirão']);

    // An Excel workbook is not a CSV: said so, nothing previewed.
    await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00]), 'alunos.xlsx');
    await expect(dialog.getByTestId('import-error')).toHaveText('Não foi possível ler este arquivo como texto. Salve a planilha como CSV (UTF-8 ou “separado por vírgulas”) e tente de novo.');
    await expect(dialog.getByTestId('import-rows')).toHaveCount(0);
    await expect(dialog.getByTestId('import-text')).toHaveValue('');
  });

  test('the export opens in the spreadsheets of each language: ";" in pt-br and es-es, "," in en-us, UTF-8 with a BOM; the delete dialog and its button say the same verb', async ({ page, request }) => {
    const token = await signedInCoach(page, request, 'export');
    const id = await athleteByApi(request, token, { name: 'Céu Ribeirão', birth_date: '2010-05-04', group_label: 'Sub-15' });
    for (const l of [
      { lang: 'pt-br', file: 'alunos.csv', header: 'nome;data de nascimento;e-mail;telefone;grupo;observações', row: 'Céu Ribeirão;2010-05-04;;;Sub-15;', verb: 'Apagar' },
      { lang: 'es-es', file: 'alumnos.csv', header: 'nombre;fecha de nacimiento;correo;teléfono;grupo;observaciones', row: 'Céu Ribeirão;2010-05-04;;;Sub-15;', verb: 'Eliminar' },
      { lang: 'en-us', file: 'roster.csv', header: 'name,birth date,e-mail,phone,group,notes', row: 'Céu Ribeirão,2010-05-04,,,Sub-15,', verb: 'Delete' },
    ]) {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), l.lang);
      await page.goto('/atletas');
      await expect(page.getByTestId(`athlete-row-${id}`)).toBeVisible({ timeout: 60_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('athletes-export').click()]);
      expect(download.suggestedFilename()).toBe(l.file);
      const bytes = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
      expect([...bytes.subarray(0, 3)], l.lang).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0], l.lang).toBe(l.header);
      expect(lines[1], l.lang).toBe(l.row);

      await page.getByTestId(`athlete-delete-${id}`).click();
      const confirm = page.getByRole('dialog', { name: l.verb, exact: true });
      await expect(confirm).toContainText(`${l.lang === 'es-es' ? '¿' : ''}${l.verb} `);
      await expect(confirm.getByTestId('delete-confirm')).toHaveText(l.verb);
      await confirm.getByTestId('delete-cancel').click();
      await expect(confirm).toBeHidden();
    }
  });

  test('attendance on a 360 px phone: two taps per athlete, rates and CSV', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'pt-BR' });
    const page = await context.newPage();
    const token = await signedInCoach(page, request, 'attendance');
    const ana = await athleteByApi(request, token, { name: 'Ana Presente', group_label: 'Sub-15' });
    const bia = await athleteByApi(request, token, { name: 'Bia Ausente', group_label: 'Sub-15' });
    const today = new Date().toISOString().slice(0, 10);
    const treino = await createTraining(request, token, { data: `${today} 18:00`, metodologia: 'Treino de hoje' });

    // The roster itself fits the phone too.
    await page.goto('/atletas');
    await expect(page.getByTestId(`athlete-row-${ana}`)).toBeVisible({ timeout: 60_000 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'roster-phone');

    await page.goto('/presencas');
    const session = page.getByTestId(`session-treino-${treino}-x`);
    await expect(session).toContainText('Treino de hoje', { timeout: 60_000 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'attendance-phone-sessions');
    await session.click();
    await page.getByTestId(`mark-${ana}-present`).click();
    await page.getByTestId(`mark-${bia}-absent`).click();
    await expect(page.getByTestId(`attendance-athlete-${ana}`)).toHaveAttribute('data-status', 'present');
    await expect(page.getByTestId(`attendance-athlete-${bia}`)).toHaveAttribute('data-status', 'absent');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await unreachableControls(page, '[data-testid=attendance-marking]')).toEqual([]);
    await screenshot(page, 'attendance-phone-marking');
    await expect
      .poll(async () => (await (await request.get(`/api/presencas?kind=treino&record_id=${treino}`, { headers: auth(token) })).json()).marks)
      .toEqual({ [ana]: 'present', [bia]: 'absent' });

    await page.getByTestId('attendance-back').click();
    await expect(page.getByTestId(`session-treino-${treino}-x`)).toContainText('2 marcados');
    await page.getByTestId('tab-rates').click();
    await expect(page.getByTestId(`rate-athlete-${ana}`)).toContainText('100%');
    await expect(page.getByTestId(`rate-athlete-${bia}`)).toContainText('0%');
    await expect(page.getByTestId('rates-groups')).toContainText('50%');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('attendance-export').click()]);
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(text).toContain('Ana Presente;Sub-15;Presente');
    expect(text).toContain('Bia Ausente;Sub-15;Falta');
    await context.close();
  });

  test('the student page opens on a 360 px phone without signing in, shows only that student, and says "link unavailable" once revoked', async ({ browser, page, request }) => {
    const token = await signedInCoach(page, request, 'student');
    const ana = await athleteByApi(request, token, { name: 'Ana Aluna' });
    const bia = await athleteByApi(request, token, { name: 'Bia Outra' });
    for (const [id, title] of [
      [ana, 'Ficha de força da Ana'],
      [bia, 'Ficha da Bia'],
    ] as const) {
      await sheetForAthlete(request, token, id, title);
    }
    const made = await request.post(`/api/atletas/${ana}/links`, { headers: auth(token), data: {} });
    const link = (await made.json()).link as { id: number; url: string };

    const student = await visitor(browser);
    await student.goto(new URL(link.url).pathname);
    await expect(student.getByTestId('student-page')).toContainText('Olá, Ana Aluna', { timeout: 60_000 });
    await expect(student.getByTestId('student-sheet')).toContainText('Ficha de força da Ana');
    await expect(student.locator('body')).not.toContainText('Bia');
    await expect(student.getByTestId('student-calendar')).toHaveAttribute('href', /\/ical\/aluno\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await horizontalOverflow(student)).toBeLessThanOrEqual(0);
    await screenshot(student, 'student-page-phone');

    expect((await request.delete(`/api/atletas/links/${link.id}`, { headers: auth(token) })).status()).toBe(200);
    await student.reload();
    await expect(student.getByTestId('share-gone')).toContainText('Link indisponível');
    await student.context().close();
  });

  test('the student page shows the gifs of the student\'s sheet inline on a 360 px phone, and none of another student', async ({ browser, page, request }) => {
    const token = await signedInCoach(page, request, 'studentgif');
    const ana = await athleteByApi(request, token, { name: 'Ana Gif' });
    const bia = await athleteByApi(request, token, { name: 'Bia Gif' });
    const sheets: number[] = [];
    for (const [id, title] of [
      [ana, 'Ficha com gif da Ana'],
      [bia, 'Ficha com gif da Bia'],
    ] as const) {
      const sheetId = await sheetForAthlete(request, token, id, title);
      await createFitnessExercise(request, token, sheetId, 'normal');
      sheets.push(sheetId);
    }
    const made = await request.post(`/api/atletas/${ana}/links`, { headers: auth(token), data: {} });
    const link = (await made.json()).link as { id: number; url: string };
    const student = await visitor(browser, 'en-US');
    const path = new URL(link.url).pathname;
    await student.goto(path);
    const gif = student.getByTestId('student-gif');
    await expect(gif).toHaveCount(1, { timeout: 60_000 });
    await expect(gif).toHaveAttribute('src', new RegExp(`^${path}/f/${sheets[0]}/gif-\\d+$`));
    await gif.scrollIntoViewIfNeeded();
    await expect.poll(() => gif.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    const box = await gif.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    expect(await horizontalOverflow(student)).toBeLessThanOrEqual(0);
    await screenshot(student, 'student-page-gif-phone');
    // Another student's gif is not reachable with this link.
    const bias = await student.request.get(`${path}/f/${sheets[1]}/gif-1`);
    expect(bias.status()).toBe(404);
    await student.context().close();
  });

  test('calendar feed: create, copy and revoke the private address on the roster page', async ({ page, request }) => {
    const token = await signedInCoach(page, request, 'feed');
    await page.goto('/atletas');
    const card = page.getByTestId('calendar-feed');
    await expect(card.getByTestId('calendar-none')).toBeVisible({ timeout: 60_000 });
    await card.getByTestId('calendar-create').click();
    const url = await card.getByTestId('calendar-url').inputValue();
    expect(url).toMatch(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    await card.getByTestId('calendar-revoke').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revogar' }).click();
    await expect(card.getByTestId('calendar-none')).toBeVisible();
    expect((await request.get(new URL(url).pathname)).status()).toBe(404);
    expect((await (await request.get('/api/calendario', { headers: auth(token) })).json()).url).toBeNull();
  });
});
