import { z } from 'zod';
import { CLUB_TEXT_MAX } from './clubs.ts';
import { text } from './common.ts';
import { pageAnswer, pagedQuery } from './paging.ts';

/** Largest club size an admin may set (members or categories). */
export const ADMIN_TEAM_LIMIT_MAX = 10_000;
/** Days an invitation key to lead a club stays valid. */
export const TEAM_INVITE_DAYS = 7;

const required = (max: number) => text().trim().min(1, { message: 'validation.required' }).max(max, { message: 'validation.max' });
const limit = z.coerce
  .number({ message: 'validation.number' })
  .int({ message: 'validation.number' })
  .min(1, { message: 'validation.min' })
  .max(ADMIN_TEAM_LIMIT_MAX, { message: 'validation.invalid' });
const dateTime = text()
  .trim()
  .min(1, { message: 'validation.required' })
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: 'validation.invalid' })
  .transform((v) => new Date(v).toISOString());

/** PUT admin/teams/{id} (seed 001 §5): limits at least 1, end of subscription required. */
export const adminTeamUpdate = z.object({
  team: required(CLUB_TEXT_MAX),
  location: required(CLUB_TEXT_MAX),
  end_subscription: dateTime,
  max_users: limit,
  max_categories: limit,
});
export type AdminTeamUpdate = z.infer<typeof adminTeamUpdate>;

/** POST admin/teams (multipart, plus the image file): every field required, the leader an existing user's e-mail. */
export const adminTeamCreate = adminTeamUpdate.extend({
  email: text().trim().toLowerCase().min(1, { message: 'validation.required' }).max(191, { message: 'validation.max' }).email({ message: 'validation.email' }),
});
export type AdminTeamCreate = z.infer<typeof adminTeamCreate>;

/** One club in the admin list. `pending`: the leader has not accepted the invitation yet. */
export const adminTeam = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string(),
  image: z.boolean(),
  max_users: z.number(),
  max_categories: z.number(),
  end_subscription: z.string().nullable(),
  pending: z.boolean(),
  user: z.object({ name: z.string(), email: z.string() }),
  users: z.number(),
  categories: z.number(),
  treinos: z.number(),
  created_at: z.string(),
});
export type AdminTeam = z.infer<typeof adminTeam>;
export const adminTeamsAnswer = z.object({ teams: z.array(adminTeam) });
/** Columns GET admin/teams sorts on (each backed by an index). */
export const ADMIN_TEAM_SORTS = ['id', 'name', 'end_subscription'] as const;
/** GET admin/teams?page=&pageSize=&sort=&dir=&q=: q matches the start of the club's name or its leader's e-mail. */
export type AdminTeamSort = (typeof ADMIN_TEAM_SORTS)[number];
export const adminTeamsQuery = pagedQuery(ADMIN_TEAM_SORTS);
export const adminTeamsPage = pageAnswer(adminTeam);
export type AdminTeamsPage = z.infer<typeof adminTeamsPage>;

/**
 * The answer of POST admin/teams and of a new invitation: the leader's e-mail and the key, an
 * invitation link the leader opens while signed in (single use, expires). Never a password.
 */
export const adminTeamInviteAnswer = z.object({ message: z.string(), team: adminTeam, email: z.string(), key: z.string(), expires_at: z.string() });
export type AdminTeamInviteAnswer = z.infer<typeof adminTeamInviteAnswer>;

/** POST team/invites/accept: the key of the invitation link. */
export const teamInviteAccept = z.object({ key: text().trim().min(1, { message: 'validation.required' }).max(200) });
export const teamInviteAcceptAnswer = z.object({ message: z.string(), team: z.object({ id: z.number(), name: z.string() }) });
