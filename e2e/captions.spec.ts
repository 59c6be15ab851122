import type { Locator, Page } from '@playwright/test';
import { horizontalOverflow, unreachableControls } from './helpers/layout.ts';
import { auth, shareByApi, signedInCoach } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

// Captions timed to frames: a caption added in the video editor on frames 2..3
// of a 4-frame video shows in the editor only on those frames, and in the frame-exact GIF export,
// the saved video (the in-app player) and the public share page only while frames 2..3 are shown:
// from the moment frame 2 is reached (1.1 s at speed 1) until frame 4 is reached (3.3 s).

const PHONE = { width: 360, height: 740 };
/** One move between frames at speed 1: 2.2 frame times of 500 ms. */
const STEP_MS = 1100;
const MAGENTA = '#ff00ff';

/** Frame of the animation (4 frames, speed 1) shown at `ms`: the caption shows when it is 2 or 3. */
const frameAt = (ms: number) => (ms >= 3 * STEP_MS ? 4 : Math.floor(ms / STEP_MS) + 1);
const expectedShown = (ms: number) => frameAt(ms) === 2 || frameAt(ms) === 3;

interface Strip {
  /** Canvas units (1280 x 960): a band inside the caption's box padding, above its text. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function openVideoEditor(page: Page, token: string): Promise<void> {
  const { sports } = (await (await page.request.get('/api/sports', { headers: auth(token) })).json()) as { sports: Array<{ id: number }> };
  await page.goto(`/marcar?esporte=${sports[0]!.id}&camp=0&video=true`);
  // The editor is a lazily loaded chunk: on a loaded 2-core machine it can take well over 20 s to paint.
  await expect(page.getByTestId('frame-label')).toHaveAttribute('data-frames', '1', { timeout: 90_000 });
}

/** One player (a video needs an object), then frames up to `frames`; ends showing frame `show`. */
async function playerAndFrames(page: Page, frames: number, show: number): Promise<void> {
  await page.getByTestId('player-AZUL-0').click();
  await expect.poll(() => page.evaluate(() => window.__pranchetaVideo!.getAnimation().objects.length)).toBe(1);
  for (let f = 2; f <= frames; f++) {
    await page.getByTestId('frame-add').click();
    await expect(page.getByTestId('frame-label')).toHaveAttribute('data-frames', String(f));
  }
  await goToFrame(page, show);
}

async function goToFrame(page: Page, frame: number): Promise<void> {
  const label = page.getByTestId('frame-label');
  for (;;) {
    const now = Number(await label.getAttribute('data-frame'));
    if (now === frame) return;
    await page.getByTestId(now > frame ? 'frame-previous' : 'frame-next').click();
    await expect(label).toHaveAttribute('data-frame', String(now > frame ? now - 1 : now + 1));
  }
}

/** The caption of the animated document (there is one). */
async function theCaption(page: Page) {
  const caption = await page.evaluate(() => window.__pranchetaVideo!.getAnimation().objects.find((o) => o.type === 'caption') ?? null);
  expect(caption).not.toBeNull();
  return caption as unknown as { id: string; x: number; y: number; width: number; height: number; fontSize: number; text: string; anim: { start: number; hide: number | null } };
}

/** A band of the caption's box above its text (the padding is 0.35 of the font size). */
function stripOf(c: { x: number; y: number; width: number; height: number; fontSize: number }): Strip {
  const top = c.y - c.height / 2;
  const pad = c.fontSize * 0.35;
  return { left: c.x - c.width * 0.35, right: c.x + c.width * 0.35, top: top + pad * 0.3, bottom: top + pad * 0.7 };
}

/** Share of the strip's sample points that are magenta in any canvas layer of the editor's stage. */
async function editorMagenta(page: Page, strip: Strip): Promise<number> {
  return page.evaluate((s) => {
    const hook = window.__pranchetaEditor!;
    const canvases = Array.from(document.querySelectorAll('.konvajs-content canvas')) as HTMLCanvasElement[];
    let hits = 0;
    let total = 0;
    for (let i = 0; i <= 20; i++) {
      for (let j = 0; j <= 2; j++) {
        const p = hook.toPage(s.left + ((s.right - s.left) * i) / 20, s.top + ((s.bottom - s.top) * j) / 2);
        total++;
        const magenta = canvases.some((c) => {
          const r = c.getBoundingClientRect();
          const x = Math.floor(((p.x - r.left) * c.width) / r.width);
          const y = Math.floor(((p.y - r.top) * c.height) / r.height);
          if (x < 0 || y < 0 || x >= c.width || y >= c.height) return false;
          const [red, green, blue, alpha] = c.getContext('2d')!.getImageData(x, y, 1, 1).data;
          return alpha! > 200 && red! > 180 && green! < 90 && blue! > 180;
        });
        if (magenta) hits++;
      }
    }
    return hits / total;
  }, strip);
}

/**
 * Seeks a <video> to each time and answers, per time, the share of the strip that is magenta in the
 * decoded picture (drawn into a canvas of the video's own size).
 */
async function videoMagenta(video: Locator, times: number[], strip: Strip): Promise<number[]> {
  return video.evaluate(
    async (v: HTMLVideoElement, { times, s }) => {
      v.muted = true;
      v.preload = 'auto';
      if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
      const canvas = document.createElement('canvas');
      canvas.width = v.videoWidth;
      canvas.height = v.videoHeight;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      const k = v.videoWidth / 1280;
      const out: number[] = [];
      for (const t of times) {
        await new Promise((r) => {
          v.addEventListener('seeked', r, { once: true });
          v.currentTime = t;
        });
        if (v.readyState < 2) await new Promise((r) => v.addEventListener('canplay', r, { once: true }));
        const share = () => {
          ctx.drawImage(v, 0, 0, canvas.width, canvas.height);
          const x0 = Math.round(s.left * k);
          const y0 = Math.round(s.top * k);
          const w = Math.max(1, Math.round((s.right - s.left) * k));
          const h = Math.max(1, Math.round((s.bottom - s.top) * k));
          const px = ctx.getImageData(x0, y0, w, h).data;
          let hits = 0;
          for (let i = 0; i < px.length; i += 4) if (px[i]! > 170 && px[i + 1]! < 100 && px[i + 2]! > 170) hits++;
          return hits / (w * h);
        };
        // On a loaded machine 'seeked' can fire before the decoder presents the new frame, so the
        // previous picture would be read: wait for the next presented frame (or a moment), then read
        // until two reads a little apart agree.
        await new Promise<void>((r) => {
          setTimeout(r, 500);
          v.requestVideoFrameCallback?.(() => r());
        });
        let last = share();
        for (let i = 0; i < 8; i++) {
          await new Promise((r) => setTimeout(r, 120));
          const next = share();
          if (next === last) break;
          last = next;
        }
        out.push(last);
      }
      return out;
    },
    { times, s: strip },
  );
}

/** Opens the caption dialog from the panel and fills it; the background is set to magenta so pixels can be told apart. */
async function fillCaption(page: Page, values: { text: string; from: number; to: number; size?: number }): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('caption-text').fill(values.text);
  await dialog.getByTestId('caption-from').fill(String(values.from));
  await dialog.getByTestId('caption-to').fill(String(values.to));
  if (values.size) await dialog.getByTestId('caption-size').fill(String(values.size));
  await dialog.getByTestId('caption-background').click();
  await page.getByTestId('caption-background-dropdown').getByRole('textbox').fill(MAGENTA);
  await dialog.getByTestId('caption-background').click();
  await expect(page.getByTestId('caption-background-dropdown')).toBeHidden();
}

