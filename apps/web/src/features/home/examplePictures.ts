import type { ExampleIds, Training } from '@prancheta/shared';
import { useSyncExternalStore } from 'react';
import { api } from '../../api/client.ts';
import { attachFormationPicture, fetchFormation, fetchFormationDraft } from '../../api/formations.ts';
import { attachExercisePicture, fetchExerciseDraft } from '../../api/trainings.ts';
import { attachVideoFiles } from '../../api/videos.ts';

/** How far the drawings of the sample records are (null when nothing is being made). */
export interface PicturesProgress {
  done: number;
  total: number;
}

let progress: PicturesProgress | null = null;
const listeners = new Set<() => void>();

function setProgress(next: PicturesProgress | null): void {
  progress = next;
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The progress of the sample drawings being made. Kept outside the component so the home shows it
 * again when the coach comes back to it while the work goes on.
 */
export function usePicturesProgress(): PicturesProgress | null {
  return useSyncExternalStore(subscribe, () => progress);
}

/** One sample drawing to make: a drawn exercise, an image formation or a video. */
type Job = { kind: 'exercise' | 'formation' | 'video'; id: number };

/** The sample records that have a draft and no picture yet (videos: no video file). */
async function jobsOf(ids: ExampleIds): Promise<Job[]> {
  const jobs: Job[] = [];
  for (const id of ids.trainings) {
    const { treino } = await api.get<{ treino: Training }>(`treinos/${id}`);
    for (const e of treino.exercicios) if (e.type === 'image' && e.editable && e.img === null) jobs.push({ kind: 'exercise', id: e.id });
  }
  for (const id of ids.formations) {
    const f = await fetchFormation(id);
    if (f.editable && f.img === null) jobs.push({ kind: 'formation', id });
  }
  for (const id of ids.videos) {
    const f = await fetchFormation(id);
    if (f.editable && f.file === null) jobs.push({ kind: 'video', id });
  }
  return jobs;
}

/** Renders one sample's drawing from its draft with the editor's renderer and uploads it through the editor's save endpoint. */
async function run(job: Job): Promise<boolean> {
  // The renderer (Konva, the video encoder) is loaded only when pictures are made.
  const { renderScenePicture, renderSceneVideo, sceneOfDraft } = await import('../../editor/renderScenePicture.tsx');
  const draft = await (job.kind === 'exercise' ? fetchExerciseDraft(job.id) : fetchFormationDraft(job.id));
  const doc = sceneOfDraft(await draft.arrayBuffer());
  if (job.kind === 'video') {
    const { video, png } = await renderSceneVideo(doc);
    await attachVideoFiles(job.id, video, png);
    // Without a video file the card keeps its "no video" state; only the first frame was made.
    return video !== null;
  }
  const png = await renderScenePicture(doc);
  if (job.kind === 'exercise') await attachExercisePicture(job.id, png);
  else await attachFormationPicture(job.id, png);
  return true;
}

let running: Promise<{ made: number; failed: number }> | null = null;

/**
 * Makes the pictures (and the video) of the sample records just loaded, one at a time, as if each
 * had been opened and saved in the editor. A failure leaves that record without a picture (its
 * card keeps the no-picture state) and the next one is still made. Answers how many were made and
 * how many failed; a second call while one runs joins it.
 */
export function makeExamplePictures(ids: ExampleIds): Promise<{ made: number; failed: number }> {
  running ??= (async () => {
    let made = 0;
    let failed = 0;
    setProgress({ done: 0, total: 0 });
    try {
      const jobs = await jobsOf(ids).catch(() => null);
      if (!jobs) return { made, failed: failed + 1 };
      setProgress({ done: 0, total: jobs.length });
      for (const [n, job] of jobs.entries()) {
        const ok = await run(job).catch(() => false);
        if (ok) made += 1;
        else failed += 1;
        setProgress({ done: n + 1, total: jobs.length });
      }
      return { made, failed };
    } finally {
      setProgress(null);
      running = null;
    }
  })();
  return running;
}
