import type { Page } from '@playwright/test';
import { activateByApi, logInByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { createClubInDb, seedClub, sendVideoToClubByApi } from './helpers/clubs.ts';
import { auth, createTraining, TINY_PNG } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';
import { recordWebm, saveVideo } from './helpers/videos.ts';

// What a club coordinator and an admin hit on the club screens, in the three languages.

const LANGS = [
  { lang: 'pt-br', kind: 'Tipo', category: 'Categoria', pick: 'Treino, formação ou vídeo a compartilhar', share: 'Compartilhar na biblioteca do clube', date: '15/06/2026', max: 'O clube já tem o máximo de 1 membro' },
  { lang: 'es-es', kind: 'Tipo', category: 'Categoría', pick: 'Entrenamiento, formación o vídeo para compartir', share: 'Compartir en la biblioteca del club', date: '15/06/2026', max: 'El club ya tiene el máximo de 1 miembro' },
  { lang: 'en-us', kind: 'Kind', category: 'Category', pick: 'Training, formation or video to share', share: 'Share in the club library', date: '06/15/2026', max: 'The club already has the maximum of 1 member' },
] as const;

async function setLanguage(page: Page, lang: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}

/** The whole page scrolls sideways (document wider than the window). */
async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
}

/** How far the table under `testId` scrolls sideways inside its own box (0 when it fits). */
async function tableScroll(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((root) =>
    Math.max(0, ...Array.from(root.querySelectorAll('*')).filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)).map((el) => el.scrollWidth - el.clientWidth)),
  );
}

test('club library: the kind under its own head, the record date in the user\'s format, distinct names for the picker and the button, nothing cut on a phone', async ({ page, request }) => {
  const club = await seedClub(page, request);
  const drillId = await createTraining(request, club.leaderToken, { metodologia: 'Rondo 4x2', data: '2026-06-15' });
  const shared = await request.put(`/api/teamlibrary/treino/${drillId}`, { headers: auth(club.leaderToken) });
  expect(shared.status(), await shared.text()).toBe(200);

  for (const l of LANGS) {
    await setLanguage(page, l.lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/team/treinos');
    const table = page.getByTestId('library-table');
    const row = page.getByTestId(`library-row-treino-${drillId}`);
    await expect(row).toContainText(`Rondo 4x2 · ${l.date}`);
    await expect(row).not.toContainText('2026-06-15');
    await expect(table.getByRole('columnheader', { name: l.kind, exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: l.category, exact: true })).toHaveCount(0);
    // The picker and its button have names of their own.
    await expect(page.getByRole('textbox', { name: l.pick }).or(page.getByRole('combobox', { name: l.pick }))).toBeVisible();
    await expect(page.getByRole('button', { name: l.share })).toHaveCount(1);
    await expect(page.getByTestId('library-pick')).not.toHaveAccessibleName(l.share);
    // The picker's options show the date the same way.
    await page.getByTestId('library-pick').click();
    await expect(page.getByRole('option', { name: `#${drillId} Rondo 4x2 · ${l.date}` })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 360, height: 740 });
    const button = page.getByTestId('library-share');
    await expect(button).toBeVisible();
    const cut = await button.evaluate((el) => {
      const label = el.querySelector('.mantine-Button-label')!;
      const box = el.getBoundingClientRect();
      return { label: label.scrollWidth - label.clientWidth, right: box.right - window.innerWidth, left: box.left };
    });
    expect(cut.label, l.lang).toBeLessThanOrEqual(1);
    expect(cut.right, l.lang).toBeLessThanOrEqual(0);
    expect(cut.left, l.lang).toBeGreaterThanOrEqual(0);
    expect(await sideways(page), l.lang).toBeLessThanOrEqual(0);
  }
});