test('a caption on frames 2-3 shows only there: editor frames, GIF export, saved video in the player and the share page', async ({ page, request, browser }) => {
  // Two real encodes in the browser (a GIF and the saved MP4/WebM) on a busy 2-core machine.
  test.setTimeout(300_000);
  const token = await signedInCoach(page, request, 'captions');
  await openVideoEditor(page, token);
  await playerAndFrames(page, 4, 2);
  await expect(page.getByTestId('captions-empty')).toBeVisible();

  await page.getByTestId('caption-add').click();
  // A new caption starts on the frame shown.
  await expect(page.getByTestId('caption-from')).toHaveValue('2');
  await fillCaption(page, { text: 'Pressão <b>alta</b> & linha 2', from: 2, to: 3, size: 60 });
  await page.getByTestId('caption-save').click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const caption = await theCaption(page);
  expect(caption.anim).toEqual({ frames: {}, start: 2, hide: 4 });
  // User text stays text: the list shows the characters as typed, nothing is interpreted as markup.
  const row = page.getByTestId(`caption-row-${caption.id}`);
  await expect(row).toHaveAttribute('data-from', '2');
  await expect(row).toHaveAttribute('data-to', '3');
  await expect(row).toContainText('Pressão <b>alta</b> & linha 2');
  await expect(row).toContainText('Quadros 2 a 3');
  await expect(page.locator('[data-testid="captions-panel"] b')).toHaveCount(0);

  // The editor (what the coach previews frame by frame) draws it on frames 2 and 3 only.
  const strip = stripOf(caption);
  const seen: Record<number, number> = {};
  for (const f of [1, 2, 3, 4]) {
    await goToFrame(page, f);
    await expect(row).toHaveAttribute('data-here', String(f === 2 || f === 3));
    seen[f] = await editorMagenta(page, strip);
  }
  expect(seen[2]).toBeGreaterThan(0.9);
  expect(seen[3]).toBeGreaterThan(0.9);
  expect(seen[1]).toBe(0);
  expect(seen[4]).toBe(0);
  await goToFrame(page, 3);
  await screenshot(page, 'captions-editor');

  // Frame-exact GIF (20 fps): every decoded frame carries the caption exactly while frame 2 or 3 is shown.
  const gif = await page.evaluate(() => window.__pranchetaVideo!.exportFile('gif', 1));
  expect(gif.frames).toBe(Math.round(((3 * STEP_MS + 500) / 1000) * 20));
  const gifShares = await page.evaluate(
    async ({ url, s }) => {
      const data = await (await fetch(url)).arrayBuffer();
      const decoder = new ImageDecoder({ data, type: 'image/gif' });
      await decoder.tracks.ready;
      const count = decoder.tracks.selectedTrack!.frameCount;
      const canvas = new OffscreenCanvas(480, 360);
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      const k = 480 / 1280;
      const out: number[] = [];
      for (let i = 0; i < count; i++) {
        const { image } = await decoder.decode({ frameIndex: i });
        ctx.drawImage(image, 0, 0);
        image.close();
        const x0 = Math.round(s.left * k);
        const y0 = Math.round(s.top * k);
        const w = Math.round((s.right - s.left) * k);
        const h = Math.max(1, Math.round((s.bottom - s.top) * k));
        const px = ctx.getImageData(x0, y0, w, h).data;
        let hits = 0;
        for (let p = 0; p < px.length; p += 4) if (px[p]! > 170 && px[p + 1]! < 100 && px[p + 2]! > 170) hits++;
        out.push(hits / (w * h));
      }
      decoder.close();
      return out;
    },
    { url: gif.url, s: strip },
  );
  expect(gifShares).toHaveLength(gif.frames);
  const gifShown = gifShares.map((share) => (share > 0.9 ? true : share === 0 ? false : share));
  expect(gifShown).toEqual(gifShares.map((_, i) => expectedShown((i * 1000) / 20)));

  // Save: the video is rendered frame by frame and uploaded with the drawing (caption included).
  await page.getByTestId('video-save').click();
  await page.getByTestId('save-clube').fill('Clube Azul');
  await page.getByTestId('save-professor').fill('Ana');
  await page.getByTestId('save-categoria').fill('Sub-15');
  await page.getByTestId('save-local').fill('Campo 2');
  await page.getByTestId('save-descricao').fill('Saída com legenda');
  await page.getByTestId('save-submit').click();
  await expect(page).toHaveURL(/\/videos$/, { timeout: 120_000 });
  const videoRow = page.locator('[data-testid^="video-row-"]');
  await expect(videoRow).toHaveCount(1);
  const id = Number((await videoRow.getAttribute('data-testid'))!.replace('video-row-', ''));

  // Instants (s) inside frame 1, the move 1->2, frames 2 and 3, the move 3->4 and the final hold.
  const times = [0.5, 1.0, 1.25, 2.25, 3.2, 3.45, 3.7];
  const expected = times.map((t) => expectedShown(t * 1000));
  const judge = (shares: number[]) => shares.map((share) => (share > 0.8 ? true : share < 0.05 ? false : share));

  // The in-app player plays the stored file: the caption is there at the same instants.
  await page.getByTestId(`video-play-${id}`).click();
  const player = page.getByTestId('video-element');
  await expect(player).toBeVisible();
  expect(judge(await videoMagenta(player, times, strip))).toEqual(expected);
  await page.keyboard.press('Escape');

  // The public share page (a visitor on a phone, no account) plays the same file.
  const url = await shareByApi(request, token, 'video', id);
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  const visitor = await context.newPage();
  expect((await visitor.goto(url))?.status()).toBe(200);
  const shared = visitor.getByTestId('shared-video');
  await expect(shared).toBeVisible();
  expect(judge(await videoMagenta(shared, times, strip))).toEqual(expected);
  expect(await horizontalOverflow(visitor)).toBeLessThanOrEqual(0);
  await screenshot(visitor, 'captions-share-360');
  await context.close();

  // Reopened, the drawing still holds the caption with its range.
  await page.goto(`/edit/${id}?type=formaction`);
  await expect(page.getByTestId(`caption-row-${caption.id}`)).toHaveAttribute('data-to', '3', { timeout: 90_000 });
});

