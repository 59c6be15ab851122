import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@prancheta/shared/limits.ts';
import type { Language } from '@prancheta/shared/limits.ts';
import { pickLanguage } from '@prancheta/shared/i18n.ts';

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

// One chunk per language: the shell downloads only the chosen language (plus pt-br as fallback).
const trees = import.meta.glob<Record<string, unknown>>('../../../../packages/shared/src/i18n/*.json', { import: 'default' });

async function loadTree(lang: Language): Promise<Record<string, unknown>> {
  const load = trees[`../../../../packages/shared/src/i18n/${lang}.json`];
  return load ? load() : {};
}

const lang = storedLanguage();
const langs: Language[] = lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
const loaded = await Promise.all(langs.map(async (l) => [l, { translation: await loadTree(l) }] as const));

await i18n.use(initReactI18next).init({
  resources: Object.fromEntries(loaded),
  lng: lang,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = lang;

export default i18n;
