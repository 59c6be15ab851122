import { useQuery } from '@tanstack/react-query';
import { linksQuery } from './queries.ts';

export type { ExternalLinks } from './queries.ts';

/** The configured external links; cached for the whole visit. */
export function useExternalLinks() {
  return useQuery({ ...linksQuery(), staleTime: Infinity });
}
