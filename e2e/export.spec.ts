import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { horizontalOverflow, unreachableControls } from './helpers/layout.ts';
import { gifInfo, videoInfo } from './helpers/media.ts';
import { auth, signedInCoach } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

// Frame-exact export (apps/web/src/editor/video/exporter.ts): the animation is drawn at t = i / fps
// and encoded with WebCodecs (MP4/H.264, WebM/VP9) or gifenc (GIF). The files are parsed here in
// Node (mediabunny for MP4/WebM, a block parser for GIF): frame count = round(length * fps) and the
// duration within one frame of the animation's length, at several preview speeds.

/** Length of an animation of `frames` frames at `speed`, in s: (frames - 1) steps of 1.1 s and a 0.5 s hold, divided by the speed. */
const animationSeconds = (frames: number, speed: number) => ((frames - 1) * 1.1 + 0.5) / speed;

async function openVideoEditor(page: Page, token: string): Promise<void> {
  const { sports } = (await (await page.request.get('/api/sports', { headers: auth(token) })).json()) as { sports: Array<{ id: number }> };
  await page.goto(`/marcar?esporte=${sports[0]!.id}&camp=0&video=true`);
  await expect(page.getByTestId('frame-label')).toHaveAttribute('data-frames', '1');
}

/** Replaces the animation with `count` players (two teams) moving over `frames` frames. */
async function loadMoving(page: Page, count: number, frames: number): Promise<void> {
  const before = await page.evaluate(() => window.__pranchetaVideo!.getAnimation().objects.length);
  await page.getByTestId('player-AZUL-0').click();
  await expect.poll(() => page.evaluate(() => window.__pranchetaVideo!.getAnimation().objects.length)).toBe(before + 1);
  await page.evaluate(
    ([count, frames]) => {
      const hook = window.__pranchetaVideo!;
      const doc = hook.getAnimation();
      const template = doc.objects[0]!;
      const objects = Array.from({ length: count! }, (_, i) => {
        const x = 100 + (i % 10) * 110;
        const y = 150 + Math.floor(i / 10) * 300;
        const moves: Record<string, { x: number; y: number; visible: boolean }> = {};
        for (let f = 2; f <= frames!; f++) moves[String(f)] = { x: x + Math.sin(f + i) * 90, y: y + Math.cos(f * 2 + i) * 90, visible: true };
        return { ...template, id: `p${i}`, x, y, anim: { frames: moves, start: 1, hide: null } };
      });
      hook.load({ ...doc, frames: frames!, objects });
    },
    [count, frames],
  );
  await expect(page.getByTestId('frame-label')).toHaveAttribute('data-frames', String(frames));
}

/** The bytes behind a blob URL of the page. */
async function blobBytes(page: Page, url: string): Promise<Buffer> {
  const b64 = await page.evaluate(async (u) => {
    const blob = await (await fetch(u)).blob();
    return new Promise<string>((resolve) => {
      const r = new FileReader();
      r.onload = () => resolve(String(r.result).split(',')[1] ?? '');
      r.readAsDataURL(blob);
    });
  }, url);
  return Buffer.from(b64, 'base64');
}

test('exports the animation frame-exact to the video formats this Chromium encodes and to GIF, at several speeds', async ({ page, request }) => {
  // Six real encodes in the browser (up to 4 videos of up to 4.4 s at 960x720 and 2 GIFs), each
  // frame drawn and encoded on the CPU: minutes on a busy 2-core machine, more than the 2 min default.
  test.setTimeout(300_000);
  const token = await signedInCoach(page, request, 'export');
  await openVideoEditor(page, token);
  await loadMoving(page, 12, 3);

  const support = await page.evaluate(() => window.__pranchetaVideo!.exportSupport());
  // This machine's Debian Chromium 156 encodes H.264 and VP9 with WebCodecs; the test covers what
  // the browser says it can, and needs at least one video format (else only the fallback recorder runs).
  test.info().annotations.push({ type: 'webcodecs', description: JSON.stringify(support) });
  expect(support.mp4 || support.webm !== null).toBe(true);

  const cases: Array<{ format: 'mp4' | 'webm'; speed: number }> = [];
  if (support.mp4) cases.push({ format: 'mp4', speed: 1 }, { format: 'mp4', speed: 5 });
  if (support.webm) cases.push({ format: 'webm', speed: 0.5 }, { format: 'webm', speed: 3 });
  for (const { format, speed } of cases) {
    const out = await page.evaluate(([f, s]) => window.__pranchetaVideo!.exportFile(f as 'mp4' | 'webm', s as number), [format, speed] as const);
    const expected = animationSeconds(3, speed);
    const bytes = await blobBytes(page, out.url);
    expect(bytes.length, `${format} x${speed}`).toBe(out.bytes);
    if (format === 'mp4') expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    else expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const info = await videoInfo(bytes);
    expect(info.mime, `${format} x${speed}`).toContain(format === 'mp4' ? 'video/mp4' : 'video/webm');
    expect(info.codec ?? '').toMatch(format === 'mp4' ? /^avc1\./ : /^vp0?[89]/);
    expect({ width: info.width, height: info.height }).toEqual({ width: 960, height: 720 });
    expect(info.frames, `${format} x${speed} frame count`).toBe(Math.round(expected * 30));
    expect(out.frames).toBe(info.frames);
    expect(Math.abs(info.duration - expected), `${format} x${speed}: ${info.duration} s vs ${expected} s`).toBeLessThanOrEqual(1 / 30 + 1e-6);
  }

  for (const speed of [1, 2.5]) {
    const out = await page.evaluate((s) => window.__pranchetaVideo!.exportFile('gif', s), speed);
    const expected = animationSeconds(3, speed);
    const gif = gifInfo(await blobBytes(page, out.url));
    expect(out.mime).toBe('image/gif');
    expect({ width: gif.width, height: gif.height, loops: gif.loops }).toEqual({ width: 480, height: 360, loops: 0 });
    expect(gif.frames, `gif x${speed} frame count`).toBe(Math.round(expected * 20));
    expect(gif.delays.every((d) => d === 5)).toBe(true);
    expect(Math.abs(gif.duration - expected), `gif x${speed}: ${gif.duration} s vs ${expected} s`).toBeLessThanOrEqual(1 / 20 + 1e-6);
  }
});

