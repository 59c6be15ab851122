import type { Page } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { expect, test } from './helpers/test.ts';

// Formation presets, personal presets, mirror and team-colour swap, in the
// editor (image and video) and on the tactical board, on a desktop and on a 360 px phone.

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 360, height: 740 },
];

type Obj = { id: string; type: string; x: number; y: number; team?: string; number?: string; anim: { frames: Record<string, { x: number; y: number }> } };

const docObjects = (page: Page) => page.evaluate(() => window.__pranchetaEditor!.getDocument().objects as unknown as Obj[]);
const animation = (page: Page) => page.evaluate(() => window.__pranchetaVideo!.getAnimation().objects as unknown as Obj[]);
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `screenshots/presets-${name}.png`, fullPage: true });
};

async function coach(page: Page): Promise<string> {
  const token = await signUpByApi(page.request, newUser('presets'));
  await activateByApi(page.request, token);
  await useToken(page, token);
  return token;
}

async function openEditor(page: Page, video = false): Promise<void> {
  await page.goto(`/marcar?esporte=1&camp=0${video ? '&video=true' : ''}`);
  // The editor is a lazily loaded route: on a busy machine it can take a while to paint.
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible({ timeout: 90_000 });
}

/** Opens the presets dialog, picks a system (by its label) and places the team. */
async function placeFromDialog(page: Page, system?: string, style?: 'shirts'): Promise<void> {
  await page.getByTestId('open-presets').click();
  const dialog = page.getByTestId('preset-dialog');
  await expect(dialog.getByTestId('preset-system')).toBeVisible();
  if (system) {
    await dialog.getByTestId('preset-system').click();
    await page.getByRole('option', { name: system, exact: true }).click();
  }
  if (style) await dialog.getByText('Camisas (1 a n)', { exact: true }).click();
  await dialog.getByTestId('preset-place').click();
  await expect(dialog).toBeHidden();
}

