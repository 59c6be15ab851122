import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer, UpdateUserBody, UserAnswer } from '@prancheta/shared';
import { api } from './client.ts';

/** Query key of the signed-in user. */
export const userKey = ['user'] as const;

/** GET /api/user: the signed-in user with teams and subscription. */
export function useCurrentUser() {
  return useQuery({ queryKey: userKey, queryFn: ({ signal }) => api.get<UserAnswer>('user', signal).then((a) => a.user) });
}

/** PUT /api/user; refreshes the cached user on success. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => api.put<MessageAnswer & Partial<UserAnswer>>('user', body),
    onSuccess: () => client.invalidateQueries({ queryKey: userKey }),
  });
}