test('a GIF of 2 players over 1.6 s stays small: later frames keep only what changed, and every frame decodes whole', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'export-gif');
  await openVideoEditor(page, token);
  await loadMoving(page, 2, 2);
  const out = await page.evaluate(() => window.__pranchetaVideo!.exportFile('gif', 1));
  const bytes = await blobBytes(page, out.url);
  const gif = gifInfo(bytes);
  expect(gif.frames).toBe(Math.round(animationSeconds(2, 1) * 20));
  // The shared palette and frame differencing keep this GIF small (about 1.0 MB without them); the bench measures it (npm run bench -- export).
  expect(bytes.length).toBeLessThan(300 * 1024);
  // Chromium decodes the file as a viewer shows it (each frame composed over the previous one).
  const frames = await page.evaluate(async (u) => {
    const data = await (await fetch(u)).arrayBuffer();
    const decoder = new ImageDecoder({ data, type: 'image/gif' });
    await decoder.tracks.ready;
    const count = decoder.tracks.selectedTrack!.frameCount;
    const canvas = new OffscreenCanvas(480, 360);
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const out: Array<{ holes: number; changedFromFirst: number; changedFromPrevious: number }> = [];
    let first: Uint8ClampedArray | null = null;
    let previous: Uint8ClampedArray | null = null;
    const differing = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
      let n = 0;
      for (let i = 0; i < a.length; i += 4) if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) n++;
      return n;
    };
    for (let i = 0; i < count; i++) {
      const { image } = await decoder.decode({ frameIndex: i });
      ctx.clearRect(0, 0, 480, 360);
      ctx.drawImage(image, 0, 0);
      image.close();
      const px = ctx.getImageData(0, 0, 480, 360).data;
      let holes = 0;
      for (let p = 3; p < px.length; p += 4) if (px[p] !== 255) holes++;
      out.push({ holes, changedFromFirst: first ? differing(first, px) : 0, changedFromPrevious: previous ? differing(previous, px) : 0 });
      first ??= px;
      previous = px;
    }
    decoder.close();
    return out;
  }, out.url);
  expect(frames).toHaveLength(gif.frames);
  // No frame shows a transparent hole where a kept pixel should be.
  expect(frames.map((f) => f.holes)).toEqual(frames.map(() => 0));
  // The players move: the last frame differs from the first, and frames change along the way.
  expect(frames.at(-1)!.changedFromFirst).toBeGreaterThan(500);
  expect(frames.filter((f) => f.changedFromPrevious > 0).length).toBeGreaterThan(10);
});