test('on a 360 px phone a caption is added with the keyboard, edited, deleted and brought back with undo', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'captions-phone');
  await page.setViewportSize(PHONE);
  await openVideoEditor(page, token);
  await playerAndFrames(page, 3, 2);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await unreachableControls(page, '[data-testid="captions-panel"]')).toEqual([]);

  // Keyboard only: the panel's button, the text, Tab to the frame fields, Enter submits.
  await page.getByTestId('caption-add').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('caption-text')).toBeFocused();
  await page.keyboard.type('Sobe o bloco');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('caption-from')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('caption-to')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await unreachableControls(page, '[role="dialog"]')).toEqual([]);
  await screenshot(page, 'captions-dialog-360');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const caption = await theCaption(page);
  const row = page.getByTestId(`caption-row-${caption.id}`);
  await expect(row).toHaveAttribute('data-from', '2');
  await expect(row).toHaveAttribute('data-to', '3');
  await expect(row).toHaveAttribute('data-here', 'true');
  await screenshot(page, 'captions-editor-360');

  // Edit: frames 1..1, higher on the field. At frame 2 it is no longer shown.
  await page.getByTestId(`caption-edit-${caption.id}`).click();
  await expect(page.getByTestId('caption-text')).toHaveValue('Sobe o bloco');
  await page.getByTestId('caption-from').fill('1');
  await page.getByTestId('caption-to').fill('1');
  await page.getByTestId('caption-position').click();
  await page.getByRole('option', { name: 'Em cima' }).click();
  await page.getByTestId('caption-save').click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveAttribute('data-to', '1');
  await expect(row).toHaveAttribute('data-here', 'false');
  await expect(row).toContainText('Quadro 1');
  const moved = await theCaption(page);
  expect(moved.anim).toEqual({ frames: {}, start: 1, hide: 2 });
  expect(moved.y).toBeLessThan(caption.y);

  // Undo (Ctrl+Z) brings the old range and place back; delete and undo again.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(row).toHaveAttribute('data-to', '3');
  expect((await theCaption(page)).y).toBe(caption.y);
  await page.getByTestId(`caption-delete-${caption.id}`).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('captions-empty')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(row).toHaveAttribute('data-from', '2');
  expect(await horizontalOverflow(page)).toBe(0);
});

