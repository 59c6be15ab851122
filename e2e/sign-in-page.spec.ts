import type { Page } from '@playwright/test';
import { newUser, signUpByApi } from './helpers/accounts.ts';
import { expect, test } from './helpers/test.ts';

// A first visit to /login (no session) gets the screen drawn ahead and the sign-in page's own small
// script, not the app: the form works as soon as the page shows, and the app's scripts are fetched
// only after signing in (or when the coach opens the language menu, which is the app's).

/** The app's entry script (index-<hash>.js) and the other files of its build, as the page asks for them. */
function appRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/assets\/.+\.js$/.test(url.pathname) && !url.pathname.startsWith('/assets/signin-page-')) asked.push(url.pathname);
  });
  return asked;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test.describe('with service workers', () => {
    test.use({ serviceWorkers: 'allow' });

    test('the sign-in page registers the app’s service worker (the offline app, installable) without starting the app', async ({ page }) => {
      const asked = appRequests(page);
      await page.goto('/login');
      await expect(page.locator('fieldset.prancheta-preview')).toHaveCount(0);
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? null)).toMatch(/\/$/);
      expect(asked).toEqual([]);
    });
  });

  test('the sign-in page checks the form, shows the server’s refusal, works offline-aware and signs in without the app', async ({ page, context, request }) => {
    const user = newUser('sign-in-page');
    await signUpByApi(request, user);
    const asked = appRequests(page);
    await page.goto('/login');
    // Usable at once: the drawn screen is no longer a disabled preview, the e-mail field has the focus.
    await expect(page.locator('fieldset.prancheta-preview')).toHaveCount(0);
    const email = page.getByLabel(/^E-mail/);
    const password = page.getByLabel(/^Senha/);
    await expect(email).toBeFocused();

    // Empty fields: the form's own messages under each, nothing sent.
    await page.getByRole('button', { name: 'Entrar' }).tap();
    await expect(page.getByText('Campo obrigatório')).toHaveCount(2);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('ana@');
    await password.fill('whatever');
    await page.getByRole('button', { name: 'Entrar' }).tap();
    await expect(page.getByText('Informe um e-mail válido')).toBeVisible();
    await expect(page.getByText('Campo obrigatório')).toHaveCount(0);

    // The server's refusal, in an alert; the coach stays on the page.
    await email.fill(user.email.toUpperCase());
    await password.fill('wrong-password');
    await page.getByRole('button', { name: 'Entrar' }).tap();
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos');
    await expect(page).toHaveURL(/\/login$/);
    await expect(email).toHaveAttribute('aria-invalid', 'false');

    // The eye shows and hides the password.
    await password.fill(user.password);
    const eye = page.locator('.mantine-PasswordInput-visibilityToggle');
    await eye.tap();
    await expect(password).toHaveAttribute('type', 'text');
    await eye.tap();
    await expect(password).toHaveAttribute('type', 'password');

    // Offline: a calm message, and the same form works again once the connection is back.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Entrar' }).tap();
    await expect(page.getByRole('alert')).toHaveText(/^Sem conexão: não foi possível entrar/);
    await context.setOffline(false);
    expect(asked).toEqual([]);

    await page.getByTestId('login-keep').tap();
    await expect(page.getByTestId('login-keep')).toBeChecked();
    await page.getByRole('button', { name: 'Entrar' }).tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Olá! O que vamos planejar hoje?' })).toBeVisible();
    // Kept on this device, as the coach chose, with the cookie the server reads.
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
    expect((await context.cookies()).find((c) => c.name === 'signed')?.value).toBe('1');
    expect(asked.length).toBeGreaterThan(0);
  });

  test('the sign-in page speaks the language of the cookie; its language menu starts the app and opens', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'en-us', url: baseURL! }]);
    const asked = appRequests(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('fieldset.prancheta-preview')).toHaveCount(0);
    await page.getByRole('button', { name: 'Log in' }).tap();
    await expect(page.getByText('Required field')).toHaveCount(2);
    // The server answers in the page's language too (nothing stored on the device but the cookie).
    await page.getByLabel(/^E-mail/).fill('nobody@example.com');
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).tap();
    await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password');
    expect(asked).toEqual([]);

    // The app starts in the same language, with what the coach typed, and opens the menu the coach tapped.
    await page.getByTestId('login-keep').tap();
    await page.getByTestId('language-menu').tap();
    await expect(page.getByRole('menuitem', { name: 'Español' })).toBeVisible();
    await expect(page.getByTestId('language-menu')).toHaveAccessibleName('Language: EN');
    expect(asked.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Español' })).toBeHidden();
    await expect(page.getByLabel(/^E-mail/)).toHaveValue('nobody@example.com');
    await expect(page.getByLabel(/^Password/)).toHaveValue('wrong-password');
    await expect(page.getByTestId('login-keep')).toBeChecked();
    await page.getByTestId('language-menu').tap();
    await page.getByRole('menuitem', { name: 'Español' }).tap();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-es');
  });

  test('with a session in the tab, or a language chosen on the device whose cookie is gone, the app takes the page', async ({ page, request }) => {
    const token = await signUpByApi(request, newUser('sign-in-page-app'));
    // The language chosen in the app (stored), without the cookie the server draws the page by.
    await page.goto('/build-id.txt');
    await page.evaluate(() => localStorage.setItem('lang', 'es-es'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel(/^Correo electrónico/)).toBeEnabled();
    await expect(page.getByTestId('language-menu')).toHaveAccessibleName('Idioma: ES');
    // A session in the tab, without the cookie saying so: the app sends the coach home.
    await page.evaluate((t) => {
      document.cookie = 'signed=; path=/; max-age=0';
      sessionStorage.setItem('auth_token', t);
      sessionStorage.setItem('level', 'user');
    }, token);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a first visit to /signup creates the account, offers recovery for a taken e-mail and the recovery page sends its link, all without the app', async ({ page, request }) => {
    const taken = newUser('sign-in-page-taken');
    await signUpByApi(request, taken);
    const asked = appRequests(page);
    await page.goto('/signup');
    await expect(page.locator('fieldset.prancheta-preview')).toHaveCount(0);
    await expect(page.getByLabel(/^Nome/)).toBeFocused();
    const fillForm = async (user: { name: string; email: string; password: string; phone: string }) => {
      await page.getByLabel(/^Nome/).fill(user.name);
      await page.getByLabel(/^E-mail/).fill(user.email);
      await page.getByLabel(/^Telefone/).fill('');
      // Typed as people write it: only the digits stay.
      await page.getByLabel(/^Telefone/).pressSequentially(`(${user.phone.slice(0, 2)}) ${user.phone.slice(2, 7)}-${user.phone.slice(7)}`);
      await page.getByLabel(/^Senha/).fill(user.password);
    };
    await fillForm(taken);
    await expect(page.getByLabel(/^Telefone/)).toHaveValue(taken.phone);
    await page.getByRole('button', { name: 'Criar conta' }).tap();
    const notice = page.getByTestId('signup-taken');
    await expect(notice).toContainText('já está cadastrado');
    await notice.getByRole('link', { name: 'Recuperar senha' }).tap();
    await expect(page).toHaveURL(/\/password\/email$/);
    await expect(page.locator('fieldset.prancheta-preview')).toHaveCount(0);
    await page.getByLabel(/^E-mail/).fill(taken.email);
    await page.getByRole('button', { name: 'Enviar link' }).tap();
    await expect(page.getByTestId('forget-sent')).toContainText('Se o e-mail estiver cadastrado');
    expect(asked).toEqual([]);

    const fresh = newUser('sign-in-page-new');
    await page.goto('/signup');
    await fillForm(fresh);
    await page.getByRole('button', { name: 'Criar conta' }).tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('logout').or(page.locator('header button.mantine-Burger-root')).first()).toBeVisible();
    // The new account signs in with what was typed.
    const login = await request.post('/api/auth/login', { data: { email: fresh.email, password: fresh.password } });
    expect(login.ok()).toBe(true);
  });
});