test('the download menu gives an MP4 (or WebM) and a GIF of the animation; a long export shows progress and can be cancelled', async ({ page, request }) => {
  // Two real encodes through the menu, then a 1944-frame export started until it shows progress:
  // CPU-bound encoding in the browser, longer than the 2 min default on a busy 2-core machine.
  test.setTimeout(240_000);
  const token = await signedInCoach(page, request, 'export-ui');
  await openVideoEditor(page, token);
  await loadMoving(page, 6, 2);
  const support = await page.evaluate(() => window.__pranchetaVideo!.exportSupport());
  const video = support.mp4 ? 'mp4' : 'webm';

  for (const format of [video, 'gif'] as const) {
    await page.getByTestId('export-menu').click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId(`export-${format}`).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`animacao.${format}`);
    const bytes = fs.readFileSync((await download.path())!);
    const expected = animationSeconds(2, 1);
    if (format === 'gif') {
      const gif = gifInfo(bytes);
      expect(gif.frames).toBe(Math.round(expected * 20));
    } else {
      const info = await videoInfo(bytes);
      expect(info.frames).toBe(Math.round(expected * 30));
      expect(Math.abs(info.duration - expected)).toBeLessThanOrEqual(1 / 30 + 1e-6);
    }
    await expect(page.getByText(/Arquivo pronto/).last()).toBeVisible();
  }
  // With no WebCodecs codec a video format would be disabled with a reason; here the menu offers what it found.
  await page.getByTestId('export-menu').click();
  await expect(page.getByTestId('export-gif')).toBeEnabled();
  await expect(page.getByTestId(`export-${video}`)).toBeEnabled();
  await page.keyboard.press('Escape');

  // 30 frames at speed 0.5 (64.8 s, 1944 frames): progress moves, cancel stops it and nothing is downloaded.
  await loadMoving(page, 6, 30);
  await page.getByTestId('preview-speed').fill('0,5');
  await expect(page.getByTestId('preview-length')).toContainText('64,8');
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByTestId('export-menu').click();
  await page.getByTestId(`export-${video}`).click();
  await expect(page.getByTestId('record-phase')).toHaveAttribute('data-phase', 'rendering');
  // The encoder starts up before the first frame counts (seconds under load).
  await expect.poll(async () => Number(await page.getByTestId('record-progress').locator('[role=progressbar]').getAttribute('aria-valuenow')), { timeout: 60_000 }).toBeGreaterThan(0);
  await page.getByTestId('record-cancel').click();
  await expect(page.getByText('Exportação cancelada.')).toBeVisible();
  await expect(page.getByTestId('record-phase')).toBeHidden();
  expect(downloaded).toBe(false);
  // The editor is usable again, at frame 1.
  await expect(page.getByTestId('frame-label')).toHaveAttribute('data-frame', '1');
  await expect(page.getByTestId('video-save')).toBeEnabled();
});

test('without WebCodecs the video is recorded in real time and the dialog says so', async ({ page, request }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'VideoEncoder', { value: undefined, configurable: true });
  });
  const token = await signedInCoach(page, request, 'export-fallback');
  await openVideoEditor(page, token);
  await loadMoving(page, 3, 2);
  expect(await page.evaluate(() => window.__pranchetaVideo!.exportSupport())).toEqual({ mp4: false, webm: null });
  await page.getByTestId('export-menu').click();
  await expect(page.getByTestId('export-mp4')).toBeDisabled();
  await expect(page.getByTestId('export-mp4')).toContainText('não codifica MP4');
  await expect(page.getByTestId('export-gif')).toBeEnabled();
  await page.keyboard.press('Escape');

  await page.getByTestId('video-save').click();
  await page.getByTestId('save-clube').fill('Clube Azul');
  await page.getByTestId('save-professor').fill('Ana');
  await page.getByTestId('save-categoria').fill('Sub-15');
  await page.getByTestId('save-local').fill('Campo 2');
  await page.getByTestId('save-descricao').fill('Gravação em tempo real');
  await page.getByTestId('save-submit').click();
  await expect(page.getByTestId('record-phase')).toHaveAttribute('data-phase', 'recording');
  await expect(page.getByTestId('record-fallback')).toContainText('tempo real');
  await expect(page).toHaveURL(/\/videos$/);
  const row = page.locator('[data-testid^="video-row-"]');
  await expect(row).toHaveCount(1);
  const id = (await row.getAttribute('data-testid'))!.replace('video-row-', '');
  const file = await page.request.get(`/api/formactionimg/${id}`, { headers: auth(token) });
  expect(file.headers()['content-type']).toBe('video/webm');
});

test('on a 360 px phone the video editor fits and exports a GIF', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'export-phone');
  await page.setViewportSize({ width: 360, height: 740 });
  await openVideoEditor(page, token);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await unreachableControls(page, '[data-testid="frames-bar"]')).toEqual([]);
  await expect(page.getByTestId('export-menu')).toBeInViewport();
  await expect(page.getByTestId('video-save')).toBeInViewport();
  await loadMoving(page, 4, 2);
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/export-editor-360.png`, fullPage: true });
  await page.getByTestId('export-menu').click();
  await expect(page.getByTestId('export-gif')).toBeInViewport();
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/export-menu-360.png` });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-gif').click();
  const gif = gifInfo(fs.readFileSync((await (await downloading).path())!));
  expect(gif.frames).toBe(Math.round(animationSeconds(2, 1) * 20));
  expect(await horizontalOverflow(page)).toBe(0);
});
