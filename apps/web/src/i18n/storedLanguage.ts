import { DEFAULT_LANGUAGE } from '@prancheta/shared/limits.ts';
import type { Language } from '@prancheta/shared/limits.ts';
import { languageCookie, pickLanguage } from '@prancheta/shared/i18n.ts';

/** localStorage key of the chosen language (seed: local storage keeps the language code). */
export const LANGUAGE_KEY = 'lang';

let chosen: Language | undefined;

/**
 * The stored language, else the cookie's (a device whose storage was cleared, or whose cookie
 * outlived it: the app then speaks the language the server drew the page in), else pt-br. Read
 * once per page: it changes only through switchLanguage, which reloads the page, and every API
 * call asks for it, where each read of `document.cookie` (a language never chosen is not in
 * localStorage) is a call to the browser's cookie store, milliseconds on a busy phone.
 */
export function storedLanguage(): Language {
  chosen ??= pickLanguage(localStorage.getItem(LANGUAGE_KEY) ?? languageCookie(typeof document === 'undefined' ? undefined : document.cookie) ?? DEFAULT_LANGUAGE);
  return chosen;
}