const LANGS = [
  { lang: 'pt-br', title: 'Legendas', tooLong: 'A legenda pode ter no máximo 140 caracteres.', order: 'O último quadro não pode vir antes do primeiro.' },
  { lang: 'es-es', title: 'Rótulos', tooLong: 'El rótulo puede tener como máximo 140 caracteres.', order: 'El último cuadro no puede ir antes del primero.' },
  { lang: 'en-us', title: 'Captions', tooLong: 'A caption can have at most 140 characters.', order: 'The last frame cannot come before the first.' },
];

for (const l of LANGS) {
  test(`the caption panel and its refusals speak ${l.lang}; nothing is added`, async ({ page, request }) => {
    const token = await signedInCoach(page, request, `captions-${l.lang}`);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), l.lang);
    await openVideoEditor(page, token);
    await playerAndFrames(page, 2, 2);
    await expect(page.getByTestId('captions-panel')).toContainText(l.title);
    await page.getByTestId('caption-add').click();
    await page.getByTestId('caption-text').fill('x'.repeat(141));
    await page.getByTestId('caption-from').fill('2');
    await page.getByTestId('caption-to').fill('1');
    await page.getByTestId('caption-save').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(l.tooLong);
    await expect(dialog).toContainText(l.order);
    await page.getByTestId('caption-cancel').click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.__pranchetaVideo!.getAnimation().objects.filter((o) => o.type === 'caption').length)).toBe(0);
  });
}
