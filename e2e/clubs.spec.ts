import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { createClubInDb } from './helpers/clubs.ts';
import { horizontalOverflow } from './helpers/layout.ts';
import { auth, createTraining, signedInCoach } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

/** An empty scene document of sport 1, gzipped as the editor stores its drafts. */
function draftBytes(): number[] {
  return [...gzipSync(Buffer.from(JSON.stringify({ sport_id: 1, backgroundImage: 'campos/futebol/full.svg', scene: { version: 1, sport_id: 1, background: 'campos/futebol/full.svg', objects: [], frames: 1 } })))];
}

/** Records a real (short) webm in the page with MediaRecorder and saves it as a video formation of the signed-in coach. */
async function recordVideo(page: Page, descricao: string): Promise<number> {
  return page.evaluate(
    async ({ draft, descricao }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const g = canvas.getContext('2d')!;
      const stream = canvas.captureStream(30);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      for (let i = 0; i < 20; i++) {
        g.fillStyle = i % 2 ? '#2e7d32' : '#c62828';
        g.fillRect(0, 0, 320, 240);
        await new Promise((r) => setTimeout(r, 30));
      }
      recorder.stop();
      await stopped;
      const form = new FormData();
      for (const [k, v] of Object.entries({ type: 'video', clube: 'Serrano', professor: 'Rui', categoria: 'Sub-15', data: '2026-06-10', local: 'CT', descricao })) form.set(k, v);
      form.set('editable', new File([new Uint8Array(draft)], 'draft.json.gz', { type: 'application/gzip' }));
      form.set('file_input', new File(chunks, 'video.webm', { type: 'video/webm' }));
      const res = await fetch('/api/formactions', { method: 'POST', body: form, headers: { authorization: `Bearer ${sessionStorage.getItem('auth_token')}` } });
      if (!res.ok) throw new Error(await res.text());
      return ((await res.json()) as { formacao: { id: number } }).formacao.id;
    },
    { draft: draftBytes(), descricao },
  );
}

