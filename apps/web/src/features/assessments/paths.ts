/** Addresses of the assessment screens. */
export const assessmentPaths = {
  athlete: (athleteId: number | string) => `/atletas/${athleteId}/avaliacoes`,
  create: (athleteId: number | string) => `/atletas/${athleteId}/avaliacoes/nova`,
  edit: (id: number | string) => `/avaliacoes/${id}`,
};
