import { DEFAULT_LANGUAGE } from '@prancheta/shared/limits.ts';
import type { Language } from '@prancheta/shared/limits.ts';
import { languageCookie, pickLanguage } from '@prancheta/shared/i18n.ts';

/** localStorage key of the chosen language (seed: local storage keeps the language code). */
export const LANGUAGE_KEY = 'lang';

/**
 * The stored language, else the cookie's (a device whose storage was cleared, or whose cookie
 * outlived it: the app then speaks the language the server drew the page in), else pt-br.
 */
export function storedLanguage(): Language {
  return pickLanguage(localStorage.getItem(LANGUAGE_KEY) ?? languageCookie(typeof document === 'undefined' ? undefined : document.cookie) ?? DEFAULT_LANGUAGE);
}
