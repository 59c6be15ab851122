import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@prancheta/shared/limits.ts';
import type { Language } from '@prancheta/shared/limits.ts';
import { LANGUAGE_KEY, storedLanguage } from './storedLanguage.ts';

export { LANGUAGE_KEY, storedLanguage };

/**
 * The language as a cookie too, which the server reads to send the sign-in screens already drawn in
 * it (a year; renewed on every start).
 */
function languageCookie(lang: Language): void {
  document.cookie = `${LANGUAGE_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** Stores the language and reloads the page (seed: the switch reloads). */
export function switchLanguage(lang: Language): void {
  localStorage.setItem(LANGUAGE_KEY, lang);
  languageCookie(lang);
  window.location.reload();
}

type Tree = Record<string, unknown>;
type Part = () => Promise<{ default: Tree }>;

// Each language in two files (see translationParts.ts): the core keys, which the shell and the first
// screens use and the first render waits for, and the rest, which the other pages wait for. The
// shell downloads only the chosen language (plus pt-br as fallback).
const parts: Record<'core' | 'rest', Record<Language, Part>> = {
  core: {
    'pt-br': () => import('virtual:translations/pt-br/core'),
    'es-es': () => import('virtual:translations/es-es/core'),
    'en-us': () => import('virtual:translations/en-us/core'),
  },
  rest: {
    'pt-br': () => import('virtual:translations/pt-br/rest'),
    'es-es': () => import('virtual:translations/es-es/rest'),
    'en-us': () => import('virtual:translations/en-us/rest'),
  },
};

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
// (No document when the build draws the sign-in screens ahead: see src/app/prerender.tsx.)
if (typeof document !== 'undefined') {
  document.documentElement.lang = lang;
  languageCookie(lang);
}

/**
 * How a part joins the store: as it is. Each part is a fresh tree of its own module (parsed from
 * JSON, used nowhere else), so i18next's defensive copy of it (a JSON.stringify and JSON.parse of
 * the whole tree, the rest's 77 KB of pt-br in a task of its own) would only cost main-thread time.
 */
const KEEP = { silent: false, skipCopy: true };

/**
 * Resolves when the chosen language (and the pt-br fallback) are loaded; App renders after it.
 * (No top-level await: inside a chunk cycle it can deadlock the module graph.)
 */
let ready = false;

/** Whether i18nReady has resolved (the first render can then skip its translations-pending pass). */
export function isI18nReady(): boolean {
  return ready;
}

/** The chosen language, then pt-br (the fallback) unless it is the chosen one. */
const loaded: Language[] = lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];

export const i18nReady: Promise<void> = Promise.all(
  loaded.map(async (l) => {
    // Not deep: each language's core is added once, to an empty bundle, so a deep merge (a copy of
    // the whole tree, on the first load's critical path) would only cost time.
    i18n.addResourceBundle(l, 'translation', (await parts.core[l]()).default, false, true, KEEP);
  }),
).then(async () => {
  await i18n.changeLanguage(lang);
  ready = true;
});

let all: Promise<void> | undefined;

/**
 * Resolves when every key of the chosen language (and of the fallback) is loaded: the core first,
 * then the rest merged into it. Asked for by every page but the first screens before it renders,
 * and once the first screen is idle. A failed load is tried again on the next call.
 */
export function allTranslations(): Promise<void> {
  all ??= Promise.all([i18nReady, ...loaded.map((l) => parts.rest[l]().then((m) => [l, m.default] as const))]).then(
    ([, ...rests]) => {
      for (const [l, tree] of rests) i18n.addResourceBundle(l, 'translation', tree, true, true, KEEP);
    },
    (error: unknown) => {
      all = undefined;
      throw error;
    },
  );
  return all;
}

export default i18n;