for (const size of SIZES) {
  test.describe(`presets on ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.setTimeout(300_000);

    test('editor: place two teams, swap colours, mirror, undo; save a personal preset and reuse it', async ({ page }) => {
      await coach(page);
      await openEditor(page);

      await placeFromDialog(page, '4-3-3');
      let objects = await docObjects(page);
      expect(objects).toHaveLength(11);
      expect(objects.map((o) => o.type).sort()).toEqual(['goalkeeper', ...Array(10).fill('player')]);
      expect(objects.every((o) => o.x < 640)).toBe(true);
      expect(objects.filter((o) => o.type === 'player').every((o) => o.team === 'AZUL')).toBe(true);

      // The next opening offers the opponent: red, mirrored on the right half.
      await placeFromDialog(page);
      objects = await docObjects(page);
      expect(objects).toHaveLength(22);
      const red = objects.slice(11);
      expect(red.every((o) => o.x > 640)).toBe(true);
      expect(red.filter((o) => o.type === 'player').every((o) => o.team === 'VERMELHA')).toBe(true);
      await shot(page, `editor-two-teams-${size.name}`);

      // One undo step per placed team.
      await page.getByTestId('action-undo').click();
      await expect.poll(async () => (await docObjects(page)).length).toBe(11);
      await page.getByTestId('action-redo').click();
      await expect.poll(async () => (await docObjects(page)).length).toBe(22);

      // Swap the colours of the whole drawing (nothing selected), then undo.
      await page.keyboard.press('Escape');
      await page.getByTestId('action-swapTeams').click();
      await expect.poll(async () => (await docObjects(page))[1]!.team).toBe('VERMELHA');
      expect((await docObjects(page))[12]!.team).toBe('AZUL');
      await page.getByTestId('action-undo').click();
      await expect.poll(async () => (await docObjects(page))[1]!.team).toBe('AZUL');

      // Mirror left-right and top-bottom: the keeper on the left goes to the right; undo brings it back.
      const keeper = (await docObjects(page))[0]!;
      await page.getByTestId('action-mirrorHorizontal').click();
      await expect.poll(async () => (await docObjects(page))[0]!.x).toBeCloseTo(1280 - keeper.x, 1);
      await page.getByTestId('action-mirrorVertical').click();
      await expect.poll(async () => (await docObjects(page))[1]!.y).toBeCloseTo(960 - objects[1]!.y, 1);
      await page.getByTestId('action-undo').click();
      await page.getByTestId('action-undo').click();
      await expect.poll(async () => (await docObjects(page))[0]!.x).toBeCloseTo(keeper.x, 1);

      // Save the red team (selected after placing it again) as a personal preset: an empty name is refused.
      await page.getByTestId('action-undo').click();
      await expect.poll(async () => (await docObjects(page)).length).toBe(11);
      await placeFromDialog(page, '3-5-2');
      await page.getByTestId('open-presets').click();
      const dialog = page.getByTestId('preset-dialog');
      await dialog.getByTestId('preset-save').click();
      await expect(dialog.getByTestId('preset-name')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
      await dialog.getByTestId('preset-name').fill('Minha saída de bola');
      await dialog.getByTestId('preset-save').click();
      await expect(page.getByText('Formação "Minha saída de bola" salva')).toBeVisible();
      await expect(dialog.getByTestId('preset-system')).toHaveValue('Minha saída de bola');
      await shot(page, `editor-dialog-${size.name}`);
      await page.keyboard.press('Escape');

      // Reuse it in a fresh drawing, as numbered shirts.
      await openEditor(page);
      await placeFromDialog(page, 'Minha saída de bola', 'shirts');
      objects = await docObjects(page);
      expect(objects).toHaveLength(11);
      expect(objects.map((o) => o.number)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
      // Saved from the right half, placed again on the left (normalised to the defending side picked).
      expect(objects.every((o) => o.x < 640)).toBe(true);

      // Delete it: gone from the list.
      await page.getByTestId('open-presets').click();
      await page.getByTestId('preset-system').click();
      await page.getByRole('option', { name: 'Minha saída de bola', exact: true }).click();
      await page.getByTestId('preset-delete').click();
      await expect(page.getByText('Formação excluída')).toBeVisible();
      await page.getByTestId('preset-system').click();
      await expect(page.getByRole('option', { name: 'Minha saída de bola', exact: true })).toHaveCount(0);
    });

    test('video editor: a mirror flips every frame, one undo step', async ({ page }) => {
      await coach(page);
      await openEditor(page, true);
      await placeFromDialog(page, '4-4-2');
      await expect.poll(async () => (await animation(page)).length).toBe(11);
      // Frame 2: the whole team (still selected) moves 50 px forward.
      await page.getByTestId('frame-add').click();
      await expect(page.getByTestId('frame-label')).toHaveAttribute('data-frame', '2');
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
      const before = await animation(page);
      expect(before[0]!.anim.frames['2']!.x).toBeCloseTo(before[0]!.x + 50, 1);

      await page.keyboard.press('Escape');
      await page.getByTestId('action-mirrorHorizontal').click();
      await expect.poll(async () => (await animation(page))[0]!.x).toBeCloseTo(1280 - before[0]!.x, 1);
      const after = await animation(page);
      after.forEach((o, i) => {
        expect(o.x).toBeCloseTo(1280 - before[i]!.x, 1);
        expect(o.anim.frames['2']!.x).toBeCloseTo(1280 - before[i]!.anim.frames['2']!.x, 1);
      });
      await shot(page, `video-mirrored-${size.name}`);
      await page.getByTestId('action-undo').click();
      await expect.poll(async () => (await animation(page))[0]!.x).toBeCloseTo(before[0]!.x, 1);
      expect((await animation(page))[0]!.anim.frames['2']!.x).toBeCloseTo(before[0]!.anim.frames['2']!.x, 1);
    });

    test('board: place two teams, swap, mirror, undo', async ({ page }) => {
      await coach(page);
      await page.goto('/board?esporte=1&camp=0&board=1');
      await expect(page.getByTestId('board-canvas').locator('.konvajs-content')).toBeVisible({ timeout: 90_000 });
      const board = page.getByTestId('board');
      await expect(page.getByTestId('board-swap')).toBeDisabled();
      await page.getByTestId('board-presets').click();
      await page.getByTestId('board-preset-place').click();
      await expect(board).toHaveAttribute('data-markers', '11');
      await page.getByTestId('board-preset-place').click();
      await expect(board).toHaveAttribute('data-markers', '22');
      await shot(page, `board-presets-${size.name}`);
      await page.keyboard.press('Escape');

      const xs = () =>
        page.evaluate(() => {
          const konva = (window as unknown as { Konva: { stages: Array<{ find: (s: string) => Array<{ x(): number; name(): string }> }> } }).Konva;
          return konva.stages[0]!.find('.marker').map((n) => Math.round(n.x()));
        });
      const start = await xs();
      await page.getByTestId('board-mirror-h').click();
      await expect.poll(async () => (await xs())[0]).not.toBe(start[0]);
      await page.getByTestId('board-undo').click();
      await expect.poll(async () => (await xs())[0]).toBe(start[0]);

      await expect(page.getByTestId('board-swap')).toBeEnabled();
      await page.getByTestId('board-swap').click();
      await expect(page.getByTestId('board-undo')).toBeEnabled();
      await page.getByTestId('board-undo').click();
      await page.getByTestId('board-undo').click();
      await expect(board).toHaveAttribute('data-markers', '11');
    });
  });
}

// The board's presets panel is a popover: a system picked from its list by mouse or by finger must
// stay picked (the list opens inside the panel), and the offer of the opponent must survive closing
// the panel (it covers the left half of the pitch, so a coach closes it to look).
const POINTERS = [
  { name: 'mouse', use: { viewport: { width: 1366, height: 900 } } },
  { name: 'finger', use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } },
];

for (const pointer of POINTERS) {
  test.describe(`board presets by ${pointer.name}`, () => {
    test.use(pointer.use);
    test.setTimeout(180_000);

    const press = (page: Page, testId: string) => (pointer.name === 'finger' ? page.getByTestId(testId).tap() : page.getByTestId(testId).click());
    async function openBoard(page: Page) {
      await coach(page);
      await page.goto('/board?esporte=1&camp=0&board=1');
      await expect(page.getByTestId('board-canvas').locator('.konvajs-content')).toBeVisible({ timeout: 90_000 });
      await press(page, 'board-presets');
      await expect(page.getByTestId('board-preset-panel').getByTestId('preset-system')).toHaveValue('4-4-2');
    }

    test('a system picked from the list stays picked', async ({ page }) => {
      await openBoard(page);
      const panel = page.getByTestId('board-preset-panel');
      const system = panel.getByTestId('preset-system');
      await press(page, 'preset-system');
      const option = page.getByRole('option', { name: '3-5-2', exact: true });
      await expect(option).toBeVisible();
      await shot(page, `board-list-${pointer.name}`);
      await (pointer.name === 'finger' ? option.tap({ timeout: 20_000 }) : option.click({ timeout: 20_000 }));
      await expect(system).toHaveValue('3-5-2');
      await expect(panel).toBeVisible();
      await press(page, 'board-preset-place');
      await expect(page.getByTestId('board')).toHaveAttribute('data-markers', '11');
      // The opponent is offered in the system picked.
      await expect(system).toHaveValue('3-5-2');
      await shot(page, `board-picked-${pointer.name}`);
    });

    test('a reopened panel offers the opponent of the team just placed', async ({ page }) => {
      await openBoard(page);
      const board = page.getByTestId('board');
      const panel = page.getByTestId('board-preset-panel');
      await expect(panel.getByTestId('preset-team-AZUL')).toHaveAttribute('aria-pressed', 'true');
      await press(page, 'board-preset-place');
      await expect(board).toHaveAttribute('data-markers', '11');

      // Closed to look at the pitch, then opened again: red, on the right.
      await press(page, 'board-presets');
      await expect(panel).toBeHidden();
      await press(page, 'board-presets');
      await expect(panel.getByTestId('preset-team-VERMELHA')).toHaveAttribute('aria-pressed', 'true');
      await expect(panel.getByLabel('Lado direito (espelhado)')).toBeChecked();
      await press(page, 'board-preset-place');
      await expect(board).toHaveAttribute('data-markers', '22');
      // The opponent stands on the other half (marker positions are the field's, before any turn).
      const xs = await page.evaluate(() => {
        const konva = (window as unknown as { Konva: { stages: Array<{ find: (s: string) => Array<{ x(): number }> }> } }).Konva;
        return konva.stages[0]!.find('.marker').map((n) => n.x());
      });
      const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
      expect(xs.slice(0, 11).every((x) => x < middle)).toBe(true);
      expect(xs.slice(11).every((x) => x > middle)).toBe(true);
    });
  });
}
