import type { Exercise, Formation, Sport, Training } from '@prancheta/shared';
import { decompressDraft, emptyScene } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { fetchFormation, fetchFormationDraft } from '../../api/formations.ts';
import { fetchExercise, fetchExerciseDraft } from '../../api/trainings.ts';
import type { EditorRoute } from './editorRoute.ts';
import { EditorLoadError, step } from './loadError.ts';

/** What the editor page opens: a new drawing on a sport's field, or a saved formation or exercise. */
export interface EditorSource {
  formation: Formation | null;
  sport: Sport;
  doc: SceneDocument;
  /** Set when the drawing is a training exercise: the saved exercise (null when new) and its training. */
  exercise?: { saved: Exercise | null; treinoId: number };
}

/** The field for `camp`: an index into files.campos, or one of its paths; the first field otherwise. */
export function pickField(sport: Sport, camp: string | null): string {
  const fields = sport.files.campos;
  if (camp !== null && camp !== '') {
    if (fields.includes(camp)) return camp;
    const n = Number(camp);
    if (Number.isInteger(n) && fields[n]) return fields[n]!;
  }
  return fields[0] ?? '';
}

async function loadSport(id: number | string, signal?: AbortSignal): Promise<Sport> {
  return step('sport', () => api.get<{ sport: Sport }>(`sports/${encodeURIComponent(String(id))}`, signal).then((r) => r.sport));
}

/** A saved drawing: its gzip draft decoded into the editor's document, with its sport. */
async function openDraft(blob: Blob, fallbackSport: number | string | null, signal?: AbortSignal): Promise<{ sport: Sport; doc: SceneDocument }> {
  const draft = await step('draft', async () => decompressDraft(await blob.arrayBuffer()));
  const sportId = draft.sport_id ?? fallbackSport;
  // A drawing stored without a sport (the API refuses one now) cannot be opened on any field.
  if (sportId === null || sportId === '') throw new EditorLoadError('sport', new Error('the drawing names no sport'));
  const sport = await loadSport(sportId, signal);
  return { sport, doc: { ...draft.scene, sport_id: draft.sport_id, backgroundImage: draft.backgroundImage } };
}

async function load(route: EditorRoute, signal?: AbortSignal): Promise<EditorSource> {
  if (route.kind === 'exercise' && route.id !== null) {
    const id = route.id;
    const [exercise, blob] = await step('exercise', () => Promise.all([fetchExercise(id, signal), fetchExerciseDraft(id, signal)]));
    const opened = await openDraft(blob, exercise.treino.esporte, signal);
    return { formation: null, ...opened, exercise: { saved: exercise, treinoId: exercise.treino.id } };
  }
  if (route.kind === 'exercise') {
    const treinoId = route.treinoId ?? '';
    const training = await step('training', () => api.get<{ treino: Training }>(`treinos/${encodeURIComponent(treinoId)}`, signal).then((r) => r.treino));
    const sport = await loadSport(training.esporte_id, signal);
    return { formation: null, sport, doc: emptyScene(sport.id, pickField(sport, route.camp)), exercise: { saved: null, treinoId: training.id } };
  }
  if (route.id !== null) {
    const id = route.id;
    const [formation, blob] = await step('formation', () => Promise.all([fetchFormation(id, signal), fetchFormationDraft(id, signal)]));
    return { formation, ...(await openDraft(blob, route.sportId, signal)) };
  }
  if (!route.sportId) throw new EditorLoadError('sport', new Error('no sport'));
  const sport = await loadSport(route.sportId, signal);
  return { formation: null, sport, doc: emptyScene(sport.id, pickField(sport, route.camp)) };
}

/** Loads everything the editor needs; failures are EditorLoadError (tagged with the step), left to the page. */
export function useEditorSource(route: EditorRoute) {
  return useQuery<EditorSource>({
    queryKey: ['editor-source', route],
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    queryFn: ({ signal }) => load(route, signal),
  });
}
