/** What an editor URL opens: a formation or a training exercise, new (id null) or saved. */
export type EditorRoute =
  | { kind: 'formation'; id: string | null; sportId: string | null; camp: string | null }
  | { kind: 'exercise'; id: string | null; treinoId: string | null; sportId: string | null; camp: string | null };

/**
 * Reads the editor routes of seed 001: /marcar?esporte=&camp= (new formation), /marcar/{treino}?esporte=&camp=
 * (new exercise of a training), /edit/{id}?type=formaction|exercice (reopen; formaction by default).
 */
export function parseEditorRoute(pathname: string, id: string | undefined, query: URLSearchParams): EditorRoute {
  const sportId = query.get('esporte');
  const camp = query.get('camp');
  const key = id ?? null;
  if (pathname.startsWith('/edit/')) {
    if (query.get('type') === 'exercice') return { kind: 'exercise', id: key, treinoId: null, sportId, camp };
    return { kind: 'formation', id: key, sportId, camp };
  }
  if (key !== null) return { kind: 'exercise', id: null, treinoId: key, sportId, camp };
  return { kind: 'formation', id: null, sportId, camp };
}