test('a leader adds a member and a category; the member saves a training under it and sends a video; the leader plays both; the member leaves', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  // The leader pays personally; the member has no plan of their own: the club's subscription covers them.
  const leaderToken = await signedInCoach(page, request, 'leader');
  const leaderEmail = ((await (await request.get('/api/user', { headers: auth(leaderToken) })).json()) as { user: { email: string } }).user.email;
  const member = newUser('member');
  const memberToken = await signUpByApi(request, member);
  const clubId = createClubInDb(leaderEmail, { name: 'Esporte Clube Serrano', endSubscription: new Date(Date.now() + 30 * 86_400_000).toISOString() });

  // Leader: members by e-mail (own e-mail refused, unknown e-mail not found), then a category.
  await page.goto('/team/users');
  await expect(page.getByTestId('club-menu')).toBeVisible();
  await page.getByTestId('member-email').fill(leaderEmail);
  await page.getByTestId('member-add').click();
  await expect(page.getByText('Você não pode adicionar a si mesmo')).toBeVisible();
  await page.getByTestId('member-email').fill('ninguem-aqui@example.com');
  await page.getByTestId('member-add').click();
  await expect(page.getByText('E-mail não encontrado')).toBeVisible();
  await page.getByTestId('member-email').fill(member.email);
  await page.getByTestId('member-add').click();
  await expect(page.getByTestId('members-table')).toContainText(member.email);

  await page.goto('/team/categories');
  await page.getByTestId('category-new').first().click();
  await page.getByTestId('category-save').click();
  await expect(page.getByTestId('category-form')).toContainText('obrigatório');
  await page.getByTestId('category-name').fill('Sub-15');
  await page.getByTestId('category-description').fill('Nascidos em 2011 e 2012');
  await page.getByTestId('category-save').click();
  await expect(page.getByTestId('categories-table')).toContainText('Sub-15');

  // Member (another browser): a training under the club category, with locked club fields.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await useToken(memberPage, memberToken, 'user', true);
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

  // Member: sends a video to the club from /videos (team, category and date).
  const videoId = await recordVideo(memberPage, 'Saída de bola curta pelo lado direito');
  await memberPage.goto('/videos');
  await memberPage.getByTestId(`video-send-${videoId}`).click();
  await memberPage.getByTestId('send-submit').click();
  await expect(memberPage.getByTestId('send-to-club-dialog')).toContainText('obrigatório');
  await memberPage.getByTestId('send-category').click();
  await memberPage.getByRole('option', { name: 'Sub-15' }).click();
  await memberPage.getByTestId('send-submit').click();
  await expect(memberPage.getByText('Vídeo enviado ao clube')).toBeVisible();

  // Leader: both in /team/treinos; the video plays, the training opens read-only.
  await page.goto('/team/treinos');
  const fileRow = page.locator('[data-testid^="team-file-row-"]');
  await expect(fileRow).toHaveCount(1);
  await expect(fileRow).toContainText('Sub-15');
  const fileId = (await fileRow.getAttribute('data-testid'))!.replace('team-file-row-', '');
  await expect(page.getByTestId(`team-training-row-${treinoId}`)).toBeVisible();
  await page.getByTestId(`team-file-play-${fileId}`).click();
  const video = page.getByTestId('team-file-video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await page.keyboard.press('Escape');
  await page.getByTestId(`team-training-view-${treinoId}`).click();
  await expect(page).toHaveURL(new RegExp(`/treino/${treinoId}$`));
  await expect(page.getByTestId('treino-metodologia')).toHaveValue('Jogo de posição');
  await expect(page.getByTestId('treino-metodologia')).toBeDisabled();
  await expect(page.getByTestId('treino-submit')).toHaveCount(0);
  await expect(page.getByTestId('treino-read-only')).toBeVisible();

  // Club drill library: the leader shares a training of their own; the member copies it in one click.
  const drillId = await createTraining(request, leaderToken, { metodologia: 'Rondo 4x2', data: '2026-06-15' });
  await page.goto('/team/treinos');
  await page.getByTestId('library-pick').click();
  await page.getByRole('option', { name: `#${drillId} Rondo 4x2 · 2026-06-15` }).click();
  await page.getByTestId('library-share').click();
  await expect(page.getByTestId(`library-row-treino-${drillId}`)).toBeVisible();
  await memberPage.goto('/team/treinos');
  await memberPage.getByTestId(`library-copy-treino-${drillId}`).click();
  await expect(memberPage.getByText('Copiado para o seu material')).toBeVisible();
  await expect(memberPage.getByTestId(`library-unshare-treino-${drillId}`)).toHaveCount(0);
  const mine = (await (await request.get('/api/treinos', { headers: auth(memberToken) })).json()) as { treinos: Array<{ metodologia: string }> };
  expect(mine.treinos.map((r) => r.metodologia).sort()).toEqual(['Jogo de posição', 'Rondo 4x2']);

  // Member leaves the club from /clubes.
  await memberPage.goto('/clubes');
  await memberPage.getByTestId(`club-leave-${clubId}`).click();
  await memberPage.getByTestId('delete-confirm').click();
  await expect(memberPage.getByText('Você saiu do clube')).toBeVisible();
  // Without the club's subscription and without a plan of their own, the member is sent to the plans.
  await expect(memberPage).toHaveURL(/\/payment$/);
  expect((await request.get('/api/teams', { headers: auth(memberToken) })).status()).toBe(402);
  // The club keeps the sent video; the member's training is theirs again (the leader no longer sees it).
  const files = (await (await request.get('/api/teamtreinos', { headers: auth(leaderToken) })).json()) as { treinos: unknown[]; trainings: unknown[] };
  expect(files.treinos).toHaveLength(1);
  expect(files.trainings).toHaveLength(0);
  await memberContext.close();

  // The leader pages fit a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/team/profile', '/team/users', '/team/categories', '/team/treinos', '/clubes']) {
    await page.goto(path);
    await expect(page.locator('h2').first()).toBeVisible();
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
  }
});
