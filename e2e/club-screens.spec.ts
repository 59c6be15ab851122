import type { Page } from '@playwright/test';
import { logInByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { createClubInDb, seedClub, sendVideoToClubByApi } from './helpers/clubs.ts';
import { auth, createTraining } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';
import { recordWebm, saveVideo } from './helpers/videos.ts';

// What a club coordinator and an admin hit on the club screens (tracker issue 27), in the three languages.

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
  const club = await seedClub(page, request, { maxUsers: 1 });
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
