import { LIMITS } from '@prancheta/shared';
import { decompressDraft, projectFrame } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import type Konva from 'konva';
import { createRoot } from 'react-dom/client';
import { Stage } from 'react-konva';
import { stageToPng } from './exportImage.ts';
import { imagesReady } from './render/imageCache.ts';
import { SceneLayers } from './render/SceneLayers.tsx';
import { exportAnimation, exportSupport, preferredVideoFormat } from './video/exporter.ts';
import { recordAnimation, recordingSupported } from './video/recorder.ts';

const W = LIMITS.canvas.width;
const H = LIMITS.canvas.height;

/**
 * Width of the offscreen stage in CSS px. The PNG export and the video compositor redraw the
 * vector nodes at the canvas's own size (1280 and 960 px wide), so half the canvas is enough and
 * keeps the layers' backing canvases small on high-density phones.
 */
const STAGE_WIDTH = W / 2;

/** How long the offscreen stage may take to mount. */
const MOUNT_TIMEOUT_MS = 30_000;

/** Every image a scene draws (field and sprites), to wait for before exporting. */
export function sceneSources(doc: SceneDocument): string[] {
  return [doc.backgroundImage, ...doc.objects.flatMap((o) => ('src' in o ? [o.src] : []))].filter(Boolean);
}

/** A stored gzip draft as the editor opens it: the scene with the draft's sport and field. */
export function sceneOfDraft(bytes: ArrayBuffer | Uint8Array): SceneDocument {
  const draft = decompressDraft(bytes);
  return { ...draft.scene, sport_id: draft.sport_id, backgroundImage: draft.backgroundImage };
}

/** The editor's layers (background, objects, ui: the names the PNG export and the compositor look for), read-only. */
function PictureStage({ doc, onStage }: { doc: SceneDocument; onStage: (stage: Konva.Stage | null) => void }) {
  const scale = STAGE_WIDTH / W;
  return (
    <Stage ref={onStage} width={STAGE_WIDTH} height={(STAGE_WIDTH * H) / W} scaleX={scale} scaleY={scale} listening={false}>
      <SceneLayers doc={doc} />
    </Stage>
  );
}

/**
 * Mounts a read-only Konva stage of `doc` (the editor's object renderer) into a detached React root,
 * waits for its images and fonts, runs `work` on it and unmounts it, whatever `work` answers.
 */
export async function withSceneStage<T>(doc: SceneDocument, work: (stage: Konva.Stage) => Promise<T>): Promise<T> {
  const host = document.createElement('div');
  const root = createRoot(host);
  try {
    const stage = await new Promise<Konva.Stage>((resolve, reject) => {
      // A render that throws never hands the stage over: give up rather than wait forever.
      const timer = setTimeout(() => reject(new Error('scene stage did not mount')), MOUNT_TIMEOUT_MS);
      root.render(
        <PictureStage
          doc={doc}
          onStage={(s) => {
            if (!s) return;
            clearTimeout(timer);
            resolve(s);
          }}
        />,
      );
    });
    await Promise.all([imagesReady(sceneSources(doc)), document.fonts?.ready]);
    return await work(stage);
  } finally {
    root.unmount();
  }
}

/** The 1280x960 PNG of a drawing, exactly as the editor exports it on save. */
export function renderScenePicture(doc: SceneDocument): Promise<Blob> {
  return withSceneStage(doc, (stage) => stageToPng(stage, sceneSources(doc)));
}

/** Options of renderSceneVideo: cancel and progress (0..1) of the video. */
export interface SceneVideoOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** Playback speed; the editor's default preview speed when left out. */
  speed?: number;
}

/**
 * The files the video editor saves for an animated drawing: the video (frame by frame where
 * WebCodecs encodes, MP4 first, else recorded in real time; null when the browser can do neither
 * or making it failed) and the picture of its first frame.
 */
export async function renderSceneVideo(doc: SceneDocument, options: SceneVideoOptions = {}): Promise<{ video: Blob | null; png: Blob }> {
  const speed = options.speed ?? LIMITS.previewSpeed.default;
  const view = projectFrame(doc, 1);
  return withSceneStage(view, async (stage) => {
    // Let React draw the images that just finished loading before the first frame is composited.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    let video: Blob | null = null;
    try {
      const format = preferredVideoFormat(await exportSupport());
      if (format) video = (await exportAnimation(stage, doc, speed, format, options)).blob;
      else if (recordingSupported()) video = (await recordAnimation(stage, doc, speed, options)).blob;
    } catch (err) {
      if (options.signal?.aborted) throw err;
      video = null;
    }
    const png = await stageToPng(stage, sceneSources(view));
    return { video, png };
  });
}
