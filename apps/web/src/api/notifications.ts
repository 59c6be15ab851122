import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@prancheta/shared';
import { api } from './client.ts';
import { notificationsKey, notificationsQuery } from './queries.ts';

export { notificationsKey };
const key = notificationsKey;

/** GET /api/notifications: the home-screen notifications not yet dismissed. */
export function useNotifications() {
  return useQuery(notificationsQuery());
}

/** POST /api/notifications/{id}: dismisses one notification, then drops it from the cached list. */
export function useDismissNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<unknown>(`notifications/${id}`),
    onSuccess: (_answer, id) => client.setQueryData<Notification[]>(key, (list) => list?.filter((n) => n.id !== id)),
  });
}
