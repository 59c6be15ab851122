import type { Athlete } from '@prancheta/shared';
import type { AthleteListRow, AthleteRow } from './repo.ts';

/** The only place a roster row becomes JSON (its coach's view). */
export function presentAthlete(row: AthleteRow | AthleteListRow): Athlete {
  const listed = 'category_name' in row ? row : null;
  return {
    id: row.id,
    name: row.name,
    birth_date: row.birth_date,
    email: row.email,
    phone: row.phone,
    group_label: row.group_label,
    category: row.category_id !== null && listed?.category_name != null ? { id: row.category_id, name: listed.category_name, club: listed.club_name ?? '' } : null,
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
