import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer, ChangePassBody, ForgetBody, LoginBody, MessageAnswer, SignupBody } from '@prancheta/shared';
import { api } from './client.ts';
import { clearSession, saveSession } from './session.ts';

/** Stores the session of a successful login/signup/changePass answer (seed 000 §4). */
export function rememberAuth(answer: AuthAnswer, keep = false): void {
  saveSession({ token: answer.auth_token, level: answer.user.level, team: answer.user.team }, keep);
  // Another account's offline copies and queued saves on this device are deleted first.
  // (Loaded on demand: IndexedDB code stays out of the first screen's scripts.)
  void import('../pwa/offlineStore.ts').then((m) => m.claimOfflineData(answer.user.id)).catch((err: unknown) => console.warn('offline data not claimed', err));
}

/** POST /api/auth/login; stores the session on success (kept on this device when `keep`). */
export function useLogin() {
  return useMutation({
    mutationFn: ({ body }: { body: LoginBody; keep: boolean }) => api.post<AuthAnswer>('auth/login', body),
    onSuccess: (answer, { keep }) => rememberAuth(answer, keep),
  });
}

/** POST /api/auth/signup; stores the session on success (400 when the e-mail or phone exists). */
export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupBody) => api.post<AuthAnswer>('auth/signup', body),
    onSuccess: (answer) => rememberAuth(answer),
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
    onSuccess: (answer) => rememberAuth(answer),
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
