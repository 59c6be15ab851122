import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import type Konva from 'konva';
import { openCompositor } from './compositor.ts';
import { playOnStage } from './player.ts';
import type { PlaybackStats } from './player.ts';

// VP9 first: in headless Chromium its webm timestamps matched the animation better than VP8's.
/** Width of the recorded video in pixels (4:3, so 960x720). */
export const RECORD_WIDTH = 960;

/** Extra time recorded after the last frame, so its hold is not cut by the encoder's latency. */
const TAIL_MS = 40;

const TYPES = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'];

/** The webm type this browser records, or null. */
export function recordingMimeType(): string | null {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') return null;
  return TYPES.find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
}

/** Whether the browser can record the canvas to webm (canvas.captureStream + MediaRecorder). */
export function recordingSupported(): boolean {
  return typeof HTMLCanvasElement !== 'undefined' && typeof HTMLCanvasElement.prototype.captureStream === 'function' && recordingMimeType() !== null;
}

/** A finished recording: the webm and what the playback measured. */
export interface Recording {
  blob: Blob;
  stats: PlaybackStats;
}

/**
 * Records the preview to webm in real time: the fallback where WebCodecs cannot encode (see
 * exporter.ts for the frame-exact export). Each animation frame copies the field and objects layers
 * into one canvas (at RECORD_WIDTH) whose captureStream feeds MediaRecorder. Rejects with an
 * AbortError when the signal aborts.
 */
export async function recordAnimation(stage: Konva.Stage, doc: SceneDocument, speed: number, options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {}): Promise<Recording> {
  const mimeType = recordingMimeType();
  if (!mimeType || !recordingSupported()) throw new Error('recording not supported');
  if (options.signal?.aborted) throw new DOMException('aborted', 'AbortError');

  // Draw the layers at 960x720 while recording: sharper than the on-screen canvas, and light enough
  // for a software VP8 encoder to keep up in real time (frames it cannot encode before stop are lost).
  const compositor = openCompositor(stage, doc, RECORD_WIDTH);
  const out = compositor.canvas;
  const composite = compositor.paint;
  // Chrome starts the recorder only once the track has a frame: paint frame 1 first.
  composite();
  const stream = out.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 4_000_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  };
  const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  const started = new Promise<void>((resolve) => (recorder.onstart = () => resolve()));
  recorder.start(250);
  // Frames painted before the encoder is ready would be lost: start playing once it runs (the
  // start-up time shows as a short hold of frame 1; see bench/video.ts for the measured figures).
  await Promise.race([started, new Promise((r) => setTimeout(r, 2000))]);

  // captureStream only emits a frame when the canvas is painted: paint on every animation frame for
  // the whole recording (holds included), or held frames are missing and the video comes out short.
  let painting = true;
  const paintLoop = () => {
    if (!painting) return;
    composite();
    requestAnimationFrame(paintLoop);
  };
  requestAnimationFrame(paintLoop);
  const playback = playOnStage(stage, doc, speed, { onProgress: options.onProgress });
  const onAbort = () => playback.stop();
  options.signal?.addEventListener('abort', onAbort);
  try {
    const stats = await playback.done;
    // A short tail so the encoder receives the last frame's full hold before the recorder stops.
    await new Promise((r) => setTimeout(r, TAIL_MS));
    painting = false;
    recorder.stop();
    await stopped;
    if (!stats.completed) throw new DOMException('aborted', 'AbortError');
    return { blob: new Blob(chunks, { type: 'video/webm' }), stats };
  } finally {
    painting = false;
    options.signal?.removeEventListener('abort', onAbort);
    if (recorder.state !== 'inactive') recorder.stop();
    for (const track of stream.getTracks()) track.stop();
    compositor.close();
  }
}
