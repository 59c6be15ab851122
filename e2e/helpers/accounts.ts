import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** A fresh account's data (unique e-mail and phone). */
export interface NewUser {
  name: string;
  email: string;
  password: string;
  phone: string;
}

/** Unique sign-up data for one test. */
export function newUser(prefix = 'coach'): NewUser {
  const id = randomBytes(4).toString('hex');
  return {
    name: `Treinador ${id}`,
    email: `${prefix}-${id}@example.com`,
    password: `Senha-${id}`,
    phone: `11${String(parseInt(id, 16) % 1_000_000_000).padStart(9, '0')}`,
  };
}

/** Signs up through the API; returns the session token. */
export async function signUpByApi(request: APIRequestContext, user: NewUser): Promise<string> {
  const res = await request.post('/api/auth/signup', { data: user });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { auth_token: string }).auth_token;
}

/** Logs in through the API; returns the session token. */
export async function logInByApi(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { auth_token: string }).auth_token;
}

/** Fills and submits the signup screen, then waits for the home page. */
export async function signUpByUi(page: Page, user: NewUser): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel(/^Nome/).fill(user.name);
  await page.getByLabel(/^E-mail/).fill(user.email);
  await page.getByLabel(/^Telefone/).fill(user.phone);
  await page.getByLabel(/^Senha/).fill(user.password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Fills and submits the login screen (pt-br), then waits for the home page. */
export async function logInByUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Starts a signed-in browser session from a token (skips the login screen). The token goes into
 * the tab's sessionStorage from a small text file of the same origin (the web build's id, which
 * the browser shows as an HTML document, so page helpers can still create elements), not from an
 * app page loaded just for it; the caller's next `goto` is the session's first screen.
 */
export async function useToken(page: Page, token: string, level = 'user', team = false): Promise<void> {
  await page.goto('/build-id.txt');
  await page.evaluate(
    ({ token, level, team }) => {
      sessionStorage.setItem('auth_token', token);
      sessionStorage.setItem('level', level);
      if (team) sessionStorage.setItem('team', '1');
      // As the app's sign-in does: the cookie saying the browser holds a session (not the token).
      document.cookie = 'signed=1; path=/; samesite=lax';
    },
    { token, level, team },
  );
}

/** Pays a plan through the sandbox checkout without the UI: asks for the link and approves it. */
export async function activateByApi(request: APIRequestContext, token: string, planId?: number): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const id = planId ?? ((await (await request.get('/api/plans', { headers })).json()) as { plans: Array<{ id: number }> }).plans[0]!.id;
  const pay = await request.get(`/api/user/pay?plan_id=${id}`, { headers });
  expect(pay.status(), await pay.text()).toBe(200);
  const { url } = (await pay.json()) as { url: string };
  const approve = await request.post(url, { form: { decision: 'approve' }, maxRedirects: 0 });
  expect(approve.status()).toBe(303);
}
