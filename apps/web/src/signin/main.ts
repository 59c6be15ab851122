// The sign-in page's own script, sent instead of the app's on a first visit to /login (see the
// server's spa-shell.ts): the screen arrives drawn (prerender.tsx), and this script, a few KiB
// without React or Mantine's code, makes that form work. A coach on a slow phone can type and sign
// in as soon as the page shows, instead of after the app's scripts have downloaded and run. The
// app's script tags are in the page, held back; they start (startApp) when the page needs more
// than this form: the language menu, or a session already in this tab.
import type { AuthAnswer } from '@prancheta/shared';
import { rememberAuth } from '../api/rememberAuth.ts';
import { readSession } from '../api/session.ts';
import { LANGUAGE_KEY, storedLanguage } from '../i18n/storedLanguage.ts';
import { clearErrors, showError, showFieldError } from './errors.ts';
import { readText } from './text.ts';
import { startApp } from './startApp.ts';
import { wirePasswordToggle } from './passwordToggle.ts';

/** What the server's message of a failed sign-in looks like (its catalogue, seed 000 §8). */
interface Refusal {
  message?: string;
  errors?: Record<string, string[]>;
}

/** A stalled server answers the form within this time, as a failed attempt. */
const ANSWER_WITHIN_MS = 30_000;

/** Same shape as the shared schema's e-mail check; the server checks it again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function field(form: HTMLFormElement, path: string): HTMLInputElement {
  return form.querySelector<HTMLInputElement>(`input[data-path="${path}"]`)!;
}

/**
 * The drawn screen made usable: its fieldset enabled and no longer styled as a preview. The nodes
 * stay where they are, so the browser restyles the fields without building the screen's boxes again.
 */
function enable(preview: HTMLFieldSetElement): void {
  preview.disabled = false;
  preview.removeAttribute('aria-busy');
  preview.className = 'prancheta-signin';
}

/** The form's own checks (the shared login schema's): a field error per empty or malformed field. */
function checkFields(email: HTMLInputElement, password: HTMLInputElement): boolean {
  const text = readText();
  let ok = true;
  const address = email.value.trim();
  if (address === '') {
    showFieldError(email, text.required);
    ok = false;
  } else if (!EMAIL.test(address) || address.length > 191) {
    showFieldError(email, text.email);
    ok = false;
  }
  if (password.value === '') {
    showFieldError(password, text.required);
    ok = false;
  }
  return ok;
}

async function signIn(form: HTMLFormElement, button: HTMLButtonElement): Promise<void> {
  const text = readText();
  const email = field(form, 'email');
  const password = field(form, 'password');
  const keep = form.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? false;
  clearErrors(form);
  if (!checkFields(email, password)) {
    form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
    return;
  }
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    let res: Response;
    try {
      res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Lang': storedLanguage() },
        body: JSON.stringify({ email: email.value.trim().toLowerCase(), password: password.value }),
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
    } catch (err) {
      // No answer: offline, or a server that did not answer in time.
      showError(form, err instanceof DOMException && err.name === 'TimeoutError' ? text.internal : text.offline);
      return;
    }
    if (!res.ok) {
      const refusal = (await res.json().catch(() => ({}))) as Refusal;
      for (const [path, messages] of Object.entries(refusal.errors ?? {})) {
        const input = form.querySelector<HTMLInputElement>(`input[data-path="${CSS.escape(path)}"]`);
        if (input && messages[0]) showFieldError(input, messages[0]);
      }
      showError(form, refusal.message || text.internal);
      return;
    }
    await rememberAuth((await res.json()) as AuthAnswer, keep);
    window.location.replace('/');
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
}

function main(): void {
  const preview = document.querySelector<HTMLFieldSetElement>('#root > fieldset.prancheta-preview');
  const form = preview?.querySelector('form');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  // A session in this tab (the app then leaves the sign-in page), a language chosen on this device
  // that is not the one the page was drawn in (its cookie gone), or a page this script does not know.
  const otherLanguage = localStorage.getItem(LANGUAGE_KEY) !== null && storedLanguage() !== document.documentElement.lang;
  if (!preview || !form || !button || readSession() !== null || otherLanguage) {
    startApp();
    return;
  }
  enable(preview);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!button.disabled) void signIn(form, button);
  });
  wirePasswordToggle(form);
  // The language menu is the app's: it starts, then opens the menu the coach tapped.
  document.querySelector('[data-testid="language-menu"]')?.addEventListener('click', () => startApp('[data-testid="language-menu"]'), { once: true });
  field(form, 'email').focus({ preventScroll: true });
  // The service worker as the app registers it, once the page has loaded: it keeps the app for the
  // next screens and offline, and makes the page installable.
  if ('serviceWorker' in navigator) {
    const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => console.warn('service worker not registered', err));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.webmanifest?lang=${storedLanguage()}`);
}

main();
