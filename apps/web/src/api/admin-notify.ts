import type { AdminNotification, NotifyInput } from '@prancheta/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

export const adminNotifyKey = ['admin', 'notify'] as const;

/** GET /api/admin/notify (admins only): every notification with its three languages. */
export function useAdminNotifications() {
  return useQuery({ queryKey: adminNotifyKey, queryFn: ({ signal }) => api.get<{ notifications: AdminNotification[] }>('admin/notify', signal).then((r) => r.notifications), retry: false });
}

/** POST /api/admin/notify/ or PUT /api/admin/notify/{id}. */
export function saveNotification(id: number | null, body: NotifyInput): Promise<{ message: string; notification: AdminNotification }> {
  return id === null ? api.post('admin/notify/', body) : api.put(`admin/notify/${id}`, body);
}

/** DELETE /api/admin/notify/{id}. */
export function deleteNotification(id: number): Promise<{ message: string }> {
  return api.delete(`admin/notify/${id}`);
}
