import type { Locator, Page } from '@playwright/test';
import { logInByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { addMemberByApi, seedClub } from './helpers/clubs.ts';
import { expect, test } from './helpers/test.ts';

// Tables on a 360 px phone: the columns that matter stay whole and on screen,
// nothing scrolls sideways, and row checkboxes are touch targets of at least 40 px.

const PHONE = { width: 360, height: 740 };
const LANGS = ['pt-br', 'es-es', 'en-us'] as const;

/** The whole page scrolls sideways (document wider than the window). */
async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
}

/** The element is on screen horizontally and its text is not cut (no ellipsis, no overflow). */
async function whole(locator: Locator): Promise<{ inside: boolean; cut: number }> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    let cut = el.scrollWidth - el.clientWidth;
    for (const child of Array.from(el.querySelectorAll('*'))) cut = Math.max(cut, child.scrollWidth - child.clientWidth);
    return { inside: r.left >= 0 && r.right <= window.innerWidth + 0.5 && r.width > 0, cut };
  });
}

async function expectWhole(locator: Locator, what: string): Promise<void> {
  await expect(locator, what).toBeVisible();
  const w = await whole(locator);
  expect(w.inside, `${what} on screen`).toBe(true);
  expect(w.cut, `${what} not cut`).toBeLessThanOrEqual(1);
}

test('/team/users on a phone shows each member\'s name, e-mail and remove action', async ({ page, request }) => {
  const club = await seedClub(page, request);
  const long = newUser('coordenacao-tecnica-das-categorias-de-base');
  await signUpByApi(request, long);
  await addMemberByApi(request, club.leaderToken, long.email);
  await page.setViewportSize(PHONE);
  const members = (await (await request.get('/api/team/users', { headers: { authorization: `Bearer ${club.leaderToken}` } })).json()) as { users: Array<{ id: number; name: string; email: string }> };
  expect(members.users).toHaveLength(2);
  for (const lang of LANGS) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/team/users');
    for (const m of members.users) {
      const cell = page.getByTestId(`member-name-${m.id}`);
      await expect(cell).toContainText(m.name);
      await expect(cell).toContainText(m.email);
      await expectWhole(cell, `${lang} member ${m.email}`);
      await expectWhole(page.getByTestId(`member-remove-${m.id}`), `${lang} remove ${m.email}`);
    }
    expect(await sideways(page), lang).toBeLessThanOrEqual(0);
  }
});

test('/admin/users and /admin/mail on a phone: level badges, e-mails and statuses whole, checkboxes 40 px touch targets', async ({ page, request, server }) => {
  for (const prefix of ['coordenacao-tecnica-das-categorias-de-base', 'preparador-fisico-do-time-principal']) await signUpByApi(request, newUser(prefix));
  await useToken(page, await logInByApi(request, server.adminEmail, server.adminPassword), 'master');
  await page.setViewportSize(PHONE);
  const levels = { 'pt-br': 'Usuário', 'es-es': 'Usuario', 'en-us': 'User' };
  const statuses = { 'pt-br': /Ativo|Inativo/, 'es-es': /Activo|Inactivo/, 'en-us': /Active|Inactive/ };
  for (const lang of LANGS) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/admin/users');
    const badges = page.locator('[data-testid^="user-level-"]');
    await expect(badges.first()).toBeVisible();
    const userBadge = badges.filter({ hasText: new RegExp(`^${levels[lang]}$`, 'i') }).first();
    await expectWhole(userBadge, `${lang} level badge`);
    for (const badge of await badges.all()) await expectWhole(badge, `${lang} level badge`);
    expect(await sideways(page), `${lang} /admin/users`).toBeLessThanOrEqual(0);

    await page.goto('/admin/mail');
    const rows = page.getByTestId('mail-users').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const row of (await rows.all()).slice(0, 4)) {
      const cells = row.locator('td');
      // Checkbox, e-mail, status (the id column hides on phones).
      await expectWhole(cells.nth(1), `${lang} e-mail cell`);
      await expect(cells.nth(2)).toHaveText(statuses[lang]);
      await expectWhole(cells.nth(2), `${lang} status cell`);
    }
    expect(await sideways(page), `${lang} /admin/mail`).toBeLessThanOrEqual(0);
  }

  // The checkbox cell is the touch target: at least 40x40, and a tap at its corner (off the 20 px box) ticks it.
  const row = page.getByTestId('mail-users').locator('tbody tr').first();
  const cell = row.locator('td').first();
  await cell.scrollIntoViewIfNeeded();
  const box = (await cell.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(40);
  expect(box.height).toBeGreaterThanOrEqual(40);
  const checkbox = cell.getByRole('checkbox');
  await expect(checkbox).not.toBeChecked();
  // The box itself still toggles once (not twice through its cell).
  await checkbox.click();
  await expect(checkbox).toBeChecked();
  await checkbox.click();
  await expect(checkbox).not.toBeChecked();
  await page.mouse.click(box.x + 3, box.y + 3);
  await expect(checkbox).toBeChecked();
  await page.mouse.click(box.x + box.width - 3, box.y + box.height - 3);
  await expect(checkbox).not.toBeChecked();
});
