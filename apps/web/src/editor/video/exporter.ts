import { animationDurationMs, buildTimeline, clampSpeed, frameStepMs, sampleTimeline } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument, Timeline } from '@prancheta/shared/scene/index.ts';
import type Konva from 'konva';
import { openCompositor } from './compositor.ts';
import type { StageCompositor } from './compositor.ts';
import { exportFrameCount, exportFrames, gifDelays } from './frameTiming.ts';
import type { ExportFrame } from './frameTiming.ts';

/** File formats of the frame-exact export. */
export type ExportFormat = 'mp4' | 'webm' | 'gif';

/** Frame rate and width of exported videos (MP4, WebM): 960x720 at 30 fps. */
export const VIDEO_FPS = 30;
export const VIDEO_WIDTH = 960;
/** GIF: 480x360 at 20 fps (each frame 5/100 s, the format's time unit, so no rounding drift). */
export const GIF_FPS = 20;
export const GIF_WIDTH = 480;
const VIDEO_BITRATE = 3_000_000;

/** What this browser can export frame by frame (GIF needs no codec: it is encoded in JavaScript). */
export interface ExportSupport {
  /** H.264 ('avc1') encodable with WebCodecs: MP4 export. */
  mp4: boolean;
  /** Codec of the WebM export, or null when WebCodecs encodes neither VP9 nor VP8. */
  webm: 'vp9' | 'vp8' | null;
}

/** A finished export. */
export interface ExportResult {
  blob: Blob;
  format: ExportFormat;
  extension: string;
  frames: number;
  fps: number;
  width: number;
  height: number;
  /** Length of the animation at the chosen speed, in ms. */
  animationMs: number;
  /** Length of the file: frames / fps, in ms. */
  fileMs: number;
  /** Wall-clock time the export took, in ms. */
  elapsedMs: number;
  /** Of which drawing the frames (moving the nodes, drawing the layers, compositing), in ms. */
  drawMs: number;
  /** Of which handing frames to the encoder, waiting when it is behind (GIF: quantising and LZW), in ms. */
  encodeMs: number;
}

/** Options of an export: cancel and progress (0..1). */
export interface ExportOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

const abortError = () => new DOMException('aborted', 'AbortError');

let supportCache: Promise<ExportSupport> | null = null;

/**
 * Asks WebCodecs (VideoEncoder.isConfigSupported, through mediabunny's canEncodeVideo with the
 * exact configuration it will use) which codecs it encodes at 960x720. Without VideoEncoder (older
 * Safari and Firefox, insecure pages) nothing is supported and the caller falls back to recording.
 */
export function exportSupport(): Promise<ExportSupport> {
  supportCache ??= (async (): Promise<ExportSupport> => {
    if (typeof VideoEncoder !== 'function' || typeof VideoFrame !== 'function') return { mp4: false, webm: null };
    try {
      const { canEncodeVideo } = await import('mediabunny');
      const can = (codec: 'avc' | 'vp9' | 'vp8') => canEncodeVideo(codec, { width: VIDEO_WIDTH, height: (VIDEO_WIDTH * 3) / 4, bitrate: VIDEO_BITRATE }).catch(() => false);
      const [avc, vp9, vp8] = await Promise.all([can('avc'), can('vp9'), can('vp8')]);
      return { mp4: avc, webm: vp9 ? 'vp9' : vp8 ? 'vp8' : null };
    } catch {
      return { mp4: false, webm: null };
    }
  })();
  return supportCache;
}

/** The video format saved to the server: MP4 where H.264 encodes (phones, WhatsApp), else WebM, else null (record in real time). */
export function preferredVideoFormat(support: ExportSupport): 'mp4' | 'webm' | null {
  return support.mp4 ? 'mp4' : support.webm ? 'webm' : null;
}

/**
 * Draws the animation frame by frame into the compositor's canvas at t = i / fps (never the
 * wall clock) and hands each frame to `onFrame`, which encodes it. The browser gets a turn every few
 * frames so progress paints and cancel is heard. The nodes go back to frame 1 at the end.
 */
