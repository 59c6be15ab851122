import { DEFAULT_LANGUAGE } from '@prancheta/shared/limits.ts';
import type { Language } from '@prancheta/shared/limits.ts';
import { pickLanguage } from '@prancheta/shared/i18n.ts';

/** localStorage key of the chosen language (seed: local storage keeps the language code). */
export const LANGUAGE_KEY = 'lang';

/** The `lang` cookie, which the app writes beside its stored choice and the server draws the sign-in screens by. */
function cookieLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return /(?:^|;\s*)lang=([\w-]{2,10})(?:;|$)/.exec(document.cookie)?.[1];
}

/**
 * The stored language, else the cookie's (a device whose storage was cleared, or whose cookie
 * outlived it: the app then speaks the language the server drew the page in), else pt-br.
 */
export function storedLanguage(): Language {
  return pickLanguage(localStorage.getItem(LANGUAGE_KEY) ?? cookieLanguage() ?? DEFAULT_LANGUAGE);
}
