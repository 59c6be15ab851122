import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { text } from '../schemas/common.ts';
import { FORMATION_COLOUR_PARTS, FORMATION_TEXT_MAX, FORMATION_TYPES } from '../schemas/formations.ts';
import { colourPair, headerLabel } from '../schemas/header-fields.ts';
import { sceneDocument } from '../scene/document.ts';

/**
 * A play file (`.prancheta`): one formation or video as a self-contained, versioned JSON document
 * a coach can pass to another coach. It holds the scene (objects and frames, whatever object types
 * the scene schema knows), the sport and field by catalogue id, the formation's printed header and
 * the personal images the scene uses (embedded, base64). It never holds account data: no user,
 * record, club or category ids, e-mails or share tokens.
 */
export const PLAY_FORMAT = 'prancheta-play';
/** Current version of the play file. migratePlayFile brings older ones up to it. */
export const PLAY_VERSION = 1;
/** Largest play file accepted (bytes of the JSON text). */
export const PLAY_FILE_MAX_BYTES = 8 * 1024 * 1024;
/** File name extension and MIME type of a play file. */
export const PLAY_FILE_EXT = 'prancheta';
export const PLAY_FILE_MIME = 'application/json';
/** Most personal images one play file embeds. */
export const PLAY_MAX_IMAGES = 50;

/**
 * How a scene string points at an embedded image: `playfile-image:<n>` (n = index in `images`).
 * On import each becomes the URL of a personal image of the importing coach.
 */
export const PLAY_IMAGE_PREFIX = 'playfile-image:';
/** The URL of a personal image in a scene (`/api/user-images/12`). */
export const USER_IMAGE_URL = /^\/api\/user-images\/(\d{1,12})$/;

/** Standard base64 (what an export writes), at most the file's size. */
const base64 = z
  .string()
  .min(4)
  .max(Math.ceil((PLAY_FILE_MAX_BYTES * 4) / 3))
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'playfile.image-invalid' });

/** One embedded personal image: its MIME type and bytes (checked by content on import anyway). */
export const playImage = z.object({
  mime: z.enum(['image/png', 'image/jpeg', 'image/bmp']),
  data: base64,
});
export type PlayImage = z.infer<typeof playImage>;

const headerText = (max: number) => text().trim().max(max, { message: 'validation.max' }).default('');

/**
 * The printed header of the formation (club, teacher, category, date, place, description, their
 * renamed labels and colour pairs): what the coach typed, never an account's data. Fields may be
 * empty (a v0 file has none); the import fills the required ones.
 */
export const playHeader = z.object({
  clube: headerText(FORMATION_TEXT_MAX),
  professor: headerText(FORMATION_TEXT_MAX),
  categoria: headerText(FORMATION_TEXT_MAX),
  data: headerText(30),
  local: headerText(FORMATION_TEXT_MAX),
  descricao: headerText(LIMITS.textAreaMax),
  h_clube: headerLabel,
  h_professor: headerLabel,
  h_categoria: headerLabel,
  h_data: headerLabel,
  h_local: headerLabel,
  h_descricao: headerLabel,
  colors: z.partialRecord(z.enum(FORMATION_COLOUR_PARTS), colourPair).default({}),
});
export type PlayHeader = z.infer<typeof playHeader>;

/** A header with every field empty. */
export function emptyHeader(): PlayHeader {
  return playHeader.parse({});
}

/** A play file at the current version. Unknown top-level keys are refused (nothing else rides along). */
export const playFile = z
  .object({
    format: z.literal(PLAY_FORMAT),
    version: z.literal(PLAY_VERSION),
    /** 'image' (a drawn formation) or 'video' (an animation of frames). */
    kind: z.enum(FORMATION_TYPES),
    exported_at: z.string().max(40).optional(),
    /** Sport of the scene by catalogue id (GET /api/sports): every formation and video has one. */
    sport_id: z.number().int().positive(),
    /** The field picture by catalogue path (one of the sport's `campos`), or ''. */
    field: z.string().max(500),
    header: playHeader.default(emptyHeader()),
    scene: sceneDocument,
    images: z.array(playImage).max(PLAY_MAX_IMAGES).default([]),
  })
  .strict();
export type PlayFile = z.infer<typeof playFile>;

/** Largest decoded embedded image: the personal-image upload limit. */
export const PLAY_IMAGE_MAX_BYTES = LIMITS.upload.imageMaxBytes;

/** Suggested file name of a play file: `jogada-<club>-<id>.prancheta`, ASCII only. */
export function playFileName(title: string, id: number): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'play'}-${id}.${PLAY_FILE_EXT}`;
}

/** Answer of an import (POST formactions/import, POST share/copy): the new formation or video and a message. */
export const playImported = z.object({ formacao: z.object({ id: z.number(), type: z.enum(FORMATION_TYPES) }), message: z.string() });
export type PlayImported = z.infer<typeof playImported>;

/** Body of POST share/copy: the token of a share link to a formation or video. */
export const shareCopyInput = z.object({ token: z.string().min(1, { message: 'validation.required' }).max(200) });
