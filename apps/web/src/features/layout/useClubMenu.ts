import { useCurrentUser } from '../../api/user.ts';
import { useSession } from '../../api/useSession.ts';

/** Club entries of the menu: members see "Meus clubes" and the club files; the leader also the leader pages. */
export const MEMBER_PATHS = ['/clubes', '/team/treinos'];
export const LEADER_PATHS = ['/team/profile', '/team/users', '/team/categories', '/team/treinos'];

/** Whether the signed-in user is in a club and leads one (from GET user, falling back to the session's team flag). */
export function useClubRoles(): { inClub: boolean; leader: boolean; member: boolean } {
  const session = useSession();
  const user = useCurrentUser();
  const teams = user.data?.teams;
  if (!teams) return { inClub: Boolean(session?.team), leader: false, member: Boolean(session?.team) };
  const leader = teams.some((t) => t.leader);
  const member = teams.some((t) => !t.leader);
  return { inClub: teams.length > 0, leader, member };
}

/** Which club menu paths to show. */
export function clubPathVisible(path: string, roles: { leader: boolean; member: boolean }): boolean {
  return (roles.leader && LEADER_PATHS.includes(path)) || (roles.member && MEMBER_PATHS.includes(path));
}
