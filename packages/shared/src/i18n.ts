import enUs from './i18n/en-us.json' with { type: 'json' };
import esEs from './i18n/es-es.json' with { type: 'json' };
import ptBr from './i18n/pt-br.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, LANGUAGES } from './limits.ts';
import type { Language } from './limits.ts';

type Tree = { [key: string]: string | Tree };

/** The three translation trees, shared by the web app, e-mails and PDFs. */
export const translations: Record<Language, Tree> = { 'pt-br': ptBr as Tree, 'es-es': esEs as Tree, 'en-us': enUs as Tree };

/** Maps "pt", "pt-BR", "es", "en-US,en;q=0.9" ... to one of our languages. */
export function pickLanguage(value: string | undefined | null): Language {
  if (!value) return DEFAULT_LANGUAGE;
  const first = value.split(',')[0]!.trim().toLowerCase();
  if ((LANGUAGES as readonly string[]).includes(first)) return first as Language;
  const short = first.slice(0, 2);
  if (short === 'es') return 'es-es';
  if (short === 'en') return 'en-us';
  return DEFAULT_LANGUAGE;
}

/**
 * The value of the `lang` cookie in a Cookie header or `document.cookie`: the web app writes it
 * beside its stored choice, the server draws the first screens by it, and the app falls back to it
 * when nothing is stored.
 */
export function languageCookie(cookies: string | undefined): string | undefined {
  return /(?:^|;\s*)lang=([\w-]{2,10})(?:;|$)/.exec(cookies ?? '')?.[1];
}

function lookup(tree: Tree, key: string): string | undefined {
  if (typeof tree[key] === 'string') return tree[key] as string;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The key's text in `lang` (then pt-br). With a numeric `count` the plural form comes first, as
 * i18next names them in the web app: "teams.max-users_one" / "teams.max-users_other".
 */
function textOf(lang: Language, key: string, count: unknown): string | undefined {
  const forms = typeof count === 'number' ? [`${key}_${new Intl.PluralRules(lang).select(count)}`, `${key}_other`, key] : [key];
  for (const tree of [translations[lang], translations[DEFAULT_LANGUAGE]]) {
    for (const form of forms) {
      const found = lookup(tree, form);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Translates a key ("validation.max") with {{param}} interpolation and plural forms by `count`; falls back to pt-br, then the key. */
export function translate(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = textOf(lang, key, params.count) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (name in params ? String(params[name]) : `{{${name}}}`));
}

/**
 * A duplicated record's title: the text followed by the copy mark of the language ("Força (cópia)"),
 * the text cut so the whole stays within `max` characters.
 */
export function markAsCopy(text: string, mark: string, max: number): string {
  return `${text.slice(0, Math.max(0, max - mark.length - 1)).trimEnd()} ${mark}`.trim();
}
