import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { DB_ID_MAX, dbId, storedRow, text } from './common.ts';
import { colourPair, headerLabel } from './header-fields.ts';
import { POSTWORK_HEADER_MAX, POSTWORK_HTML_MAX, TRAINING_TEXT_MAX } from './training-constants.ts';

export * from './training-constants.ts';

const required = (max: number) => text().trim().min(1, { message: 'validation.required' }).max(max, { message: 'validation.max' });
const optional = (max: number) => text().trim().max(max, { message: 'validation.max' }).default('');

/** Fields that, when empty, make an update fail with 'Preencha todos os campos'. */
export const TRAINING_REQUIRED_FIELDS = ['esporte_id', 'metodologia', 'data', 'clube', 'professor', 'categoria'] as const;

/**
 * The text part of a training form (multipart fields of POST treinos and POST treinos/{id}).
 * club, teacher and category are required unless the training belongs to a club category.
 */
export const trainingFields = z
  .object({
    clube: optional(TRAINING_TEXT_MAX),
    professor: optional(TRAINING_TEXT_MAX),
    categoria: optional(TRAINING_TEXT_MAX),
    metodologia: required(TRAINING_TEXT_MAX),
    data: required(30),
    objetivos: optional(LIMITS.textAreaMax),
    esporte_id: z.coerce.number({ message: 'validation.required' }).int({ message: 'validation.required' }).positive({ message: 'validation.required' }).max(DB_ID_MAX, { message: 'validation.invalid' }),
    category_id: dbId.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.category_id !== null) return;
    for (const key of ['clube', 'professor', 'categoria'] as const) {
      if (v[key] === '') ctx.addIssue({ code: 'custom', path: [key], message: 'validation.required' });
    }
  });
export type TrainingFields = z.infer<typeof trainingFields>;

/** The post-training evaluation: a header line and sanitised rich-text details. */
export const postwork = z.object({ header: z.string(), description: z.string() });
export type Postwork = z.infer<typeof postwork>;

/** POST rate/{id} body. The description is HTML; the server sanitises it before storing. */
export const postworkInput = z.object({
  header: text().trim().max(POSTWORK_HEADER_MAX, { message: 'validation.max' }).default(''),
  description: text().max(POSTWORK_HTML_MAX, { message: 'validation.max' }).default(''),
});
export type PostworkInput = z.infer<typeof postworkInput>;

/** Text fields of an exercise, in print order (each has a colour pair; four have an h_* label). */
export const EXERCISE_FIELDS = ['titulo', 'duracao', 'blocos_de_duracao', 'dimensao', 'relacao_numerica', 'descricao'] as const;
export type ExerciseField = (typeof EXERCISE_FIELDS)[number];

/** Header labels an exercise may rename (may be empty: the translated default is used). */
export const EXERCISE_LABELS = ['h_duracao', 'h_blocos', 'h_dimensao', 'h_relacao'] as const;

/** Colour parts of an exercise (seed 000 §3). */
export const EXERCISE_COLOUR_PARTS = ['header', 'duracao', 'blocos', 'dimensao', 'relacao', 'descricao'] as const;
export type ExerciseColourPart = (typeof EXERCISE_COLOUR_PARTS)[number];

/** Exercise kinds: drawn in the editor ('image', has a draft and a PNG) or written ('text'). */
export const EXERCISE_TYPES = ['image', 'text'] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];

/** The editable text of an exercise: every text field required, description max 800, labels optional. */
export const exerciseFields = z.object({
  titulo: required(TRAINING_TEXT_MAX),
  duracao: required(TRAINING_TEXT_MAX),
  blocos_de_duracao: required(TRAINING_TEXT_MAX),
  dimensao: required(TRAINING_TEXT_MAX),
  relacao_numerica: required(TRAINING_TEXT_MAX),
  descricao: required(LIMITS.textAreaMax),
  h_duracao: headerLabel,
  h_blocos: headerLabel,
  h_dimensao: headerLabel,
  h_relacao: headerLabel,
});
export type ExerciseFields = z.infer<typeof exerciseFields>;

