import type { APIRequestContext, Page } from '@playwright/test';
import { activateByApi, logInByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { assessmentByApi, athleteByApi, sheetForAthlete } from './helpers/athletes.ts';
import { axeViolations, pageIssues, settled, watchPolicyViolations } from './helpers/axe.ts';
import { seedClub } from './helpers/clubs.ts';
import { createFitnessExercise, createSheetByApi } from './helpers/fitness.ts';
import { auth, createExercise, createFormation, createTraining, createWeek, shareByApi } from './helpers/seed.ts';
import type { ServerInfo } from './helpers/server.ts';
import { expect, test } from './helpers/test.ts';

// An axe-core audit of every route of the web app (and the public share pages), on a desktop and on
// a 360 px phone: no serious or critical violation (WCAG 2.1 A/AA and axe's best practices), no
// label without its field and no content security policy violation. The full
// route set runs in pt-BR on both; a short subset in es-ES (desktop) and en-US (phone). Dialogs, menus, the phone's
// navigation drawer and the editor's side panels are opened and audited too.

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, mobile: false },
  { name: 'phone', width: 360, height: 740, mobile: true },
] as const;

type Lang = 'pt-br' | 'es-es' | 'en-us';

/** One screen to audit: a path, and optionally what to do there before the audit (open a dialog...). */
interface Screen {
  path: string;
  /** Name in the report (the path by default). */
  name?: string;
  /** Runs after the page settled; the audit follows. */
  then?: (page: Page) => Promise<void>;
  /**
   * Stays on the screen the previous entry left (no new visit of `path`): for a tab of a screen
   * whose other tab was just audited, so the heavy screen is not loaded once per tab.
   */
  sameVisit?: boolean;
}

/** Opens `path` in `lang` (the app reads the stored language at start), waits for it, audits it. */
async function audit(page: Page, screens: Screen[], lang: Lang): Promise<string[]> {
  const found: string[] = [];
  await watchPolicyViolations(page);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  for (const screen of screens) {
    if (!screen.sameVisit) {
      await page.goto(screen.path);
      await settled(page);
    }
    if (screen.then) {
      await screen.then(page);
      await settled(page);
    }
    const where = `${screen.name ?? screen.path} [${lang}]`;
    const violations = [...(await axeViolations(page, where)), ...(await pageIssues(page, where))];
    // Reported as they are found too: a long run that fails names every screen's rule at once.
    for (const v of violations) process.stdout.write(`[axe] ${v}\n`);
    found.push(...violations);
  }
  return found;
}

/** Clicks the first element whose test id starts with `testId` and waits for the dialog it opens. */
function openDialog(testId: string): (page: Page) => Promise<void> {
  return async (page) => {
    await page.locator(`[data-testid^="${testId}"]`).first().click();
    await expect(page.getByRole('dialog').first()).toBeVisible();
  };
}

/** A coach with an active plan and one record of each kind, signed in in `page`. */
async function coachWithRecords(page: Page, request: APIRequestContext) {
  const token = await signUpByApi(request, newUser('a11y'));
  await activateByApi(request, token);
  const treinoId = await createTraining(request, token);
  await createExercise(request, token, treinoId, 'Rondo 4x2', { drawn: true });
  await createExercise(request, token, treinoId, 'Aquecimento');
  const formationId = await createFormation(request, token);
  const weekId = await createWeek(request, token);
  const sheetId = await createSheetByApi(request, token, 'Força');
  const sheetExerciseId = await createFitnessExercise(request, token, sheetId, 'normal');
  await createFitnessExercise(request, token, sheetId, 'biset');
  const sessionId = await createSheetByApi(request, token, 'Sessão de vídeo', true);
  await useToken(page, token);
  return { token, treinoId, formationId, weekId, sheetId, sheetExerciseId, sessionId };
}

type Records = Awaited<ReturnType<typeof coachWithRecords>>;

