/** The query of the field picker: /select?esporte=&video=&board= */
export interface FieldPickerQuery {
  esporte: string;
  video: boolean;
  board: boolean;
  /** A training id when adding an exercise to that training (/select?esporte=&treino=). */
  treino?: string;
}

const truthy = (v: string | null) => v !== null && v !== '' && v !== '0' && v !== 'false';

/** Reads the field picker's query parameters. */
export function readFieldPickerQuery(params: URLSearchParams): FieldPickerQuery {
  const treino = params.get('treino');
  return { esporte: params.get('esporte') ?? '', video: truthy(params.get('video')), board: truthy(params.get('board')), ...(treino && /^\d+$/.test(treino) ? { treino } : {}) };
}

/** Back from the field picker: /select-board for the board, /videos for a video, else /formacoes. */
export function fieldPickerBack(q: FieldPickerQuery): string {
  if (q.board) return '/select-board';
  if (q.treino) return `/treino/${q.treino}`;
  if (q.video) return '/videos';
  return '/formacoes';
}

/** Where picking field `camp` goes: the board, or the editor (with &video=true for a video). */
export function fieldPickerTarget(q: FieldPickerQuery, camp: number): string {
  const base = `esporte=${encodeURIComponent(q.esporte)}&camp=${camp}`;
  if (q.board) return `/board?${base}&board=1`;
  if (q.treino) return `/marcar/${q.treino}?${base}`;
  return `/marcar?${base}${q.video ? '&video=true' : ''}`;
}
