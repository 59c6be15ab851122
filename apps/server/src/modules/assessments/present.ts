import type { Anamnese, Assessment, ColourPair, FatEquation, Measures, SessionMark, SkinfoldProtocol } from '@prancheta/shared';
import { anamneseFields, assessmentResults, MEASURE_KEYS, SHEET_DEFAULT_HEADER } from '@prancheta/shared';
import type { AnamneseRow, AssessmentPhotoRow, AssessmentRow, SessionMarkRow } from './repo.ts';

/** Content types of stored posture photos by extension. */
export const PHOTO_MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp' };

/** The coach's URL of a posture photo. */
export const coachPhotoUrl = (id: number): string => `/api/avaliacoes/fotos/${id}`;

/** The stored measures JSON as numbers per known key (unknown keys and non-numbers dropped). */
export function measuresOf(row: Pick<AssessmentRow, 'measures'>): Measures {
  let raw: unknown;
  try {
    raw = JSON.parse(row.measures);
  } catch {
    raw = {};
  }
  const out: Measures = {};
  for (const k of MEASURE_KEYS) {
    const v = (raw as Record<string, unknown>)?.[k];
    out[k] = typeof v === 'number' && Number.isFinite(v) ? v : null;
  }
  return out;
}

/** The report's header colour pair: the assessment's own, else the sheets' default. */
export function headerOf(row: Pick<AssessmentRow, 'colors'>): ColourPair {
  try {
    const c = JSON.parse(row.colors) as { header?: unknown };
    if (Array.isArray(c.header) && c.header.length === 2 && c.header.every((x) => typeof x === 'string')) return c.header as ColourPair;
  } catch {
    /* default below */
  }
  return [...SHEET_DEFAULT_HEADER];
}

/** The only place an assessment row becomes JSON; photo URLs are built by the caller (coach or student route). */
export function presentAssessment(row: AssessmentRow, photos: AssessmentPhotoRow[], photoUrl: (photoId: number) => string): Assessment {
  const measures = measuresOf(row);
  const base = { sex: row.sex, age: row.age, protocol: row.protocol as SkinfoldProtocol, fat_equation: (row.fat_equation === 'brozek' ? 'brozek' : 'siri') as FatEquation };
  return {
    id: row.id,
    athlete_id: row.athlete_id,
    date: row.date,
    ...base,
    notes: row.notes,
    ...measures,
    ...assessmentResults({ ...base, ...measures }),
    colors: { header: headerOf(row) },
    photos: photos.filter((p) => p.assessment_id === row.id).map((p) => ({ id: p.id, url: photoUrl(p.id) })),
    created_at: row.created_at,
  };
}

/** An athlete's anamnese (empty answers before anyone filled it). */
export function presentAnamnese(row: AnamneseRow | null): Anamnese {
  let answers: unknown;
  try {
    answers = row ? JSON.parse(row.answers) : {};
  } catch {
    answers = {};
  }
  const parsed = anamneseFields.safeParse(answers);
  const values = parsed.success ? parsed.data : anamneseFields.parse({});
  return { ...values, filled_by: row?.filled_by ?? null, updated_at: row?.updated_at ?? null };
}

/** A "done" mark as the coach (with the athlete's name) or the student sees it. */
export function presentMark(row: SessionMarkRow, athleteName: string | null): SessionMark {
  return { id: row.id, fitnes_id: row.fitnes_id, athlete_id: row.athlete_id, athlete_name: athleteName, effort: row.effort, comment: row.comment, created_at: row.created_at };
}
