import { DEFAULT_LANGUAGE } from '@prancheta/shared/limits.ts';
import type { Language } from '@prancheta/shared/limits.ts';
import { pickLanguage } from '@prancheta/shared/i18n.ts';

/** localStorage key of the chosen language (seed: local storage keeps the language code). */
export const LANGUAGE_KEY = 'lang';

/** The stored language, or pt-br. */
export function storedLanguage(): Language {
  return pickLanguage(localStorage.getItem(LANGUAGE_KEY) ?? DEFAULT_LANGUAGE);
}
