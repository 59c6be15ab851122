import type { AuthAnswer, CurrentUser } from '@prancheta/shared';
import type { AuthUser } from '../../plugins/auth.ts';
import { subscriptionActive } from '../../plugins/auth.ts';
import { inTrial } from '../../payments/trial.ts';
import type { UserRow, UserTeamRow } from './repo.ts';

type UserFields = Pick<AuthUser, 'id' | 'name' | 'email' | 'phone' | 'level' | 'end_subscription' | 'last_payment' | 'trial_end'>;

/** The only place a user row becomes the GET /api/user answer (no password hash, ever). */
export function presentUser(user: UserFields | UserRow, teams: UserTeamRow[]): CurrentUser {
  const clubEnd = teams.map((t) => t.end_subscription).reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    level: user.level,
    team: teams.length > 0,
    teams: teams.map((t) => ({ id: t.id, name: t.name, location: t.location, leader: t.leader, categories: t.categories })),
    subscription_active: subscriptionActive({ ...user, club_end_subscription: clubEnd }),
    subscription: { end_subscription: user.end_subscription, last_payment: user.last_payment },
    club_end_subscription: clubEnd,
    trial_end: user.trial_end,
    in_trial: inTrial(user),
  };
}

/** The user part of a login/signup/changePass answer. */
export function presentAuthUser(user: Pick<UserRow, 'id' | 'name' | 'email' | 'level'>, team: boolean): AuthAnswer['user'] {
  return { id: user.id, name: user.name, email: user.email, level: user.level, team };
}
