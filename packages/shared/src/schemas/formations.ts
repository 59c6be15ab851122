import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { dbId, text } from './common.ts';
import { colourPair, headerLabel } from './header-fields.ts';
import { FORMATION_TEXT_MAX, FORMATION_TYPES } from './formation-constants.ts';

export * from './formation-constants.ts';

/** The text part of a formation form (multipart fields of POST formactions). */
export const formationFields = z.object({
  type: z.enum(FORMATION_TYPES),
  clube: text().trim().min(1, { message: 'validation.required' }).max(FORMATION_TEXT_MAX, { message: 'validation.max' }),
  professor: text().trim().min(1, { message: 'validation.required' }).max(FORMATION_TEXT_MAX, { message: 'validation.max' }),
  categoria: text().trim().min(1, { message: 'validation.required' }).max(FORMATION_TEXT_MAX, { message: 'validation.max' }),
  data: text().trim().min(1, { message: 'validation.required' }).max(30, { message: 'validation.max' }),
  local: text().trim().min(1, { message: 'validation.required' }).max(FORMATION_TEXT_MAX, { message: 'validation.max' }),
  descricao: text().trim().max(LIMITS.textAreaMax, { message: 'validation.max' }).default(''),
  h_clube: headerLabel,
  h_professor: headerLabel,
  h_categoria: headerLabel,
  h_data: headerLabel,
  h_local: headerLabel,
  h_descricao: headerLabel,
  category_id: dbId.nullable().default(null),
});
export type FormationFields = z.infer<typeof formationFields>;

/** The header fields of the editor's save dialog: formationFields' rules with the description required too ("Fill in all fields"). */
export const formationSaveFields = formationFields.omit({ type: true, category_id: true }).extend({
  descricao: text().trim().min(1, { message: 'validation.required' }).max(LIMITS.textAreaMax, { message: 'validation.max' }),
});

/** A colour pair [background, text]. */
export const formationColourPair = colourPair;

/** One formation as the API presents it (GET formactions, GET formactions/{id}). */
export const formation = z.object({
  id: z.number(),
  type: z.enum(FORMATION_TYPES),
  clube: z.string(),
  professor: z.string(),
  categoria: z.string(),
  data: z.string(),
  local: z.string(),
  descricao: z.string(),
  h_clube: z.string(),
  h_professor: z.string(),
  h_categoria: z.string(),
  h_data: z.string(),
  h_local: z.string(),
  h_descricao: z.string(),
  colors: z.record(z.string(), formationColourPair),
  category_id: z.number().nullable(),
  /** PNG of the drawing (images) or the video (videos: MP4 or webm): GET with the bearer header. */
  img: z.string().nullable(),
  img_url: z.string().nullable(),
  /** The video (MP4 or webm) of a video formation (same address as img_url), null for images. */
  file: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** True when a draft exists, so the editor can reopen the drawing. */
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Formation = z.infer<typeof formation>;

/** GET formactions?type= answer. */
export const formationList = z.object({ formacoes: z.array(formation) });
/** GET formactions/{id} answer. */
export const formationAnswer = z.object({ formacao: formation });
/** POST formactions[/{id}] answer. */
export const formationSaved = z.object({ formacao: z.object({ id: z.number() }) });

/** A personal image of the editor's "personal" panel. */
export const userImage = z.object({ id: z.number(), url: z.string() });
export type UserImage = z.infer<typeof userImage>;
export const userImageList = z.object({ images: z.array(userImage) });
export const userImageSaved = z.object({ image: userImage });
