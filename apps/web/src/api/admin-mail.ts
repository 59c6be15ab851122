import type { MailBatch, MailUsersPage, PageParams } from '@prancheta/shared';
import { useQuery } from '@tanstack/react-query';
import { api, upload } from './client.ts';
import { listQueryString, pagedListOptions } from './listQuery.ts';

/** GET /api/admin/mail/users?page=&...&status=: one page of the recipients list (admins only). */
export function useMailUsersPage(params: PageParams<'id' | 'email' | 'name'> & { status: number }) {
  return useQuery({ queryKey: ['admin', 'mail', 'users', params], queryFn: ({ signal }) => api.get<MailUsersPage>(`admin/mail/users?${listQueryString({ ...params })}`, signal), ...pagedListOptions });
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
