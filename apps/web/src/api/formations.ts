import type { Formation, FormationFields } from '@prancheta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getBlob, upload } from './client.ts';
import { namedFile, toFormData } from './formData.ts';

/** Query keys of the formations API. */
export const formationKeys = {
  list: (type: 'image' | 'video') => ['formactions', type] as const,
  one: (id: number | string) => ['formaction', String(id)] as const,
};

/** GET /api/formactions?type=: my formations of one kind. */
export function useFormations(type: 'image' | 'video' = 'image') {
  return useQuery({
    queryKey: formationKeys.list(type),
    queryFn: ({ signal }) => api.get<{ formacoes: Formation[] }>(`formactions?type=${type}`, signal).then((r) => r.formacoes),
  });
}

/** GET /api/formactions/{id}. */
export function fetchFormation(id: number | string, signal?: AbortSignal): Promise<Formation> {
  return api.get<{ formacao: Formation }>(`formactions/${encodeURIComponent(String(id))}`, signal).then((r) => r.formacao);
}

/** GET /api/formactions/{id} from the server, never from a cache (the offline sync's conflict check). */
export function fetchFormationFresh(id: number | string): Promise<Formation> {
  return api.fresh<{ formacao: Formation }>(`formactions/${encodeURIComponent(String(id))}`).then((r) => r.formacao);
}

/** GET /api/formactions/editable/{id}?key_time=: the gzipped draft blob (key_time defeats caches). */
export function fetchFormationDraft(id: number | string, signal?: AbortSignal): Promise<Blob> {
  return getBlob(`formactions/editable/${encodeURIComponent(String(id))}?key_time=${Date.now()}`, signal);
}

/** GET /api/formactionimg/{id}: the PNG (or webm) as a blob, fetched with the bearer token. */
export function fetchFormationImage(id: number | string, signal?: AbortSignal): Promise<Blob> {
  return getBlob(`formactionimg/${encodeURIComponent(String(id))}?key_time=${Date.now()}`, signal);
}

/** Colour pairs [background, text] per part (header, clube, ...). */
export type FormationColours = Record<string, [string, string]>;

/** What the editor sends when saving an image formation. */
export interface SaveFormationInput {
  id?: number | string | null;
  fields: Omit<FormationFields, 'type' | 'category_id'> & { category_id?: number | null };
  colours: FormationColours;
  draft: Uint8Array;
  png: Blob;
}

/** The multipart body of POST /api/formactions[/{id}] (seed: editable, img, type, fields, colors[key][i]). */
export function formationFormData(input: SaveFormationInput): FormData {
  return toFormData({
    type: 'image',
    ...input.fields,
    // An emptied club category is sent empty, so an update clears it.
    category_id: input.fields.category_id ?? '',
    colors: input.colours,
    editable: namedFile(input.draft, 'draft.json.gz', 'application/gzip'),
    img: namedFile(input.png, 'formacao.png'),
  });
}

/** POST /api/formactions (new) or /api/formactions/{id} (update), with upload progress. */
export function saveFormation(input: SaveFormationInput, onProgress?: (fraction: number) => void): Promise<{ formacao: { id: number } }> {
  const path = input.id ? `formactions/${encodeURIComponent(String(input.id))}` : 'formactions';
  return upload<{ formacao: { id: number } }>(path, formationFormData(input), onProgress);
}

/** DELETE /api/formactions/{id}, refreshing the lists. */
export function useDeleteFormation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`formactions/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['formactions'] }),
  });
}

/** POST /api/auth/print-token: a short-lived token for a print window. */
export function fetchPrintToken(): Promise<string> {
  return api.post<{ token: string }>('auth/print-token').then((r) => r.token);
}

/**
 * POST /api/formactions/{id} with only the drawing's PNG: the editor's save endpoint keeps every
 * field and the draft it is not sent, so the record gets its picture and nothing else changes.
 */
export function attachFormationPicture(id: number, png: Blob): Promise<{ formacao: { id: number } }> {
  return upload<{ formacao: { id: number } }>(`formactions/${id}`, toFormData({ img: namedFile(png, 'formacao.png') }));
}
