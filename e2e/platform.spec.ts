import { activateByApi, logInByApi, logInByUi, newUser, signUpByApi, signUpByUi, useToken } from './helpers/accounts.ts';
import { newestMailTo, resetLinkOf } from './helpers/mail.ts';
import { expect, test } from './helpers/test.ts';

test.describe('auth screens', () => {
  test('signs up, logs out and logs in again', async ({ page }) => {
    const user = newUser();
    await signUpByUi(page, user);
    await expect(page.getByRole('heading', { name: /O que vamos planejar hoje/ })).toBeVisible();

    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    // The token was revoked and cleared: the protected home sends us back to /login.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);

    await logInByUi(page, user.email, user.password);
    await expect(page.getByTestId('home-formacoes')).toBeVisible();
  });

  test('validates the signup form in the browser and creates nothing', async ({ page, request }) => {
    const user = newUser();
    await page.goto('/signup');
    // Keys go to the app's field: the screen drawn ahead in the HTML is disabled until the app runs
    // (typing, unlike fill, does not wait for a field that can take text).
    await expect(page.getByLabel(/^Telefone/)).toBeEditable();
    await page.getByLabel(/^Telefone/).pressSequentially('11a9b8-7');
    await expect(page.getByLabel(/^Telefone/)).toHaveValue('11987');
    await page.getByLabel(/^E-mail/).fill('not-an-email');
    await page.getByLabel(/^Senha/).fill('123');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Informe um e-mail válido')).toBeVisible();
    await expect(page.getByText('A senha deve ter pelo menos 6 caracteres').last()).toBeVisible();
    await expect(page.getByText('Campo obrigatório')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    const login = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
    expect(login.status()).toBe(422);
  });

  test('refuses a second signup with the same e-mail and suggests password recovery', async ({ page, request }) => {
    const user = newUser();
    await signUpByApi(request, user);
    await page.goto('/signup');
    await page.getByLabel(/^Nome/).fill('Outro');
    await page.getByLabel(/^E-mail/).fill(user.email);
    await page.getByLabel(/^Telefone/).fill('11911112222');
    await page.getByLabel(/^Senha/).fill('outra-senha');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    const alert = page.getByTestId('signup-taken');
    await expect(alert).toContainText('já está cadastrado');
    await alert.getByRole('link', { name: 'Recuperar senha' }).click();
    await expect(page).toHaveURL(/\/password\/email$/);
  });

  test('shows the server message for a wrong password and stays on /login', async ({ page, request }) => {
    const user = newUser();
    await signUpByApi(request, user);
    await page.goto('/login');
    await page.getByLabel(/^E-mail/).fill(user.email);
    await page.getByLabel(/^Senha/).fill('wrong-password');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('E-mail ou senha incorretos')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('recovers a password through the link in the e-mail', async ({ page, request, server }) => {
    const user = newUser();
    await signUpByApi(request, user);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL(/\/password\/email$/);
    await page.getByLabel(/^E-mail/).fill(user.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByTestId('forget-sent')).toContainText('Se o e-mail estiver cadastrado');

    const link = resetLinkOf(await newestMailTo(server.dataDir, user.email));
    expect(link.startsWith(`${server.baseURL}/password/reset/`)).toBe(true);
    await page.goto(link);
    await page.getByLabel(/^Nova senha/).fill('nova-senha-123');
    await page.getByLabel(/^Confirme a nova senha/).fill('outra-coisa');
    await page.getByRole('button', { name: 'Salvar e entrar' }).click();
    await expect(page.getByText('As senhas não coincidem')).toBeVisible();
    await page.getByLabel(/^Confirme a nova senha/).fill('nova-senha-123');
    await page.getByRole('button', { name: 'Salvar e entrar' }).click();
    await expect(page).toHaveURL(`${server.baseURL}/`);
    await expect(page.getByTestId('home-formacoes')).toBeVisible();

    expect((await request.post('/api/auth/login', { data: { email: user.email, password: user.password } })).status()).toBe(422);
    await logInByApi(request, user.email, 'nova-senha-123');
  });

  test('sends signed-out users to /login and signed-in users away from /login', async ({ page, request }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    const token = await signUpByApi(request, newUser());
    await useToken(page, token);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('shell', () => {
  test('switches the language and keeps it after a reload', async ({ page, request }) => {
    await useToken(page, await signUpByApi(request, newUser()));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Olá! O que vamos planejar hoje?' })).toBeVisible();

    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Hello! What shall we plan today?' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hello! What shall we plan today?' })).toBeVisible();
    await expect(page.getByTestId('retention-note')).toContainText('6 months');

    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: '¡Hola! ¿Qué vamos a planificar hoy?' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: '¡Hola! ¿Qué vamos a planificar hoy?' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es-es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-es');
  });

  test('shows "Erro 404" (in the page\'s language) for unknown paths with a link home', async ({ page }) => {
    await page.goto('/isto/nao/existe');
    await expect(page.getByRole('heading', { name: 'Erro 404', exact: true })).toBeVisible();
    await expect(page.getByText('Página não encontrada.')).toBeVisible();
    await page.getByRole('link', { name: 'Ir para o início' }).click();
    await expect(page).toHaveURL(/\/login$/); // signed out: home sends to login
  });

  test('dismisses a notification with a spinner while it is being dismissed', async ({ page, request }) => {
    await useToken(page, await signUpByApi(request, newUser()));
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/notifications/*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const note = page.getByTestId('notification').filter({ hasText: 'Bem-vindo à Prancheta!' });
    await expect(note).toBeVisible();
    await note.getByTestId('dismiss').click();
    await expect(note.getByTestId('dismiss-spinner')).toBeVisible();
    release();
    await expect(note).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Nenhum aviso por aqui')).toBeVisible();
    await expect(page.getByTestId('notification')).toHaveCount(0);
  });

  test('shows the admin menu to the master account only', async ({ page, request, server }) => {
    await useToken(page, await signUpByApi(request, newUser()));
    await page.goto('/');
    await expect(page.getByTestId('home-formacoes')).toBeVisible();
    await expect(page.getByTestId('admin-menu')).toHaveCount(0);
    await page.goto('/profile');
    await expect(page.getByLabel(/^Nome/)).toBeVisible();
    await expect(page.getByTestId('profile-admin-link')).toHaveCount(0);

    await page.getByTestId('logout').click();
    // Signing out ends once the session is gone and the sign-in screen shows: a new page load
    // before that keeps the session, and the sign-in address sends a signed-in visit home.
    await expect(page).toHaveURL(/\/login$/);
    await logInByUi(page, server.adminEmail, server.adminPassword);
    await page.getByTestId('admin-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Usuários' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Biblioteca de GIFs' })).toBeVisible();
  });
});

test.describe('profile and payment', () => {
  test('edits the profile and refuses a wrong current password', async ({ page, request }) => {
    const user = newUser();
    await useToken(page, await signUpByApi(request, user));
    await page.goto('/profile');
    await expect(page.getByTestId('subscription-status')).toHaveText('Sem assinatura');
    await page.getByLabel(/^Nome/).fill('Joana Técnica');
    await page.getByLabel(/^Telefone/).fill('21988887777');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Atualizado com sucesso')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Nome/)).toHaveValue('Joana Técnica');
    await expect(page.getByLabel(/^Telefone/)).toHaveValue('21988887777');

    await page.getByLabel(/^Nova senha/).fill('segredo-novo');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Campo obrigatório')).toBeVisible(); // current password needed
    await page.getByLabel(/^Senha atual/).fill('not-my-password');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Há um erro nos dados' })).toBeVisible();
    await logInByApi(request, user.email, user.password); // unchanged
  });

  test('pays a plan through the sandbox checkout and sees the subscription active', async ({ page, request, context }) => {
    await useToken(page, await signUpByApi(request, newUser()));
    await page.goto('/payment');
    const monthly = page.getByTestId('plan').filter({ hasText: 'Mensal' });
    await expect(monthly.getByTestId('plan-price')).toHaveText('R$ 29,90');
    const popupPromise = context.waitForEvent('page');
    await monthly.getByRole('button').click();
    const popup = await popupPromise;
    await expect(page.getByTestId('pay-link')).toBeVisible();
    await popup.waitForLoadState();
    expect(popup.url()).toContain('/api/payments/sandbox/');
    await popup.locator('button.approve').click();
    await expect(popup).toHaveURL(/\/profile\?payment=approved$/);
    await popup.close();

    await page.goto('/profile?payment=approved');
    await expect(page.getByTestId('payment-approved')).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toHaveText('Ativa');
    await expect(page.getByTestId('subscription-end')).toContainText('Válida até');
  });

  test('asks for a click when the payment window is blocked; prices stay in R$ in every language', async ({ page, request }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await useToken(page, await signUpByApi(request, newUser()));
    await page.evaluate(() => localStorage.setItem('lang', 'en-us'));
    await page.goto('/payment');
    await expect(page.getByTestId('plan').first().getByTestId('plan-price')).toHaveText('R$ 29,90');
    await page.getByTestId('plan').first().getByRole('button', { name: 'Subscribe to this plan' }).click();
    const box = page.getByTestId('pay-link');
    await expect(box).toContainText('could not be opened automatically');
    await expect(box.getByRole('link')).toHaveAttribute('href', /\/api\/payments\/sandbox\//);
  });

  test('a paid subscription shows as active with its end date', async ({ page, request }) => {
    const token = await signUpByApi(request, newUser());
    await activateByApi(request, token);
    await useToken(page, token);
    await page.goto('/profile');
    await expect(page.getByTestId('subscription-status')).toHaveText('Ativa');
  });
});