async function renderFrames(stage: Konva.Stage, doc: SceneDocument, speed: number, width: number, fps: number, options: ExportOptions, encoder: (compositor: StageCompositor) => Promise<(frame: ExportFrame) => Promise<void>>): Promise<{ frames: number; animationMs: number; width: number; height: number; drawMs: number; encodeMs: number }> {
  if (options.signal?.aborted) throw abortError();
  const s = clampSpeed(speed);
  const animationMs = animationDurationMs(doc.frames, s);
  const timeline = buildTimeline(doc);
  const frames = exportFrames(animationMs, fps);
  const compositor = openCompositor(stage, doc, width, { readBack: width === GIF_WIDTH && fps === GIF_FPS });
  try {
    const onFrame = await encoder(compositor);
    let turn = performance.now();
    let drawMs = 0;
    let encodeMs = 0;
    for (const frame of frames) {
      if (options.signal?.aborted) throw abortError();
      const t0 = performance.now();
      compositor.apply(sampleTimeline(timeline, frame.timeMs, s));
      compositor.paint();
      const t1 = performance.now();
      await onFrame(frame);
      drawMs += t1 - t0;
      encodeMs += performance.now() - t1;
      options.onProgress?.((frame.index + 1) / frames.length);
      if (performance.now() - turn > 50) {
        await new Promise((r) => setTimeout(r, 0));
        turn = performance.now();
      }
    }
    return { frames: frames.length, animationMs, width: compositor.canvas.width, height: compositor.canvas.height, drawMs, encodeMs };
  } finally {
    compositor.apply(sampleTimeline(timeline, 0, s).map((st) => ({ ...st, opacity: 1 })));
    compositor.close();
  }
}

async function exportVideo(stage: Konva.Stage, doc: SceneDocument, speed: number, format: 'mp4' | 'webm', options: ExportOptions): Promise<Omit<ExportResult, 'elapsedMs'>> {
  const support = await exportSupport();
  const codec = format === 'mp4' ? (support.mp4 ? 'avc' : null) : support.webm;
  if (!codec) throw new Error(`${format} export not supported`);
  const mb = await import('mediabunny');
  const target = new mb.BufferTarget();
  const output = new mb.Output({ format: format === 'mp4' ? new mb.Mp4OutputFormat({ fastStart: 'in-memory' }) : new mb.WebMOutputFormat(), target });
  let started = false;
  try {
    const done = await renderFrames(stage, doc, speed, VIDEO_WIDTH, VIDEO_FPS, options, async (compositor) => {
      const source = new mb.CanvasSource(compositor.canvas, { codec, bitrate: VIDEO_BITRATE, keyFrameInterval: 1, latencyMode: 'quality' });
      output.addVideoTrack(source, { frameRate: VIDEO_FPS });
      await output.start();
      started = true;
      return (frame) => source.add(frame.timestamp, frame.duration);
    });
    await output.finalize();
    if (!target.buffer) throw new Error('empty export');
    const mime = format === 'mp4' ? 'video/mp4' : 'video/webm';
    return { ...done, blob: new Blob([target.buffer], { type: mime }), format, extension: format, fps: VIDEO_FPS, fileMs: (done.frames * 1000) / VIDEO_FPS };
  } catch (err) {
    if (started && output.state !== 'finalized' && output.state !== 'canceled') await output.cancel().catch(() => undefined);
    throw err;
  }
}

/** Palette index of "unchanged since the previous frame" (transparent) in every frame after the first. */
const GIF_KEEP = 255;

/** Most animation frames drawn to choose the GIF palette. */
const PALETTE_SAMPLE_FRAMES = 8;

/**
 * Pixels the GIF palette is quantised from: the first frame whole, then every 4th pixel of up to
 * PALETTE_SAMPLE_FRAMES animation frames spread over the video, so colours that appear only later
 * (a caption shown from frame 2, an object that appears) get palette entries of their own.
 */
