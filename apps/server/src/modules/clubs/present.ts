import type { ClubCategory, ClubMember, JoinedTeam, Team, TeamFile, TeamTraining } from '@prancheta/shared';
import type { CategoryRow, clubTrainings, TeamFileListRow, teamsRepo, TeamRow } from './repo.ts';

type Row<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

export function presentCategory(row: CategoryRow): ClubCategory {
  return { id: row.id, name: row.name, description: row.description, created_at: row.created_at };
}

export function presentMember(row: { id: number; name: string; email: string; created_at: string }): ClubMember {
  return { id: row.id, name: row.name, email: row.email, created_at: row.created_at };
}

/** The leader's club (the image is fetched from teamlogo/{id} when `image` is true). */
export function presentTeam(team: TeamRow, leader: { name: string; email: string }, users: Parameters<typeof presentMember>[0][], categories: CategoryRow[]): Team {
  return {
    id: team.id,
    name: team.name,
    location: team.location ?? '',
    image: team.image !== null,
    max_users: team.max_users,
    max_categories: team.max_categories,
    end_subscription: team.end_subscription,
    user: leader,
    users: users.map(presentMember),
    categories: categories.map(presentCategory),
  };
}

export function presentTeamFile(row: TeamFileListRow, leader: boolean): TeamFile {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    created_at: row.created_at,
    professor: row.professor,
    clube: row.clube,
    categoria: row.categoria,
    local: row.local,
    descricao: row.descricao,
    user: { name: row.user_name ?? '' },
    category: { id: row.category_id, name: row.category_name ?? row.categoria },
    team: { id: row.team_id, name: row.team_name },
    updatable: leader,
  };
}

export function presentTeamTraining(row: Row<typeof clubTrainings>): TeamTraining {
  return {
    id: row.id,
    metodologia: row.metodologia,
    objetivos: row.objetivos,
    data: row.data,
    user: { name: row.user_name },
    category: { id: row.category_id, name: row.category_name },
    team: { id: row.team_id, name: row.team_name },
  };
}

export function presentJoined(row: Row<typeof teamsRepo.joined>): JoinedTeam {
  return {
    id: row.id,
    name: row.name,
    location: row.location ?? '',
    image: row.image !== null,
    leader: { name: row.leader_name, email: row.leader_email },
    created_at: row.created_at,
  };
}