/** Every signed-in coach route (the editor's and board's screens are separate below). */
function coachScreens(r: Records, phone: boolean): Screen[] {
  return [
    { path: '/' },
    ...(phone
      ? [
          {
            path: '/',
            name: '/ (navigation drawer)',
            then: async (page: Page) => {
              await page.locator('header button.mantine-Burger-root').click();
              await expect(page.locator('nav').last()).toBeVisible();
            },
          },
        ]
      : []),
    {
      path: '/',
      name: '/ (language menu)',
      then: async (page) => {
        await page.getByTestId('language-menu').click();
        await expect(page.getByRole('menu')).toBeVisible();
      },
    },
    { path: '/profile' },
    { path: '/payment' },
    { path: '/help' },
    { path: '/formacoes' },
    { path: '/videos' },
    { path: '/select-board' },
    { path: '/select?esporte=1&board=1' },
    { path: '/treinos' },
    { path: '/treinos', name: '/treinos (share dialog)', then: openDialog('treino-share') },
    { path: '/treinos', name: '/treinos (delete confirmation)', then: openDialog('treino-delete') },
    { path: '/new-treino' },
    { path: `/treino/${r.treinoId}` },
    { path: '/weeks' },
    { path: '/week' },
    { path: `/week/${r.weekId}` },
    { path: '/fitnes' },
    { path: '/new-fitnes' },
    { path: `/fitnes/${r.sheetId}` },
    { path: `/fitnes_ex/${r.sheetId}` },
    { path: `/fitnes_ex/${r.sheetExerciseId}/view` },
    { path: '/video-sessions' },
    { path: '/new-video-session' },
    { path: `/video-sessions/${r.sessionId}` },
    { path: `/video-sessions-ex/${r.sessionId}` },
    { path: '/gifs' },
    { path: '/clubes' },
    { path: '/team/accept?key=nope' },
    { path: '/nao-existe' },
  ];
}

/** The drawing editor: new formation, a saved one, an exercise of a training; each side panel and dialog. */
function editorScreens(r: Records): Screen[] {
  const tabs = ['players', 'goalkeepers', 'items', 'arrows', 'text', 'shapes', 'personal', 'shirts'];
  return [
    { path: '/marcar?esporte=1&camp=0' },
    ...tabs.map((tab) => ({
      path: '/marcar?esporte=1&camp=0',
      name: `/marcar (panel ${tab})`,
      sameVisit: true,
      then: async (page: Page) => {
        await page.getByTestId(`tab-${tab}`).click();
        await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
      },
    })),
    { path: '/marcar?esporte=1&camp=0', name: '/marcar (shortcuts dialog)', then: openDialog('open-shortcuts') },
    { path: '/marcar?esporte=1&camp=0', name: '/marcar (info dialog)', then: openDialog('open-info') },
    { path: '/marcar?esporte=1&camp=0', name: '/marcar (save dialog)', then: openDialog('editor-save') },
    { path: `/edit/${r.formationId}` },
    { path: `/marcar/${r.treinoId}?esporte=1&camp=0` },
  ];
}

/** The full-screen tactical board. */
const BOARD: Screen[] = [{ path: '/board?esporte=1&camp=0&board=1' }];

/** Signed-out screens and the public share pages of each kind of record. */
async function publicScreens(request: APIRequestContext, r: Records): Promise<Screen[]> {
  const shared = await Promise.all([
    shareByApi(request, r.token, 'treino', r.treinoId),
    shareByApi(request, r.token, 'formation', r.formationId),
    shareByApi(request, r.token, 'fitnes', r.sheetId),
    shareByApi(request, r.token, 'semana', r.weekId),
  ]);
  return [
    { path: '/login' },
    {
      path: '/login',
      name: '/login (errors)',
      then: async (page) => {
        await page.locator('button[type=submit]').click();
        await expect(page.locator('[aria-invalid=true]').first()).toBeVisible();
      },
    },
    { path: '/signup' },
    { path: '/password/email' },
    { path: '/password/reset/coach%40example.com/abc' },
    { path: '/nao-existe' },
    ...shared.map((url) => ({ path: new URL(url).pathname, name: `share ${new URL(url).pathname.split('/')[2] ?? ''}` })),
  ];
}

/** An athlete with two assessments and a sheet assigned, a training today, and a student link (its page's path). */
async function athleteRecords(request: APIRequestContext, token: string) {
  const athleteId = await athleteByApi(request, token, { name: 'Ana Souza', birth_date: '1996-01-10', group_label: 'Sub-15' });
  let assessmentId = 0;
  for (const [date, weight] of [
    ['2026-01-05', 70],
    ['2026-02-05', 68.5],
  ] as const) {
    assessmentId = await assessmentByApi(request, token, athleteId, { date, sex: 'f', age: 30, weight, height: 165 });
  }
  await sheetForAthlete(request, token, athleteId, 'Treino A da Ana', 'Ana Souza');
  const today = new Date().toISOString().slice(0, 10);
  const treinoToday = await createTraining(request, token, { data: `${today} 18:00`, metodologia: 'Treino de hoje' });
  const link = await request.post(`/api/atletas/${athleteId}/links`, { headers: auth(token), data: { expires_in_days: 30 } });
  expect(link.status()).toBe(200);
  const studentPath = new URL(((await link.json()) as { link: { url: string } }).link.url).pathname;
  return { athleteId, assessmentId, treinoToday, studentPath };
}