test('club videos: the "Professor" column names who sent the video, not the teacher written in it', async ({ page, request }) => {
  const club = await seedClub(page, request, { categories: ['Sub-15'] });
  const webm = await recordWebm(page, { frames: 10, width: 320, height: 240 });
  const videoId = await saveVideo(request, club.memberToken, webm, { clube: 'Serrano', professor: 'Rui Teixeira', categoria: 'Sub-15', data: '2026-06-10', local: 'CT', descricao: 'Saída de bola' });
  await sendVideoToClubByApi(request, club.memberToken, { clubId: club.clubId, categoryId: club.categories['Sub-15']!, videoId });
  await page.goto('/team/treinos');
  const sender = page.locator('[data-testid^="team-file-sender-"]');
  await expect(sender).toHaveCount(1);
  await expect(sender).toHaveText(club.member.name);
  await expect(page.getByTestId('team-files-table')).not.toContainText('Rui Teixeira');
});

test('a full club says its limit with the right plural, in the three languages', async ({ page, request }) => {
  await seedClub(page, request, { maxUsers: 1 });
  const extra = newUser('extra');
  await signUpByApi(request, extra);
  for (const l of LANGS) {
    await setLanguage(page, l.lang);
    await page.goto('/team/users');
    await page.getByTestId('member-email').fill(extra.email);
    await page.getByTestId('member-add').click();
    await expect(page.getByText(l.max, { exact: true })).toBeVisible();
    await expect(page.getByTestId('members-table')).not.toContainText(extra.email);
  }
  // The profile's limits read "1 membro" too.
  await setLanguage(page, 'pt-br');
  await page.goto('/team/profile');
  await expect(page.getByText('Até 1 membro e 5 categorias')).toBeVisible();
});

test('a club training read by the club keeps its fields readable (not the faint disabled grey)', async ({ page, request }) => {
  const club = await seedClub(page, request, { categories: ['Sub-15'] });
  const treinoId = await createTraining(request, club.memberToken, { category_id: String(club.categories['Sub-15']), metodologia: 'Jogo de posição', data: '2026-06-12' });
  await page.goto(`/treino/${treinoId}`);
  const field = page.getByTestId('treino-metodologia');
  await expect(field).toHaveValue('Jogo de posição');
  await expect(field).toBeDisabled();
  const contrast = await field.evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const style = getComputedStyle(el);
    // Opacity of the field and its wrappers fades the text towards the page's white.
    let opacity = 1;
    for (let p: Element | null = el; p; p = p.parentElement) opacity *= Number(getComputedStyle(p).opacity);
    const text = rgb(style.webkitTextFillColor || style.color).map((v) => v * opacity + 255 * (1 - opacity));
    const bg = rgb(style.backgroundColor);
    const [a, b] = [lum(text), lum(bg)].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  });
  expect(contrast).toBeGreaterThanOrEqual(4.5);
});

