import type { Generated } from 'kysely';

/** Columns every table has (as in types.ts). */
interface Base {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A physical assessment of an athlete (migration 0030). */
export interface AssessmentsTable extends Base {
  user_id: number;
  athlete_id: number;
  /** Day of the assessment, YYYY-MM-DD. */
  date: string;
  sex: 'm' | 'f';
  age: number;
  /** 'none' | 'pollock3' | 'pollock7'. */
  protocol: string;
  /** 'siri' | 'brozek': the body-fat equation (migration 0035, default 'siri'). */
  fat_equation: Generated<string>;
  /** JSON object of the measures (keys of the shared MEASURES), null or absent when not taken. */
  measures: string;
  notes: string;
  /** JSON `{ header: [background, text] }`: the report's colours. */
  colors: string;
  /** 1 for a row of the sample set ("Load examples", migration 0038). */
  is_example: Generated<number>;
}

/** A posture photo of an assessment (at most 4). */
export interface AssessmentPhotosTable extends Base {
  user_id: number;
  assessment_id: number;
  file_key: string;
}

/** The anamnese of an athlete (one per athlete): JSON answers, who filled it last. */
export interface AnamnesesTable extends Base {
  user_id: number;
  athlete_id: number;
  answers: string;
  filled_by: 'coach' | 'student';
}

/** A student's "done" mark on an assigned sheet or video session. */
export interface SessionMarksTable extends Base {
  /** The coach (owner of the athlete and of the sheet). */
  user_id: number;
  athlete_id: number;
  fitnes_id: number;
  effort: number;
  comment: string;
}
