import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer, UpdateUserBody, UserAnswer } from '@prancheta/shared';
import { api } from './client.ts';
import { userKey, userQuery } from './queries.ts';

export { userKey };

/** GET /api/user: the signed-in user with teams and subscription. */
export function useCurrentUser() {
  return useQuery(userQuery());
}

/** PUT /api/user; refreshes the cached user on success. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => api.put<MessageAnswer & Partial<UserAnswer>>('user', body),
    onSuccess: () => client.invalidateQueries({ queryKey: userKey }),
  });
}