test('/admin/teams: no sideways scroll at 1366 px, and choosing "Clubes" in the menu reloads the list', async ({ page, request, server }) => {
  await useToken(page, await logInByApi(request, server.adminEmail, server.adminPassword), 'master');
  // Long names and addresses, as real clubs have them.
  const leader = newUser('coordenacao-tecnica-das-categorias-de-base');
  await signUpByApi(request, leader);
  createClubInDb(leader.email, { name: 'Clube Primeiro de Maio Futebol e Regatas da Várzea', endSubscription: '2030-06-30T12:00:00.000Z' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/admin/teams');
  await expect(page.getByTestId('admin-teams-table')).toContainText('Clube Primeiro de Maio');
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await tableScroll(page, 'admin-teams-table')).toBeLessThanOrEqual(0);

  // A club created meanwhile (another admin) shows when the admin chooses "Clubes" again.
  const other = newUser('leader');
  await signUpByApi(request, other);
  createClubInDb(other.email, { name: 'Associação Atlética Nova Era' });
  await page.getByTestId('admin-menu').click();
  await page.getByRole('menuitem', { name: 'Clubes' }).click();
  await expect(page.getByTestId('admin-teams-table')).toContainText('Associação Atlética Nova Era');
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('/team/profile: the leader saves the club\'s name, location and a new crest; a later save without a file keeps the crest', async ({ page, request }) => {
  const club = await seedClub(page, request);
  const teamOf = async () => ((await (await request.get('/api/team', { headers: auth(club.leaderToken) })).json()) as { team: { name: string; location: string; image: boolean } }).team;
  await page.goto('/team/profile');
  await expect(page.getByTestId('team-name')).toHaveValue('Esporte Clube Serrano');
  await expect(page.getByRole('img', { name: 'Escudo do clube' })).toHaveCount(0);

  await page.getByTestId('team-name').fill('Serrano Futebol Clube');
  await page.getByTestId('team-location').fill('Petrópolis');
  await page.getByTestId('team-profile-form').locator('input[type="file"]').setInputFiles({ name: 'escudo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByTestId('team-save').click();
  await expect(page.getByText('Atualizado com sucesso')).toBeVisible();
  await expect.poll(() => page.getByRole('img', { name: 'Escudo do clube' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const saved = await teamOf();
  expect(saved).toMatchObject({ name: 'Serrano Futebol Clube', location: 'Petrópolis' });
  expect(saved.image).toBe(true);

  // Saving again without choosing a file sends no image part: the crest stays.
  await page.reload();
  await expect(page.getByTestId('team-location')).toHaveValue('Petrópolis');
  await page.getByTestId('team-location').fill('Teresópolis');
  await page.getByTestId('team-save').click();
  await expect.poll(async () => (await teamOf()).location).toBe('Teresópolis');
  expect((await teamOf()).image).toBe(true);
  await expect(page.getByRole('img', { name: 'Escudo do clube' })).toBeVisible();
});

test('club files: a member sends an image and a document from /team/treinos; other content is refused with its message in the three languages', async ({ page, browser, request }) => {
  const club = await seedClub(page, request, { categories: ['Sub-15'] });
  const memberPage = await (await browser.newContext()).newPage();
  await useToken(memberPage, club.memberToken, 'user', true);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
  const sendFile = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    await memberPage.getByTestId('team-file-send').click();
    const dialog = memberPage.getByTestId('send-file-dialog');
    await dialog.getByTestId('file-category').click();
    await memberPage.getByRole('option', { name: 'Sub-15' }).click();
    await dialog.getByTestId('file-description').fill(`Material ${file.name}`);
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByTestId('file-submit').click();
    return dialog;
  };

  await memberPage.setViewportSize({ width: 360, height: 740 });
  await memberPage.goto('/team/treinos');
  const sent = await sendFile({ name: 'plano-semanal.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(sent).toHaveCount(0);
  await expect(memberPage.getByText('Arquivo enviado ao clube')).toBeVisible();
  expect(await sideways(memberPage)).toBeLessThanOrEqual(0);
  await memberPage.setViewportSize({ width: 1280, height: 800 });
  await sendFile({ name: 'campo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(memberPage.locator('[data-testid^="team-file-row-"]')).toHaveCount(2);
  const kinds = await memberPage.locator('[data-testid^="team-file-kind-"]').allInnerTexts();
  expect(kinds.sort()).toEqual(['Documento', 'Imagem']);

  // The image opens in the viewer; the document downloads as a .pdf.
  const files = (await (await request.get('/api/teamtreinos', { headers: auth(club.leaderToken) })).json()) as { treinos: Array<{ id: number; type: string }> };
  const image = files.treinos.find((f) => f.type === 'image')!;
  const doc = files.treinos.find((f) => f.type === 'other')!;
  await memberPage.getByTestId(`team-file-view-${image.id}`).click();
  await expect.poll(() => memberPage.getByTestId('team-file-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await memberPage.keyboard.press('Escape');
  await expect(memberPage.getByTestId(`team-file-play-${doc.id}`)).toHaveCount(0);
  const download = memberPage.waitForEvent('download');
  await memberPage.getByTestId(`team-file-download-${doc.id}`).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // An HTML page named .pdf is refused by its content, in the coach's language; nothing is added.
  const refusals = {
    'pt-br': 'Envie uma imagem (PNG, JPEG, GIF, WebP), um vídeo (MP4, WebM) ou um documento (PDF, ZIP, Word, Excel, PowerPoint)',
    'es-es': 'Envía una imagen (PNG, JPEG, GIF, WebP), un vídeo (MP4, WebM) o un documento (PDF, ZIP, Word, Excel, PowerPoint)',
    'en-us': 'Send an image (PNG, JPEG, GIF, WebP), a video (MP4, WebM) or a document (PDF, ZIP, Word, Excel, PowerPoint)',
  };
  for (const [lang, message] of Object.entries(refusals)) {
    await setLanguage(memberPage, lang);
    await memberPage.goto('/team/treinos');
    const dialog = await sendFile({ name: 'plano.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><p>not a pdf</p>') });
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await memberPage.keyboard.press('Escape');
  }
  const after = (await (await request.get('/api/teamtreinos', { headers: auth(club.leaderToken) })).json()) as { treinos: unknown[] };
  expect(after.treinos).toHaveLength(2);
  await memberPage.context().close();
});

// Club categories hold athletes (name, age, coach, count), for the leader and the members only.
test('club categories list their athletes for the leader (/team/categories) and members (/clubes), on a 360 px phone, in the three languages', async ({ page, browser, request }) => {
  const club = await seedClub(page, request, { categories: ['Sub-15', 'Adulto'] });
  const birth = `${new Date().getUTCFullYear() - 14}-01-01`;
  for (const [token, name, category, birthDate] of [
    [club.memberToken, 'Ana Clube', club.categories['Sub-15']!, birth],
    [club.leaderToken, 'Bia Clube', club.categories['Sub-15']!, ''],
    [club.leaderToken, 'Sem Categoria', null, ''],
  ] as const) {
    const res = await request.post('/api/atletas', { headers: auth(token), data: { name, birth_date: birthDate, category_id: category } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const memberName = ((await (await request.get('/api/user', { headers: auth(club.memberToken) })).json()) as { user: { name: string } }).user.name;
  const words = {
    'pt-br': { title: 'Atletas por categoria', age: '14 anos', show: 'Ver atletas', coach: 'Treinador' },
    'es-es': { title: 'Atletas por categoría', age: '14 años', show: 'Ver atletas', coach: 'Entrenador' },
    'en-us': { title: 'Athletes by category', age: '14 years old', show: 'Show athletes', coach: 'Coach' },
  } as const;
  for (const l of LANGS) {
    const w = words[l.lang];
    await setLanguage(page, l.lang);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/team/categories');
    const roster = page.getByTestId(`club-roster-${club.clubId}`);
    await expect(roster).toContainText(w.title, { timeout: 60_000 });
    const sub15 = page.getByTestId(`club-roster-category-${club.categories['Sub-15']}`);
    await expect(sub15.getByTestId('club-roster-count')).toHaveText('2');
    await expect(sub15.getByTestId('club-roster-athlete')).toHaveCount(2);
    await expect(sub15.getByTestId('club-roster-athlete').first()).toContainText('Ana Clube');
    await expect(sub15.getByTestId('club-roster-athlete').first()).toContainText(`${w.age} · ${w.coach}: ${memberName}`);
    await expect(page.getByTestId(`club-roster-category-${club.categories['Adulto']}`).getByTestId('club-roster-count')).toHaveText('0');
    await expect(roster).not.toContainText('Sem Categoria');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/club-roster-leader-${l.lang}-360.png`, fullPage: true });
  }

  // A member opens the roster from the club's card on /clubes.
  const memberContext = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'pt-BR', serviceWorkers: 'block' });
  const member = await memberContext.newPage();
  await useToken(member, club.memberToken);
  await member.evaluate(() => localStorage.setItem('lang', 'en-us'));
  await member.goto('/clubes');
  await expect(member.getByTestId(`club-roster-toggle-${club.clubId}`)).toHaveText(words['en-us'].show, { timeout: 60_000 });
  await member.getByTestId(`club-roster-toggle-${club.clubId}`).click();
  const memberRoster = member.getByTestId(`club-roster-${club.clubId}`);
  await expect(memberRoster.getByTestId('club-roster-athlete')).toHaveCount(2);
  await expect(memberRoster).toContainText('Bia Clube');
  expect(await sideways(member)).toBeLessThanOrEqual(0);
  if (process.env.SCREENSHOTS) await member.screenshot({ path: `${process.env.SCREENSHOTS}/club-roster-member-360.png`, fullPage: true });
  await memberContext.close();

  // Someone outside the club gets nothing.
  const outsider = await signUpByApi(request, newUser('outsider'));
  await activateByApi(request, outsider);
  expect((await request.get(`/api/teams/${club.clubId}/roster`, { headers: auth(outsider) })).status()).toBe(404);
});
