import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer, ChangePassBody, ForgetBody, LoginBody, MessageAnswer, SignupBody } from '@prancheta/shared';
import { api } from './client.ts';
import { rememberAuth } from './rememberAuth.ts';
import { clearSession } from './session.ts';

/** POST /api/auth/login; stores the session on success (kept on this device when `keep`). */
export function useLogin() {
  return useMutation({
    mutationFn: ({ body }: { body: LoginBody; keep: boolean }) => api.post<AuthAnswer>('auth/login', body),
    onSuccess: (answer, { keep }) => void rememberAuth(answer, keep),
  });
}

/** POST /api/auth/signup; stores the session on success (400 when the e-mail or phone exists). */
export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupBody) => api.post<AuthAnswer>('auth/signup', body),
    onSuccess: (answer) => void rememberAuth(answer),
  });
}

/** POST /api/auth/forget: sends a reset link when the e-mail exists (the answer never tells). */
export function useForget() {
  return useMutation({ mutationFn: (body: ForgetBody) => api.post<MessageAnswer>('auth/forget', body) });
}

/** POST /api/auth/changePass with the reset link's email and key; signs in on success. */
export function useChangePass() {
  return useMutation({
    mutationFn: (body: ChangePassBody) => api.post<AuthAnswer>('auth/changePass', body),
    onSuccess: (answer) => void rememberAuth(answer),
  });
}

/** POST /api/auth/logout (revokes the token), then clears the local session whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await api.post<MessageAnswer>('auth/logout');
  } catch {
    // the token may already be expired: signing out locally is what matters
  } finally {
    clearSession(true);
    // The account's offline caches and queued saves leave with it.
    await import('../pwa/offlineStore.ts').then((m) => m.releaseOfflineData()).catch((err: unknown) => console.warn('offline data not cleared', err));
  }
}
