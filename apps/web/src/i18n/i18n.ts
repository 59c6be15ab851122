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
// The whole module namespace is loaded (not `import: 'default'`): Rollup may drop a JSON chunk's
// default export and keep only its named top-level keys, which together are the same tree.
const trees = import.meta.glob<Record<string, unknown>>('../../../../packages/shared/src/i18n/*.json');

async function loadTree(lang: Language): Promise<Record<string, unknown>> {
  const load = trees[`../../../../packages/shared/src/i18n/${lang}.json`];
  if (!load) return {};
  const mod = await load();
  if (mod.default && typeof mod.default === 'object') return mod.default as Record<string, unknown>;
  return Object.fromEntries(Object.entries(mod).filter(([key]) => key !== 'default'));
}

const lang = storedLanguage();
void i18n.use(initReactI18next).init({
  resources: {},
  lng: lang,
  fallbackLng: DEFAULT_LANGUAGE,
  // Our codes are lower case ('pt-br'); without this i18next also tries 'pt-BR' and misses nested keys.
  lowerCaseLng: true,
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = lang;

/**
 * Resolves when the chosen language (and the pt-br fallback) are loaded; App renders after it.
 * (No top-level await: inside a chunk cycle it can deadlock the module graph.)
 */
let ready = false;

/** Whether i18nReady has resolved (the first render can then skip its translations-pending pass). */
export function isI18nReady(): boolean {
  return ready;
}

export const i18nReady: Promise<void> = Promise.all(
  (lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE]).map(async (l) => {
    // Not deep: each language is added once, to an empty bundle, so a deep merge (a copy of the
    // whole tree, on the first load's critical path) would only cost time.
    i18n.addResourceBundle(l, 'translation', await loadTree(l), false, true);
  }),
).then(async () => {
  await i18n.changeLanguage(lang);
  ready = true;
});

export default i18n;
