import type { AdminTeam } from '@prancheta/shared';
import type { AdminTeamRow } from './repo.ts';

/** The only place an admin club row becomes JSON. */
export function presentAdminTeam(row: AdminTeamRow): AdminTeam {
  return {
    id: row.id,
    name: row.name,
    location: row.location ?? '',
    image: Boolean(row.image),
    max_users: row.max_users,
    max_categories: row.max_categories,
    end_subscription: row.end_subscription,
    pending: Number(row.pending) === 1,
    user: { name: row.leader_name, email: row.leader_email },
    users: Number(row.users ?? 0),
    categories: Number(row.categories ?? 0),
    treinos: Number(row.treinos ?? 0),
    created_at: row.created_at,
  };
}
