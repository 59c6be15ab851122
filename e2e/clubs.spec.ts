import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { useToken } from './helpers/accounts.ts';
import type { SeededClub } from './helpers/clubs.ts';
import { seedClub, sendVideoToClubByApi } from './helpers/clubs.ts';
import { horizontalOverflow } from './helpers/layout.ts';
import { auth, createTraining } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';
import { recordWebm, saveVideo } from './helpers/videos.ts';

/** Records a real (short) webm in the page and saves it as a video formation of the coach with `token`. */
async function recordVideo(page: Page, request: APIRequestContext, token: string, descricao: string): Promise<number> {
  const webm = await recordWebm(page, { frames: 20, width: 320, height: 240 });
  return saveVideo(request, token, webm, { clube: 'Serrano', professor: 'Rui', categoria: 'Sub-15', data: '2026-06-10', local: 'CT', descricao });
}

/** A second browser signed in as the club's member (a club user: the `team` flag of the session). */
async function memberBrowser(browser: Browser, club: SeededClub): Promise<Page> {
  const memberPage = await (await browser.newContext()).newPage();
  await useToken(memberPage, club.memberToken, 'user', true);
  return memberPage;
}

/** The member's training under the club category and their video sent to it, both made through the API. */
async function seedMemberMaterial(page: Page, request: APIRequestContext, club: SeededClub): Promise<{ treinoId: number; videoId: number }> {
  const categoryId = club.categories['Sub-15']!;
  const treinoId = await createTraining(request, club.memberToken, { category_id: String(categoryId), metodologia: 'Jogo de posição', data: '2026-06-12' });
  const videoId = await recordVideo(page, request, club.memberToken, 'Saída de bola curta pelo lado direito');
  await sendVideoToClubByApi(request, club.memberToken, { clubId: club.clubId, categoryId, videoId });
  return { treinoId, videoId };
}

test('/team/users: the leader adds a member by e-mail; their own e-mail is refused and an unknown one not found', async ({ page, request }) => {
  const club = await seedClub(page, request, { withMember: false });
  await page.goto('/team/users');
  await expect(page.getByTestId('club-menu')).toBeVisible();
  await page.getByTestId('member-email').fill(club.leaderEmail);
  await page.getByTestId('member-add').click();
  await expect(page.getByText('Você não pode adicionar a si mesmo')).toBeVisible();
  await page.getByTestId('member-email').fill('ninguem-aqui@example.com');
  await page.getByTestId('member-add').click();
  await expect(page.getByText('E-mail não encontrado')).toBeVisible();
  await page.getByTestId('member-email').fill(club.member.email);
  await page.getByTestId('member-add').click();
  await expect(page.getByTestId('members-table')).toContainText(club.member.email);
});

test('/team/categories: a category needs its fields; a saved one is listed', async ({ page, request }) => {
  await seedClub(page, request);
  await page.goto('/team/categories');
  await page.getByTestId('category-new').first().click();
  await page.getByTestId('category-save').click();
  await expect(page.getByTestId('category-form')).toContainText('obrigatório');
  await page.getByTestId('category-name').fill('Sub-15');
  await page.getByTestId('category-description').fill('Nascidos em 2011 e 2012');
  await page.getByTestId('category-save').click();
  await expect(page.getByTestId('categories-table')).toContainText('Sub-15');
});

test('a member saves a training under a club category, with the club fields locked; the leader sees it', async ({ page, browser, request }) => {
  const club = await seedClub(page, request, { categories: ['Sub-15'] });
  const memberPage = await memberBrowser(browser, club);
  await memberPage.goto('/new-treino');
  await memberPage.getByTestId('treino-club-category').click();
  await memberPage.getByRole('option', { name: 'Sub-15' }).click();
  await expect(memberPage.getByTestId('treino-clube')).toBeDisabled();
  await expect(memberPage.getByTestId('treino-professor')).toHaveValue('----');
  await memberPage.getByTestId('treino-esporte').click();
  await memberPage.getByRole('option', { name: 'Futebol de campo' }).click();
  await memberPage.getByTestId('treino-metodologia').fill('Jogo de posição');
  await memberPage.getByTestId('treino-data').fill('2026-06-12');
  await memberPage.getByTestId('treino-submit').click();
  await expect(memberPage).toHaveURL(/\/treino\/\d+$/);
  const treinoId = Number(memberPage.url().split('/').pop());
  await memberPage.context().close();

  await page.goto('/team/treinos');
  await expect(page.getByTestId(`team-training-row-${treinoId}`)).toBeVisible();
});

