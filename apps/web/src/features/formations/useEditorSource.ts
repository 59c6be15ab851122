import type { Formation, Sport } from '@prancheta/shared';
import { decompressDraft, emptyScene } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { fetchFormation, fetchFormationDraft } from '../../api/formations.ts';

/** What the editor page opens: a new drawing on a sport's field, or a saved formation. */
export interface EditorSource {
  formation: Formation | null;
  sport: Sport;
  doc: SceneDocument;
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
  return api.get<{ sport: Sport }>(`sports/${encodeURIComponent(String(id))}`, signal).then((r) => r.sport);
}

/** Loads everything the editor needs; errors (401/402/404) are left to the page. */
export function useEditorSource(params: { formationId: string | null; sportId: string | null; camp: string | null }) {
  const { formationId, sportId, camp } = params;
  return useQuery<EditorSource>({
    queryKey: ['editor-source', formationId, sportId, camp],
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      if (formationId) {
        const [formation, blob] = await Promise.all([fetchFormation(formationId, signal), fetchFormationDraft(formationId, signal)]);
        const draft = decompressDraft(await blob.arrayBuffer());
        const sport = await loadSport(draft.sport_id ?? sportId ?? '', signal);
        return { formation, sport, doc: { ...draft.scene, sport_id: draft.sport_id, backgroundImage: draft.backgroundImage } };
      }
      if (!sportId) throw new Error('no sport');
      const sport = await loadSport(sportId, signal);
      return { formation: null, sport, doc: emptyScene(sport.id, pickField(sport, camp)) };
    },
  });
}
