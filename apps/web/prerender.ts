// Build step, after `vite build`: dist/prerender.json, the sign-in screens as static HTML per
// language (src/app/prerender.tsx renders them with the app's own components, loaded through Vite's
// SSR loader with this app's config). The server inserts the one of the address and language it
// answers into the HTML shell (apps/server/src/http/spa-shell.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { LANGUAGES } from '@prancheta/shared/limits.ts';
import type { Language } from '@prancheta/shared/limits.ts';
import type * as Prerender from './src/app/prerender.tsx';
import type { SignInText } from './src/signin/text.ts';
import { buildSignInScript } from './signInScript.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const i18nDir = path.join(here, '../../packages/shared/src/i18n');

// The screens' modules read the stored language when they render: here, the one being drawn.
let drawing: Language = 'pt-br';
const storage = { getItem: (key: string) => (key === 'lang' ? drawing : null), setItem() {}, removeItem() {} };
Object.assign(globalThis, { localStorage: storage, sessionStorage: storage });

const vite = await createServer({
  root: here,
  configFile: path.join(here, 'vite.config.ts'),
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { prerender, PRERENDERED, RECORD_ID, DRAWN_FIELD } = (await vite.ssrLoadModule('/src/app/prerender.tsx')) as typeof Prerender;
  const translations = Object.fromEntries(LANGUAGES.map((lang) => [lang, JSON.parse(fs.readFileSync(path.join(i18nDir, `${lang}.json`), 'utf8'))])) as Record<
    Language,
    Record<string, unknown>
  >;
  const screens: Record<string, Record<string, string>> = {};
  for (const pathname of Object.keys(PRERENDERED)) {
    screens[pathname] = {};
    for (const lang of LANGUAGES) {
      drawing = lang;
      screens[pathname][lang] = await prerender(pathname, lang, translations);
    }
  }
  const signedIn = Object.keys(PRERENDERED).filter((pathname) => PRERENDERED[pathname]!.layout || PRERENDERED[pathname]!.signedIn);
  // The sign-in pages' own script and its messages per language (see src/signin/main.ts).
  const script = await buildSignInScript();
  const pick = (tree: Record<string, unknown>, key: string): string => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    if (typeof value !== 'string') throw new Error(`no translation ${key}`);
    return value;
  };
  const text = Object.fromEntries(
    LANGUAGES.map((lang): [Language, SignInText] => [
      lang,
      {
        required: pick(translations[lang], 'validation.required'),
        email: pick(translations[lang], 'validation.email'),
        internal: pick(translations[lang], 'errors.internal'),
        offline: pick(translations[lang], 'auth.offline-sign-in'),
        phone: pick(translations[lang], 'validation.phone'),
        passwordMin: pick(translations[lang], 'validation.password-min'),
        recoverNow: pick(translations[lang], 'auth.recover-now'),
        forgetSent: pick(translations[lang], 'auth.forget-sent'),
      },
    ]),
  );
  fs.writeFileSync(path.join(here, 'dist/prerender.json'), JSON.stringify({ screens, signedIn, recordId: RECORD_ID, field: DRAWN_FIELD, signIn: { script, text } }));
  console.log(`prerendered ${Object.keys(screens).length} screens in ${LANGUAGES.length} languages into dist/prerender.json`);
} finally {
  await vite.close();
}
