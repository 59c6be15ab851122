import { useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

/** External links of the top navigation and the contact button (GET /api/config/links). */
export interface ExternalLinks {
  help: string;
  community: string;
  suggestions: string;
  contact: string;
}

/** The configured external links; cached for the whole visit. */
export function useExternalLinks() {
  return useQuery({ queryKey: ['config', 'links'], queryFn: ({ signal }) => api.get<ExternalLinks>('config/links', signal), staleTime: Infinity });
}
