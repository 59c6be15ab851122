// The sign-in pages' own script, sent instead of the app's on a first visit to /login, /signup or
// /password/email (see the server's spa-shell.ts): the screen arrives drawn (prerender.tsx), and
// this script, a few KiB without React or Mantine's code, makes its form work (screens.ts). A coach
// on a slow phone can type and send as soon as the page shows, instead of after the app's scripts
// have downloaded and run. The app's script tags are in the page, held back; they start (startApp)
// when the page needs more than this form: the language menu, or a session already in this tab.
import { readSession } from '../api/session.ts';
import { LANGUAGE_KEY, storedLanguage } from '../i18n/storedLanguage.ts';
import { registerServiceWorker } from '../pwa/serviceWorker.ts';
import { clearErrors, showError, showFieldError } from './errors.ts';
import { wirePasswordToggle } from './passwordToggle.ts';
import { SCREENS } from './screens.ts';
import type { SignInScreen } from './screens.ts';
import { startApp } from './startApp.ts';
import { readText } from './text.ts';

/** What the server's message of a refused form looks like (its catalogue, seed 000 §8). */
interface Refusal {
  message?: string;
  errors?: Record<string, string[]>;
}

/** A stalled server answers the form within this time, as a failed attempt. */
const ANSWER_WITHIN_MS = 30_000;

function field(form: HTMLFormElement, path: string): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>(`input[data-path="${CSS.escape(path)}"]`);
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

/** The screen's checks: a message under each field that fails; the values to send when all pass. */
function checkFields(form: HTMLFormElement, screen: SignInScreen): Record<string, string> | null {
  const text = readText();
  const values: Record<string, string> = {};
  let ok = true;
  for (const [path, check] of Object.entries(screen.fields)) {
    const input = field(form, path)!;
    const message = check(input.value, text);
    if (message) {
      showFieldError(input, message);
      ok = false;
    }
    // As the shared schemas read them: e-mails trimmed and in lower case, names and phones trimmed.
    values[path] = path === 'password' ? input.value : path === 'email' ? input.value.trim().toLowerCase() : input.value.trim();
  }
  return ok ? values : null;
}

async function send(form: HTMLFormElement, button: HTMLButtonElement, screen: SignInScreen): Promise<void> {
  const text = readText();
  clearErrors(form);
  const values = checkFields(form, screen);
  if (!values) {
    form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
    return;
  }
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  let leaving = false;
  try {
    let res: Response;
    try {
      res = await fetch(`/api/${screen.endpoint}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Lang': storedLanguage() },
        body: JSON.stringify(values),
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
    } catch (err) {
      // No answer: offline, or a server that did not answer in time.
      showError(form, err instanceof DOMException && err.name === 'TimeoutError' ? text.internal : text.offline);
      return;
    }
    if (!res.ok) {
      const refusal = (await res.json().catch(() => ({}))) as Refusal;
      if (screen.notice?.status === res.status && refusal.message) {
        screen.notice.show(form, refusal.message, text);
        return;
      }
      for (const [path, messages] of Object.entries(refusal.errors ?? {})) {
        const input = field(form, path);
        if (input && messages[0]) showFieldError(input, messages[0]);
      }
      showError(form, refusal.message || text.internal);
      return;
    }
    const next = await screen.done(await res.json().catch(() => ({})), form, text);
    if (next !== null) {
      // Done: the button stays busy while the next page loads.
      leaving = true;
      window.location.replace(next);
    }
  } finally {
    if (!leaving) {
      button.disabled = false;
      button.removeAttribute('aria-busy');
    }
  }
}

function main(): void {
  const screen = Object.hasOwn(SCREENS, location.pathname) ? SCREENS[location.pathname] : undefined;
  const preview = document.querySelector<HTMLFieldSetElement>('#root > fieldset.prancheta-preview');
  const form = preview?.querySelector('form');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const known = screen !== undefined && form != null && Object.keys(screen.fields).every((path) => field(form, path) !== null);
  // A session in this tab (the app then leaves the sign-in page), a language chosen on this device
  // that is not the one the page was drawn in (its cookie gone), or a page this script does not know.
  const otherLanguage = localStorage.getItem(LANGUAGE_KEY) !== null && storedLanguage() !== document.documentElement.lang;
  if (!screen || !preview || !form || !button || !known || readSession() !== null || otherLanguage) {
    startApp();
    return;
  }
  enable(preview);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!button.disabled) void send(form, button, screen);
  });
  wirePasswordToggle(form);
  // A phone number is digits only, as the app's field keeps it.
  field(form, 'phone')?.addEventListener('input', (event) => {
    const input = event.currentTarget as HTMLInputElement;
    const digits = input.value.replace(/\D/g, '');
    if (digits !== input.value) input.value = digits;
  });
  // The language menu is the app's: it starts, then opens the menu the coach tapped.
  document.querySelector('[data-testid="language-menu"]')?.addEventListener('click', () => startApp('[data-testid="language-menu"]'), { once: true });
  field(form, Object.keys(screen.fields)[0]!)?.focus({ preventScroll: true });
  // The app's service worker, registered as the app does it: it keeps the app for the next screens
  // and offline, and makes the page installable.
  registerServiceWorker();
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.webmanifest?lang=${storedLanguage()}`);
}

main();