type AthleteRecords = Awaited<ReturnType<typeof athleteRecords>>;

/** The roster (with its dialogs), an athlete's assessments, the assessment form and attendance. */
function rosterScreens(a: AthleteRecords): Screen[] {
  // A ready row, a refused one and a duplicate (with the choice to import it).
  const csv = ['nome;data de nascimento;e-mail;grupo', 'Bruno Lima;04/05/2012;bruno@example.com;Sub-13', ';2010-01-01;;Sub-13', 'Bruno Lima;04/05/2012;;Sub-13'].join('\n');
  return [
    { path: '/atletas' },
    { path: '/atletas', name: '/atletas (new athlete dialog)', then: openDialog('athletes-new') },
    {
      path: '/atletas',
      name: '/atletas (CSV import preview)',
      then: async (page) => {
        await page.getByTestId('athletes-import').click();
        const dialog = page.getByTestId('import-modal');
        await dialog.getByTestId('import-text').fill(csv);
        await dialog.getByTestId('import-preview').click();
        await expect(dialog.getByTestId('import-summary')).toBeVisible();
        await expect(dialog.getByTestId('import-duplicates')).toBeVisible();
      },
    },
    {
      path: '/atletas',
      name: '/atletas (student link dialog)',
      then: async (page) => {
        await page.getByTestId(`athlete-links-${a.athleteId}`).click();
        await expect(page.getByTestId('student-links-modal').getByTestId('share-url').first()).toBeVisible();
      },
    },
    { path: `/atletas/${a.athleteId}/avaliacoes` },
    {
      path: `/atletas/${a.athleteId}/avaliacoes`,
      name: '/atletas/:id/avaliacoes (evolution)',
      then: async (page) => {
        await page.getByTestId('tab-evolution').click();
        await expect(page.getByTestId('evolution-chart')).toBeVisible();
      },
    },
    {
      path: `/atletas/${a.athleteId}/avaliacoes`,
      name: '/atletas/:id/avaliacoes (anamnese)',
      sameVisit: true,
      then: async (page) => {
        await page.getByTestId('tab-anamnese').click();
        await expect(page.getByTestId('tab-anamnese')).toHaveAttribute('aria-selected', 'true');
      },
    },
    {
      path: `/atletas/${a.athleteId}/avaliacoes/nova`,
      name: '/atletas/:id/avaliacoes/nova (with results)',
      then: async (page) => {
        await page.getByTestId('m-weight').fill('80');
        await page.getByTestId('m-height').fill('180');
      },
    },
    { path: `/avaliacoes/${a.assessmentId}` },
    { path: '/presencas' },
    {
      path: '/presencas',
      name: '/presencas (marking)',
      then: async (page) => {
        await page.getByTestId(`session-treino-${a.treinoToday}-x`).click();
        await expect(page.getByTestId('attendance-marking')).toBeVisible();
      },
    },
  ];
}

/** Dialogs and switches added with presets, play files and the compact print; the student page. */
function moreScreens(r: Records, a: AthleteRecords): Screen[] {
  return [
    { path: '/formacoes', name: '/formacoes (play-file import dialog)', then: openDialog('playfile-import') },
    {
      path: `/fitnes/${r.sheetId}`,
      name: '/fitnes/:id (compact print)',
      then: async (page) => {
        const layout = page.getByTestId('sheet-print-layout');
        await layout.getByText(/Compact/).click();
        await expect(layout).toHaveAttribute('data-layout', 'compact');
      },
    },
    { path: '/marcar?esporte=1&camp=0', name: '/marcar (presets dialog)', then: openDialog('open-presets') },
    {
      path: '/board?esporte=1&camp=0&board=1',
      name: '/board (preset panel)',
      then: async (page) => {
        await page.getByTestId('board-presets').click();
        await expect(page.getByTestId('board-preset-panel')).toBeVisible();
      },
    },
    { path: '/copiar/nao-existe' },
    { path: a.studentPath, name: '/aluno/<token>' },
  ];
}

/** The club leader's screens. */
const CLUB: Screen[] = [{ path: '/team/profile' }, { path: '/team/users' }, { path: '/team/categories' }, { path: '/team/treinos' }, { path: '/clubes' }];