function paletteSample(compositor: StageCompositor, ctx: CanvasRenderingContext2D, timeline: Timeline, speed: number): Uint8ClampedArray {
  const { width, height } = compositor.canvas;
  const picks = new Set<number>([1]);
  const count = Math.min(timeline.frames, PALETTE_SAMPLE_FRAMES);
  for (let i = 1; i < count; i++) picks.add(1 + Math.round((i * (timeline.frames - 1)) / Math.max(1, count - 1)));
  const parts: Uint8ClampedArray[] = [];
  for (const frame of picks) {
    compositor.apply(sampleTimeline(timeline, (frame - 1) * frameStepMs(speed), speed));
    compositor.paint();
    const { data } = ctx.getImageData(0, 0, width, height);
    if (frame === 1) {
      parts.push(data);
      continue;
    }
    const sparse = new Uint8ClampedArray(Math.ceil(data.length / 16) * 4);
    for (let src = 0, dst = 0; src < data.length; src += 16, dst += 4) sparse.set(data.subarray(src, src + 4), dst);
    parts.push(sparse);
  }
  const all = new Uint8ClampedArray(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    all.set(p, offset);
    offset += p.length;
  }
  return all;
}

/**
 * GIF through gifenc, kept small: one global palette (255 colours quantised from the first frame and
 * a sample of later ones, index 255 transparent) shared by every frame, and each later frame stores only the pixels whose
 * colour changed; the rest is transparent over the previous frame (disposal 1, "keep"), which LZW
 * packs into a few bytes. What a viewer shows is exactly the frame quantised with the shared palette.
 */
async function exportGif(stage: Konva.Stage, doc: SceneDocument, speed: number, options: ExportOptions): Promise<Omit<ExportResult, 'elapsedMs'>> {
  const { GIFEncoder, quantize, applyPalette } = await import('gifenc');
  const gif = GIFEncoder();
  const delays = gifDelays(exportFrameCount(animationDurationMs(doc.frames, clampSpeed(speed)), GIF_FPS), GIF_FPS);
  let palette: number[][] | null = null;
  let shown: Uint8Array | null = null;
  const done = await renderFrames(stage, doc, speed, GIF_WIDTH, GIF_FPS, options, async (compositor) => {
    const { canvas } = compositor;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    const sample = paletteSample(compositor, ctx, buildTimeline(doc), clampSpeed(speed));
    return async (frame) => {
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const delay = delays[frame.index]! * 10;
      if (!palette || !shown) {
        palette = quantize(sample, GIF_KEEP);
        shown = applyPalette(data, palette);
        // The global table: the quantised colours, then the transparent slot (never chosen by applyPalette).
        const table = [...palette, ...Array.from({ length: GIF_KEEP + 1 - palette.length }, () => [0, 0, 0])];
        gif.writeFrame(shown, canvas.width, canvas.height, { palette: table, delay, repeat: 0, dispose: 1 });
        return;
      }
      const index = applyPalette(data, palette);
      const diff = new Uint8Array(index.length);
      for (let i = 0; i < index.length; i++) {
        if (index[i] === shown[i]) diff[i] = GIF_KEEP;
        else diff[i] = shown[i] = index[i]!;
      }
      gif.writeFrame(diff, canvas.width, canvas.height, { delay, transparent: true, transparentIndex: GIF_KEEP, dispose: 1 });
    };
  });
  gif.finish();
  const bytes = gif.bytes();
  return { ...done, blob: new Blob([bytes.slice().buffer], { type: 'image/gif' }), format: 'gif', extension: 'gif', fps: GIF_FPS, fileMs: delays.reduce((a, b) => a + b, 0) * 10 };
}

/**
 * Exports the animation at `speed` frame by frame: MP4 (H.264) or WebM (VP9/VP8) through WebCodecs
 * and mediabunny, or GIF through gifenc. The file lasts round(duration * fps) frames, whatever the
 * machine's speed; a slow machine only takes longer. Rejects with an AbortError when the signal aborts.
 */
export async function exportAnimation(stage: Konva.Stage, doc: SceneDocument, speed: number, format: ExportFormat, options: ExportOptions = {}): Promise<ExportResult> {
  const t0 = performance.now();
  const result = format === 'gif' ? await exportGif(stage, doc, speed, options) : await exportVideo(stage, doc, speed, format, options);
  return { ...result, elapsedMs: performance.now() - t0 };
}
