import { z } from 'zod';
import { dbId, requiredId, text } from './common.ts';

/** Longest category description (seed 001 §5, §9). */
export const CATEGORY_DESCRIPTION_MAX = 150;
/** Longest club name, location and category name. */
export const CLUB_TEXT_MAX = 120;

const required = (max: number) => text().trim().min(1, { message: 'validation.required' }).max(max, { message: 'validation.max' });

/** POST team/ (multipart; the image is a file part): the leader edits name and location only. */
export const teamFields = z.object({
  name: required(CLUB_TEXT_MAX),
  location: text().trim().max(CLUB_TEXT_MAX, { message: 'validation.max' }).default(''),
});
export type TeamFields = z.infer<typeof teamFields>;

/** POST team/categories and PUT team/categories/{id}: name and description required, description max 150. */
export const categoryInput = z.object({
  name: required(CLUB_TEXT_MAX),
  description: required(CATEGORY_DESCRIPTION_MAX),
});
export type CategoryInput = z.infer<typeof categoryInput>;

export const clubCategory = z.object({ id: z.number(), name: z.string(), description: z.string(), created_at: z.string() });
export type ClubCategory = z.infer<typeof clubCategory>;

export const clubMember = z.object({ id: z.number(), name: z.string(), email: z.string(), created_at: z.string() });
export type ClubMember = z.infer<typeof clubMember>;

/** GET team: the club the caller leads. Limits and end of subscription are set by admins (read-only here). */
export const teamAnswer = z.object({
  team: z.object({
    id: z.number(),
    name: z.string(),
    location: z.string(),
    image: z.boolean(),
    max_users: z.number(),
    max_categories: z.number(),
    end_subscription: z.string().nullable(),
    user: z.object({ name: z.string(), email: z.string() }),
    users: z.array(clubMember),
    categories: z.array(clubCategory),
  }),
});
export type TeamAnswer = z.infer<typeof teamAnswer>;
export type Team = TeamAnswer['team'];

export const teamUsersAnswer = z.object({ users: z.array(clubMember) });
export const teamCategoriesAnswer = z.object({ categories: z.array(clubCategory) });
export const categoryAnswer = z.object({ category: clubCategory });

/** PUT team/users/{email}: the same call adds or removes (seed 001 §4). */
export const memberEmailParams = z.object({ email: text().trim().toLowerCase().min(1, { message: 'validation.required' }).max(191).email({ message: 'validation.email' }) });
export const memberToggleAnswer = z.object({ message: z.string(), added: z.boolean() });

/** A club training file (seed 001 §3). */
export const teamFile = z.object({
  id: z.number(),
  type: z.enum(['image', 'video', 'other']),
  data: z.string(),
  created_at: z.string(),
  professor: z.string(),
  clube: z.string(),
  categoria: z.string(),
  local: z.string(),
  descricao: z.string(),
  user: z.object({ name: z.string() }),
  category: z.object({ id: z.number().nullable(), name: z.string() }),
  team: z.object({ id: z.number(), name: z.string() }),
  /** True for the club leader: may delete it. */
  updatable: z.boolean(),
});
export type TeamFile = z.infer<typeof teamFile>;

/** A training saved under a club category, as the club sees it (read-only). */
export const teamTraining = z.object({
  id: z.number(),
  metodologia: z.string(),
  objetivos: z.string(),
  data: z.string(),
  user: z.object({ name: z.string() }),
  category: z.object({ id: z.number(), name: z.string() }),
  team: z.object({ id: z.number(), name: z.string() }),
});
export type TeamTraining = z.infer<typeof teamTraining>;

/** GET teamtreinos: the files and trainings of the caller's clubs. */
export const teamTreinosAnswer = z.object({ treinos: z.array(teamFile), trainings: z.array(teamTraining) });
export type TeamTreinosAnswer = z.infer<typeof teamTreinosAnswer>;

/** POST teamtreinos: export a video formation to a club category (seed 000 §5: team, category and date required). */
export const exportToClubInput = z.object({
  team_id: dbId.optional(),
  category_id: dbId,
  data: text().trim().min(1, { message: 'validation.required' }).max(30, { message: 'validation.max' }),
  id: dbId,
  type: z.literal('video'),
});
export type ExportToClubInput = z.infer<typeof exportToClubInput>;

/** Longest description of a file sent to a club. */
export const TEAM_FILE_DESCRIPTION_MAX = 300;
/**
 * What a club file may be (seed 001 §3: image, video or other), by the type read from its content,
 * and the largest size of each kind (videos: LIMITS.video.maxBytes).
 */
export const TEAM_FILE_TYPES = {
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  video: ['video/mp4', 'video/webm'],
  other: [
    'application/pdf',
    'application/zip',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
} as const;
export const TEAM_FILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const TEAM_FILE_OTHER_MAX_BYTES = 20 * 1024 * 1024;

/** POST teamtreinos/files (multipart, the file in `file`): a file sent to a club category with a date and an optional description. */
export const teamFileFields = z.object({
  team_id: dbId.optional(),
  category_id: requiredId,
  data: text().trim().min(1, { message: 'validation.required' }).max(30, { message: 'validation.max' }),
  descricao: text().trim().max(TEAM_FILE_DESCRIPTION_MAX, { message: 'validation.max' }).default(''),
});
export type TeamFileFields = z.infer<typeof teamFileFields>;

/** The "send to club" form of /videos: team, category and date required (seed 000 §5), with exportToClubInput's date rule. */
export const sendToClubFields = z.object({ team_id: requiredId, category_id: requiredId, data: exportToClubInput.shape.data });

/** GET teams: the clubs the caller joined ("Meus clubes"). */
export const joinedTeam = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string(),
  image: z.boolean(),
  leader: z.object({ name: z.string(), email: z.string() }),
  created_at: z.string(),
});
export type JoinedTeam = z.infer<typeof joinedTeam>;
export const joinedTeamsAnswer = z.object({ teams: z.array(joinedTeam) });

/** The club drill library: records the leader shares with the members. */
export const libraryKind = z.enum(['treino', 'formation', 'video']);
export type LibraryKind = z.infer<typeof libraryKind>;
export const libraryItem = z.object({
  kind: libraryKind,
  id: z.number(),
  title: z.string(),
  /** The record's own date (ISO text, '' when it has none): shown in the user's date format. */
  date: z.string(),
  team: z.object({ id: z.number(), name: z.string() }),
  created_at: z.string(),
});
export type LibraryItem = z.infer<typeof libraryItem>;
export const libraryAnswer = z.object({ items: z.array(libraryItem) });
export const libraryParams = z.object({ kind: libraryKind, id: dbId });

/**
 * GET teams/{id}/roster: each category of a club with the athletes that the club's coaches (its
 * members and leader) assigned to it: name, age (whole years, null without a birth date) and coach.
 * Nothing else of an athlete (no contact, notes or id). Members and the leader only (404 otherwise).
 */
export const clubRosterAthlete = z.object({ name: z.string(), age: z.number().nullable(), coach: z.string() });
export type ClubRosterAthlete = z.infer<typeof clubRosterAthlete>;
export const clubRosterCategory = z.object({ id: z.number(), name: z.string(), count: z.number(), athletes: z.array(clubRosterAthlete) });
export type ClubRosterCategory = z.infer<typeof clubRosterCategory>;
export const clubRosterAnswer = z.object({ categories: z.array(clubRosterCategory) });
export type ClubRosterAnswer = z.infer<typeof clubRosterAnswer>;