test('a member sends a video to the club from /videos with a category and a date; the leader receives it', async ({ page, browser, request }) => {
  const club = await seedClub(page, request, { categories: ['Sub-15'] });
  const memberPage = await memberBrowser(browser, club);
  const videoId = await recordVideo(memberPage, request, club.memberToken, 'Saída de bola curta pelo lado direito');
  await memberPage.goto('/videos');
  await memberPage.getByTestId(`video-send-${videoId}`).click();
  await memberPage.getByTestId('send-submit').click();
  await expect(memberPage.getByTestId('send-to-club-dialog')).toContainText('obrigatório');
  await memberPage.getByTestId('send-category').click();
  await memberPage.getByRole('option', { name: 'Sub-15' }).click();
  await memberPage.getByTestId('send-submit').click();
  await expect(memberPage.getByText('Vídeo enviado ao clube')).toBeVisible();
  await memberPage.context().close();

  const files = (await (await request.get('/api/teamtreinos', { headers: auth(club.leaderToken) })).json()) as { treinos: Array<{ category: { name: string } }> };
  expect(files.treinos.map((f) => f.category.name)).toEqual(['Sub-15']);
});

test('/team/treinos: the leader plays a member\'s video and opens their training read-only', async ({ page, request }) => {
  const club = await seedClub(page, request, { categories: ['Sub-15'] });
  const { treinoId } = await seedMemberMaterial(page, request, club);

  await page.goto('/team/treinos');
  const fileRow = page.locator('[data-testid^="team-file-row-"]');
  await expect(fileRow).toHaveCount(1);
  await expect(fileRow).toContainText('Sub-15');
  const fileId = (await fileRow.getAttribute('data-testid'))!.replace('team-file-row-', '');
  await expect(page.getByTestId(`team-training-row-${treinoId}`)).toBeVisible();
  await page.getByTestId(`team-file-play-${fileId}`).click();
  const video = page.getByTestId('team-file-video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await page.keyboard.press('Escape');
  await page.getByTestId(`team-training-view-${treinoId}`).click();
  await expect(page).toHaveURL(new RegExp(`/treino/${treinoId}$`));
  await expect(page.getByTestId('treino-metodologia')).toHaveValue('Jogo de posição');
  await expect(page.getByTestId('treino-metodologia')).toBeDisabled();
  await expect(page.getByTestId('treino-submit')).toHaveCount(0);
  await expect(page.getByTestId('treino-read-only')).toBeVisible();
});

test('club drill library: the leader shares a training of their own; a member copies it in one click', async ({ page, browser, request }) => {
  const club = await seedClub(page, request);
  await createTraining(request, club.memberToken, { metodologia: 'Jogo de posição', data: '2026-06-12' });
  const drillId = await createTraining(request, club.leaderToken, { metodologia: 'Rondo 4x2', data: '2026-06-15' });
  await page.goto('/team/treinos');
  await page.getByTestId('library-pick').click();
  await page.getByRole('option', { name: `#${drillId} Rondo 4x2 · 15/06/2026` }).click();
  await page.getByTestId('library-share').click();
  await expect(page.getByTestId(`library-row-treino-${drillId}`)).toBeVisible();

  const memberPage = await memberBrowser(browser, club);
  await memberPage.goto('/team/treinos');
  await memberPage.getByTestId(`library-copy-treino-${drillId}`).click();
  await expect(memberPage.getByText('Copiado para o seu material')).toBeVisible();
  await expect(memberPage.getByTestId(`library-unshare-treino-${drillId}`)).toHaveCount(0);
  await memberPage.context().close();
  const mine = (await (await request.get('/api/treinos', { headers: auth(club.memberToken) })).json()) as { treinos: Array<{ metodologia: string }> };
  expect(mine.treinos.map((r) => r.metodologia).sort()).toEqual(['Jogo de posição', 'Rondo 4x2']);
});

test('a member leaves the club from /clubes: without a plan they are sent to the plans; the club keeps the video, not the training', async ({ page, browser, request }) => {
  const club = await seedClub(page, request, { categories: ['Sub-15'] });
  await seedMemberMaterial(page, request, club);
  const before = (await (await request.get('/api/teamtreinos', { headers: auth(club.leaderToken) })).json()) as { treinos: unknown[]; trainings: unknown[] };
  expect([before.treinos.length, before.trainings.length]).toEqual([1, 1]);

  const memberPage = await memberBrowser(browser, club);
  await memberPage.goto('/clubes');
  await memberPage.getByTestId(`club-leave-${club.clubId}`).click();
  await memberPage.getByTestId('delete-confirm').click();
  await expect(memberPage.getByText('Você saiu do clube')).toBeVisible();
  // Without the club's subscription and without a plan of their own, the member is sent to the plans.
  await expect(memberPage).toHaveURL(/\/payment$/);
  await memberPage.context().close();
  expect((await request.get('/api/teams', { headers: auth(club.memberToken) })).status()).toBe(402);
  // The club keeps the sent video; the member's training is theirs again (the leader no longer sees it).
  const files = (await (await request.get('/api/teamtreinos', { headers: auth(club.leaderToken) })).json()) as { treinos: unknown[]; trainings: unknown[] };
  expect(files.treinos).toHaveLength(1);
  expect(files.trainings).toHaveLength(0);
});

test('the club pages fit a 360 px phone', async ({ page, request }) => {
  const club = await seedClub(page, request, { categories: ['Sub-15'] });
  await seedMemberMaterial(page, request, club);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/team/profile', '/team/users', '/team/categories', '/team/treinos', '/clubes']) {
    await page.goto(path);
    await expect(page.locator('h2').first()).toBeVisible();
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
  }
});
