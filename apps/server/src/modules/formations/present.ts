import type { Formation } from '@prancheta/shared';
import { LIMITS } from '@prancheta/shared';
import type { FormationRow } from './repo.ts';

/** Parses the stored colours JSON; the header pair always exists (default black/white). */
export function formationColours(row: Pick<FormationRow, 'colors'>): Record<string, [string, string]> {
  let parsed: Record<string, [string, string]> = {};
  try {
    const value: unknown = JSON.parse(row.colors);
    if (value && typeof value === 'object' && !Array.isArray(value)) parsed = value as Record<string, [string, string]>;
  } catch {
    parsed = {};
  }
  return { header: [...LIMITS.defaultHeaderColors], ...parsed };
}

/** The printed header of a formation: its six fields and whether each is printed (JSON and play files). */
export function formationHeader(row: FormationRow) {
  return {
    clube: row.clube,
    professor: row.professor,
    categoria: row.categoria,
    data: row.data,
    local: row.local,
    descricao: row.descricao,
    h_clube: row.h_clube,
    h_professor: row.h_professor,
    h_categoria: row.h_categoria,
    h_data: row.h_data,
    h_local: row.h_local,
    h_descricao: row.h_descricao,
  };
}

/** The only place a formation row becomes JSON. */
export function presentFormation(row: FormationRow): Formation {
  const media = row.type === 'video' ? row.file_key : row.img_key;
  const imgUrl = media ? `/api/formactionimg/${row.id}` : null;
  return {
    id: row.id,
    type: row.type,
    ...formationHeader(row),
    colors: formationColours(row),
    category_id: row.category_id,
    img: imgUrl,
    img_url: imgUrl,
    file: row.type === 'video' && row.file_key ? imgUrl : null,
    logo_url: row.logo_key ? `/api/formactionlogo/${row.id}` : null,
    editable: Boolean(row.draft_key),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
