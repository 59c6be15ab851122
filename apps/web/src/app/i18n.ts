import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, pickLanguage, translations } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';

/** localStorage key of the chosen language (seed: local storage keeps the language code). */
export const LANGUAGE_KEY = 'lang';

/** The stored language, or pt-br. */
export function storedLanguage(): Language {
  return pickLanguage(localStorage.getItem(LANGUAGE_KEY) ?? DEFAULT_LANGUAGE);
}

/** Stores the language and reloads the page (seed: the switch reloads). */
export function switchLanguage(lang: Language): void {
  localStorage.setItem(LANGUAGE_KEY, lang);
  window.location.reload();
}

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(Object.entries(translations).map(([lng, tree]) => [lng, { translation: tree }])),
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = storedLanguage();

export default i18n;