/** PUT exercicios/{id} body (the form modal): the fields plus optional colours per part. */
export const exerciseUpdate = exerciseFields.extend({
  colors: z.partialRecord(z.enum(EXERCISE_COLOUR_PARTS), colourPair).optional(),
});
export type ExerciseUpdate = z.infer<typeof exerciseUpdate>;

/** One exercise as the API presents it. */
export const exercise = z.object({
  id: z.number(),
  type: z.enum(EXERCISE_TYPES),
  titulo: z.string(),
  descricao: z.string(),
  duracao: z.string(),
  blocos_de_duracao: z.string(),
  dimensao: z.string(),
  relacao_numerica: z.string(),
  h_duracao: z.string(),
  h_blocos: z.string(),
  h_dimensao: z.string(),
  h_relacao: z.string(),
  colors: z.record(z.string(), colourPair),
  /** True when a draft exists: the exercise opens in the drawing editor. */
  editable: z.boolean(),
  /** GET exercicioimg/{id} with the bearer header, or null for a text exercise. */
  img: z.string().nullable(),
  treino: z.object({ id: z.number(), esporte: z.number() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Exercise = z.infer<typeof exercise>;

/** One training in the list (GET treinos). */
export const trainingSummary = storedRow({
  clube: z.string(),
  professor: z.string(),
  categoria: z.string(),
  metodologia: z.string(),
  objetivos: z.string(),
  data: z.string(),
  esporte_id: z.number(),
  esporte: z.string(),
  category_id: z.number().nullable(),
});
export type TrainingSummary = z.infer<typeof trainingSummary>;

/** One training with everything its page shows (GET treinos/{id}). */
export const training = trainingSummary.extend({
  colors: z.record(z.string(), colourPair),
  img: z.string().nullable(),
  img_url: z.string().nullable(),
  postwork,
  /** True when the caller may change it (the owner); the server refuses changes otherwise. */
  updatable: z.boolean(),
  user: z.object({ name: z.string() }),
  exercicios: z.array(exercise),
  updated_at: z.string(),
});
export type Training = z.infer<typeof training>;

/** GET treinos answer. */
export const trainingList = z.object({ treinos: z.array(trainingSummary) });
/** GET treinos/{id} answer: the training and the caller's other trainings (copy target selector). */
export const trainingAnswer = z.object({ treino: training, treinos: z.array(z.object({ id: z.number(), clube: z.string(), categoria: z.string(), data: z.string() })) });
/** POST treinos, POST treinos/{id}, POST treinos/{id}/duplicate answer. */
export const trainingSaved = z.object({ treino: z.object({ id: z.number() }) });
/** GET exercicios/{id} answer. */
export const exerciseAnswer = z.object({ exercicio: exercise });
/** POST exercicios[/{id}] answer. */
export const exerciseSaved = z.object({ exercicio: z.object({ id: z.number(), treino_id: z.number() }) });
/** POST exercicios/copy/{id} body (JSON form; multipart exercices[i] is accepted too). */
export const exerciseCopy = z.object({ exercices: z.array(dbId).min(1, { message: 'exercices.select-one' }), to: dbId });

/** Default colours of an exercise's parts: the header like a training's, the boxes light grey. */
export const EXERCISE_DEFAULT_COLOURS: Record<ExerciseColourPart, readonly [string, string]> = {
  header: LIMITS.defaultHeaderColors,
  duracao: ['#d0d0d0', '#000000'],
  blocos: ['#d0d0d0', '#000000'],
  dimensao: ['#d0d0d0', '#000000'],
  relacao: ['#d0d0d0', '#000000'],
  descricao: ['#d0d0d0', '#000000'],
};

/** The colour part and header label of each exercise box (titulo uses the header pair). */
export const EXERCISE_BOXES: { field: ExerciseField; part: ExerciseColourPart; label: (typeof EXERCISE_LABELS)[number] | null }[] = [
  { field: 'titulo', part: 'header', label: null },
  { field: 'duracao', part: 'duracao', label: 'h_duracao' },
  { field: 'blocos_de_duracao', part: 'blocos', label: 'h_blocos' },
  { field: 'dimensao', part: 'dimensao', label: 'h_dimensao' },
  { field: 'relacao_numerica', part: 'relacao', label: 'h_relacao' },
  { field: 'descricao', part: 'descricao', label: null },
];
