import type { MailBatch, MailUser } from '@prancheta/shared';
import { useQuery } from '@tanstack/react-query';
import { api, upload } from './client.ts';

/** GET /api/admin/mail/users: the recipients list (admins only). */
export function useMailUsers() {
  return useQuery({ queryKey: ['admin', 'mail', 'users'], queryFn: ({ signal }) => api.get<{ users: MailUser[] }>('admin/mail/users', signal).then((r) => r.users), retry: false });
}

/** POST /api/admin/sendmail (multipart {subject, message, emails[], attach}). */
export function sendMail(form: FormData, onProgress?: (fraction: number) => void): Promise<{ message: string; batch: MailBatch }> {
  return upload('admin/sendmail', form, onProgress);
}

/** GET /api/admin/sendmail/{id}, polled while the batch is being sent. */
export function useMailBatch(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'mail', 'batch', id],
    queryFn: ({ signal }) => api.get<{ batch: MailBatch }>(`admin/sendmail/${id}`, signal).then((r) => r.batch),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'done' ? false : 1000),
  });
}
