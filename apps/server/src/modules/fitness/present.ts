import type { ColourPair, ExerciseMode, FitnessExColourPart, FitnessExercise, FitnessSheet, FitnessSheetSummary } from '@prancheta/shared';
import { EXERCISE_LABELS_FITNESS, FITNESS_EX_DEFAULT_COLOURS, parseColourPairs, SHEET_DEFAULT_HEADER, SHEET_LABELS } from '@prancheta/shared';
import type { ExerciseRow, ImageRow, SheetRow } from './repo.ts';

function parseObject(json: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The stored labels of a row for the given label names ('' when unset). */
export function labelsOf<K extends string>(json: string, names: readonly K[]): Record<K, string> {
  const raw = parseObject(json);
  return Object.fromEntries(names.map((n) => [n, typeof raw[n] === 'string' ? raw[n] : ''])) as Record<K, string>;
}

/** Where an exercise's gif or video is fetched. */
export function mediaUrl(row: Pick<ExerciseRow, 'path' | 'usergif'>, isVideo: boolean): string | null {
  if (row.path === '') return null;
  if (isVideo) return `/api/formactionimg/${encodeURIComponent(row.path)}`;
  if (row.usergif) return `/api/user-gifs/download?path=${encodeURIComponent(row.path)}`;
  return `/api/fitnesgif?path=${encodeURIComponent(row.path)}`;
}

export function exerciseColours(row: Pick<ExerciseRow, 'colors'>): Record<FitnessExColourPart, ColourPair> {
  return parseColourPairs(row.colors, FITNESS_EX_DEFAULT_COLOURS) as Record<FitnessExColourPart, ColourPair>;
}

/** One exercise row as JSON, without its bi-set half. */
function exerciseJson(row: ExerciseRow, sheet: Pick<SheetRow, 'id' | 'is_video' | 'title'>, images: ImageRow[]): Omit<FitnessExercise, 'child'> {
  return {
    id: row.id,
    fitnes_id: row.fitnes_id,
    mode: row.mode as ExerciseMode,
    title: row.title,
    duration: row.duration,
    charge: row.charge,
    series: row.series,
    group: row.grupo,
    description: row.description,
    objectives: row.description,
    imc: row.imc,
    magra: row.magra,
    path: row.path,
    usergif: row.usergif === 1,
    userGifUrl: mediaUrl(row, sheet.is_video === 1),
    ...labelsOf(row.labels, EXERCISE_LABELS_FITNESS),
    colors: exerciseColours(row),
    images: images.filter((i) => i.exercicio_id === row.id).map((i) => ({ id: i.id, url: `/api/fitnesex/image/${i.id}` })),
    fitnes: { id: sheet.id, is_video: sheet.is_video === 1, title: sheet.title },
  };
}

/** The only place an exercise becomes JSON (`child`: the bi-set's second half). */
export function presentExercise(row: ExerciseRow, sheet: Pick<SheetRow, 'id' | 'is_video' | 'title'>, images: ImageRow[], child: ExerciseRow | null): FitnessExercise {
  return { ...exerciseJson(row, sheet, images), child: child ? { ...exerciseJson(child, sheet, images), child: null } : null };
}

/** A sheet's exercises in order, each bi-set second half nested in its first. */
export function presentExercises(sheet: SheetRow, rows: ExerciseRow[], images: ImageRow[]): FitnessExercise[] {
  const children = new Map(rows.filter((r) => r.parent_id !== null).map((r) => [r.parent_id!, r]));
  return rows.filter((r) => r.parent_id === null).map((r) => presentExercise(r, sheet, images, children.get(r.id) ?? null));
}

export function presentSheetSummary(row: SheetRow): FitnessSheetSummary {
  return { id: row.id, title: row.title, teacher: row.teacher, student: row.student, data: row.data, volume: row.volume, objectives: row.objectives, is_video: row.is_video === 1, athlete_id: row.athlete_id, created_at: row.created_at };
}

export function sheetHeader(row: Pick<SheetRow, 'colors'>): ColourPair {
  return parseColourPairs(row.colors, { header: SHEET_DEFAULT_HEADER }).header!;
}

export function presentSheet(row: SheetRow, exercises: FitnessExercise[]): FitnessSheet {
  const img = row.img_key ? `/api/fitnesimg/${row.id}` : null;
  return {
    ...presentSheetSummary(row),
    rate: row.rate,
    img,
    img_url: img,
    colors: { header: sheetHeader(row) },
    ...labelsOf(row.labels, SHEET_LABELS),
    exercices: exercises,
  };
}
