// Build step: the translations in two parts per language, so the first screens do not wait for the
// whole tree (86 KB of pt-br, a quarter of the first load's scripts once compressed).
// - `core`: the keys the app's shell and its first screens (sign-in, the signed-in layout, the
//   home, the not-found page, the loading and update prompts, the error catalogue) use, loaded
//   before the first render (pt-br's is preloaded from index.html: see preloadLanguage.ts);
// - `rest`: every other key, loaded with the first page outside the first screens (every lazy page
//   and lazy part waits for it: src/components/lazyPart.ts) or once the first screen is idle.
// The parts are made from packages/shared/src/i18n/<lang>.json when the app is built (virtual
// modules `virtual:translations/<lang>/<part>`), so those files, which the server also reads, stay
// whole and are the only place UI text is written.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export type Tree = { [key: string]: string | Tree };

/**
 * The keys of the core part: a whole subtree ('auth') or a single key with its plural forms
 * ('atletas.nav'). src/i18n/coreKeys.test.ts checks that every key the first screens' code names
 * is here.
 */
export const CORE_KEYS = [
  'a11y',
  'account.download',
  'account.kind',
  'account.retention',
  'account.untitled',
  'atletas.nav',
  'auth',
  'confirm',
  'errors',
  'general',
  'home',
  'home-overview',
  'first-run',
  'languages',
  'load.nav',
  'nav',
  'notfound',
  'notifications',
  'payment.banner',
  'presencas.nav',
  'pwa',
  'teams.max-users',
  'treinos.copy-mark',
  'validation',
];

/** Whether the key at `keyPath` (dots between levels) belongs to the core part. */
export function isCoreKey(keyPath: string, core: readonly string[] = CORE_KEYS): boolean {
  return core.some((k) => keyPath === k || keyPath.startsWith(`${k}.`) || keyPath.startsWith(`${k}_`));
}

/** The tree split into the core keys and the rest (each a tree of the same shape; empty branches dropped). */
export function splitTree(tree: Tree, core: readonly string[] = CORE_KEYS): { core: Tree; rest: Tree } {
  const parts = { core: {} as Tree, rest: {} as Tree };
  const walk = (node: Tree, prefix: string, into: { core: Tree; rest: Tree }) => {
    for (const [key, value] of Object.entries(node)) {
      const keyPath = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') {
        into[isCoreKey(keyPath, core) ? 'core' : 'rest'][key] = value;
        continue;
      }
      const child = { core: {} as Tree, rest: {} as Tree };
      walk(value, keyPath, child);
      if (Object.keys(child.core).length) into.core[key] = child.core;
      if (Object.keys(child.rest).length) into.rest[key] = child.rest;
    }
  };
  walk(tree, '', parts);
  return parts;
}

const PREFIX = 'virtual:translations/';

/** Serves `virtual:translations/<lang>/<core|rest>` from `dir`/<lang>.json. */
export function translationParts(dir: string): Plugin {
  return {
    name: 'prancheta-translation-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [lang, part] = id.slice(PREFIX.length + 1).split('/');
      if (!lang || (part !== 'core' && part !== 'rest')) throw new Error(`unknown translation part ${id}`);
      const file = path.join(dir, `${lang}.json`);
      this.addWatchFile(file);
      const tree = splitTree(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree)[part];
      // JSON.parse of a string literal: parsed faster than the same object written as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(tree))});`;
    },
  };
}