/** Every admin page (the master account), with the dialogs of notify and plans. */
const ADMIN: Screen[] = [
  { path: '/admin/users' },
  { path: '/admin/plans' },
  { path: '/admin/plans', name: '/admin/plans (plan dialog)', then: openDialog('plan-new') },
  { path: '/admin/clean' },
  { path: '/admin/payments' },
  { path: '/admin/gifs' },
  { path: '/admin/files' },
  { path: '/admin/teams' },
  { path: '/admin/new-team' },
  { path: '/admin/mail' },
  { path: '/admin/notify' },
  { path: '/admin/notify', name: '/admin/notify (notification dialog)', then: openDialog('notify-new') },
];

async function asMaster(page: Page, request: APIRequestContext, server: ServerInfo): Promise<void> {
  await useToken(page, await logInByApi(request, server.adminEmail, server.adminPassword), 'master');
}

async function signedOut(page: Page): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => sessionStorage.clear());
}

for (const vp of VIEWPORTS) {
  test.describe(`a11y ${vp.name}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height }, isMobile: vp.mobile, hasTouch: vp.mobile });
    // Ten or more screens per test, on a shared machine.
    test.setTimeout(900_000);

    // The coach's screens in three parts of about ten, so each test stays short on a busy machine.
    for (const part of [0, 1, 2]) {
      test(`coach screens, part ${part + 1} (pt-BR, ${vp.name})`, async ({ page, request }) => {
        const r = await coachWithRecords(page, request);
        const screens = coachScreens(r, vp.mobile);
        const size = Math.ceil(screens.length / 3);
        expect(await audit(page, screens.slice(part * size, (part + 1) * size), 'pt-br')).toEqual([]);
      });
    }

    test(`editor side panels (pt-BR, ${vp.name})`, async ({ page, request }) => {
      const r = await coachWithRecords(page, request);
      expect(await audit(page, editorScreens(r).slice(0, 9), 'pt-br')).toEqual([]);
    });

    test(`editor dialogs, saved drawings and the board (pt-BR, ${vp.name})`, async ({ page, request }) => {
      const r = await coachWithRecords(page, request);
      expect(await audit(page, [...editorScreens(r).slice(9), ...BOARD], 'pt-br')).toEqual([]);
    });

    test(`signed-out screens and share pages (pt-BR, ${vp.name})`, async ({ page, request }) => {
      const r = await coachWithRecords(page, request);
      await signedOut(page);
      expect(await audit(page, await publicScreens(request, r), 'pt-br')).toEqual([]);
    });

    test(`roster, assessments and attendance (pt-BR, ${vp.name})`, async ({ page, request }) => {
      const r = await coachWithRecords(page, request);
      const a = await athleteRecords(request, r.token);
      expect(await audit(page, rosterScreens(a), 'pt-br')).toEqual([]);
    });

    test(`presets, play files, compact print and the student page (pt-BR, ${vp.name})`, async ({ page, request }) => {
      const r = await coachWithRecords(page, request);
      const a = await athleteRecords(request, r.token);
      expect(await audit(page, moreScreens(r, a), 'pt-br')).toEqual([]);
    });

    test(`club leader screens (pt-BR, ${vp.name})`, async ({ page, request }) => {
      await seedClub(page, request, { categories: ['Sub-13'] });
      expect(await audit(page, CLUB, 'pt-br')).toEqual([]);
    });

    test(`admin screens and dialogs (pt-BR, ${vp.name})`, async ({ page, request, server }) => {
      await asMaster(page, request, server);
      expect(await audit(page, ADMIN, 'pt-br')).toEqual([]);
    });

    // One other language per viewport (es on the desktop, en on the phone), a short subset: the
    // whole spec must stay within the CI time budget, and the pt-BR runs above cover every route.
    const lang = vp.mobile ? 'en-us' : 'es-es';
    test(`a subset in ${lang} (${vp.name})`, async ({ page, request, server }) => {
      const r = await coachWithRecords(page, request);
      const screens: Screen[] = [
        { path: '/' },
        { path: '/treinos', name: '/treinos (share dialog)', then: openDialog('treino-share') },
        { path: `/treino/${r.treinoId}` },
        { path: `/fitnes/${r.sheetId}` },
        { path: '/atletas' },
        ...editorScreens(r).slice(0, 1),
        ...BOARD,
      ];
      const found = await audit(page, screens, lang);
      await asMaster(page, request, server);
      found.push(...(await audit(page, [{ path: '/admin/users' }], lang)));
      await signedOut(page);
      found.push(...(await audit(page, [{ path: '/login' }], lang)));
      expect(found).toEqual([]);
    });
  });
}
