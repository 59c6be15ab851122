import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';

/**
 * Choosing the menu entry of the page already open reloads its data (a link to the current path
 * changes nothing in the router, so the list would otherwise stay as it was loaded).
 */
export function useReloadOnReselect(): (to: string) => void {
  const qc = useQueryClient();
  const { pathname } = useLocation();
  return (to) => {
    if (to === pathname) void qc.invalidateQueries({ refetchType: 'active' });
  };
}
