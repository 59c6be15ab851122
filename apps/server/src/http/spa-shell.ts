import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, languageCookie, pickLanguage } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';

interface RoutePreload {
  path: string;
  scripts: string[];
  styles: string[];
}

/** A built file name the shell may link: /assets/<name>.js or .css, nothing else. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/** Whether a react-router path (`/treino/:id`) matches a request's path. */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** Reads a file again only when it changed on disk (a rebuilt app is served without a restart). */
function cachedRead<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let cache: { mtimeMs: number; value: T } | undefined;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return undefined;
    }
    if (cache?.mtimeMs !== stat.mtimeMs) cache = { mtimeMs: stat.mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
    return cache.value;
  };
}

/**
 * The language the web app will show: the `lang` cookie it writes beside its stored choice (see the
 * web app's i18n.ts), else pt-br, the app's default (the app does not follow the browser's language,
 * so neither does the HTML drawn before it runs).
 */
export function cookieLanguage(request: { headers: { cookie?: string } }): Language {
  return pickLanguage(languageCookie(request.headers.cookie));
}

/**
 * Whether the browser says it holds a session: the `signed=1` cookie the web app keeps beside it
 * (never the token itself; see the web app's api/session.ts).
 */
export function cookieSignedIn(request: { headers: { cookie?: string } }): boolean {
  return /(?:^|;\s*)signed=1(?:;|$)/.test(request.headers.cookie ?? '');
}

/**
 * The screens the build drew ahead (prerender.json): HTML per address, then per language, and the
 * addresses that need a session (without one the app shows the sign-in screen there).
 */
interface Prerendered {
  screens: Record<string, Partial<Record<Language, string>>>;
  signedIn: string[];
  /** The id a record's page is drawn with, wherever it shows it (replaced by the address's own). */
  recordId?: string;
  /** The field picture's address the board is drawn with (replaced by the one the address names). */
  field?: string;
  signIn?: SignInPage;
}

/**
 * The sign-in pages' own script (/assets/signin-page-<hash>.js) and its messages per language: a first
 * visit to a sign-in screen runs it instead of the app (see the web app's src/signin/main.ts).
 */
interface SignInPage {
  script: string;
  text: Partial<Record<Language, Record<string, string>>>;
}

/** The sign-in page of the build's prerender.json, when it is well formed. */
function readSignInPage(value: unknown): SignInPage | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { script, text } = value as { script?: unknown; text?: unknown };
  if (typeof script !== 'string' || !ASSET.test(script) || !text || typeof text !== 'object') return undefined;
  return { script, text: text as SignInPage['text'] };
}

/** A record's id as an address carries it: a positive integer, at most 15 digits. */
const RECORD_ID = /^[1-9]\d{0,14}$/;

/**
 * The screen drawn for `pathname` in `lang`: the one drawn for that very address, else the one drawn
 * for a route with parameters it matches (a record's page whose first paint needs no record, such as
 * `/atletas/:id/avaliacoes` or a sheet's empty form, drawn once for every id). Where that screen shows
 * the id it was drawn with (`recordId`), the address's own id takes its place; an address whose id is
 * not a number gets no drawn screen.
 */
function drawnScreen(ahead: Prerendered, pathname: string, lang: Language): string | undefined {
  if (Object.hasOwn(ahead.screens, pathname)) return ahead.screens[pathname]?.[lang];
  const route = Object.keys(ahead.screens).find((drawnPath) => drawnPath.includes('/:') && matches(drawnPath, pathname));
  const screen = route === undefined ? undefined : ahead.screens[route]?.[lang];
  if (typeof screen !== 'string' || !ahead.recordId || !screen.includes(ahead.recordId)) return screen;
  const at = route!.split('/').filter(Boolean).indexOf(':id');
  const id = at < 0 ? undefined : pathname.split('/').filter(Boolean)[at];
  return id !== undefined && RECORD_ID.test(id) ? screen.replaceAll(ahead.recordId, id) : undefined;
}

/**
 * A drawn screen that shows a field's picture (the board) with the field the address names in its
 * place (`fieldFor`), or nothing when the address names none the server knows: the app would show
 * another picture there (a formation's) or an error.
 */
function withField(screen: string | undefined, placeholder: string | undefined, field: string | undefined): string | undefined {
  if (screen === undefined || !placeholder || !screen.includes(placeholder)) return screen;
  if (field === undefined || !field.startsWith('/') || /["'<>&\s]/.test(field)) return undefined;
  return screen.replaceAll(placeholder, field);
}

/** Where the app sends a visitor without a session. */
const SIGN_IN = '/login';

/** The sign-in screens the sign-in pages' own script runs (the web app's src/signin/screens.ts). */
const SIGN_IN_SCRIPT_PAGES = new Set([SIGN_IN, '/signup', '/password/email']);

/**
 * Turns the held-back script and preload tags of a drawn screen's HTML (`data-after-paint` holds
 * their type or rel) into working ones once that screen has painted: a frame, then one task per tag
 * (all at once in a hidden tab, where frames do not run). Each tag starts a request, which costs the
 * main thread a few milliseconds on a slow phone: ten of them in one task were a long task that
 * blocked the drawn screen's first taps. Three seconds after that screen is shown, it marks the
 * document (`data-drawn-waiting`): the screen's placeholders and spinners, held still while the
 * scripts should be arriving (see index.html), move again, so a screen waiting on a weak signal
 * does not look frozen. Inline, so no request of its own can fail; allowed by the content security
 * policy through its hash (AFTER_PAINT_SCRIPT_HASH).
 */
export const AFTER_PAINT_SCRIPT =
  "(function(){setTimeout(function(){document.documentElement.setAttribute('data-drawn-waiting','');},3000);function swap(held){var tag=document.createElement(held.tagName);for(var i=0;i<held.attributes.length;i++){var a=held.attributes[i];if(a.name!=='type'&&a.name!=='rel'&&a.name!=='data-after-paint')tag.setAttribute(a.name,a.value);}tag.setAttribute(held.tagName==='SCRIPT'?'type':'rel',held.getAttribute('data-after-paint'));held.replaceWith(tag);}function start(now){document.querySelectorAll('[data-after-paint]').forEach(function(held){if(now)swap(held);else setTimeout(function(){swap(held);});});}if(document.visibilityState==='hidden')start(true);else requestAnimationFrame(function(){setTimeout(function(){start(false);});});})();";

/** The content security policy's source expression of AFTER_PAINT_SCRIPT. */
export const AFTER_PAINT_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`;

/** An empty element right after a drawn screen (see WHOLE_SCREEN_FIRST). */
const SCREEN_END = '<div id="drawn-end" hidden></div>';
/**
 * Holds the first paint until the drawn screen has been parsed to its end: otherwise, when the
 * stylesheet arrives while the parser has only reached the middle of the screen (its task cut short
 * on a busy phone), the browser paints that half, and the vertically centred sign-in card then jumps
 * up as the rest comes in (a layout shift of 0.11 in such a Lighthouse run). Browsers without
 * `rel=expect` paint as before.
 */
const WHOLE_SCREEN_FIRST = '<link rel="expect" href="#drawn-end" blocking="render">';

/**
 * index.html with `screen` (the build's HTML of the address's screen) inside #root, followed by an
 * element the first paint waits for (WHOLE_SCREEN_FIRST), the app's stylesheet loaded before the
 * first paint instead of only preloaded (that screen is drawn by it), and the document's language
 * and colour scheme set as the app sets them when it runs. The app's
 * scripts and preloads are held back until the screen has painted (AFTER_PAINT_SCRIPT): on a slow
 * connection they no longer share it with the stylesheet the first paint waits for, and the screen
 * does not need them to show.
 */
function withScreen(html: string, screen: string, lang: Language, start = `<script>${AFTER_PAINT_SCRIPT}</script>`): string {
  if (!html.includes('<div id="root"></div>') || !html.includes('</body>')) return html;
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}" data-mantine-color-scheme="light"`)
    .replace(/<link rel="preload" as="style"([^>]*) data-app-style>/g, '<link rel="stylesheet"$1 data-app-style>')
    .replace(/<script type="module"/g, '<script type="text/plain" data-after-paint="module"')
    .replace(/<link rel="(modulepreload|preload)"/g, '<link data-after-paint="$1"')
    .replace('</head>', () => `${WHOLE_SCREEN_FIRST}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${screen}</div>${SCREEN_END}`)
    .replace('</body>', () => `${start}\n  </body>`);
}

/**
 * A sign-in screen of a first visit (no session): the screen drawn ahead with the sign-in pages'
 * own script and messages, which make its form work, and the app's scripts and preloads held back
 * and not started: that script starts them only when the page needs the app (its language menu). A
 * first visit on a slow phone then downloads and runs a few KiB before the coach can sign in.
 */
function withSignInScript(html: string, screen: string, lang: Language, page: SignInPage): string {
  // JSON inside a script element: `<` escaped, so no text can close the element.
  const text = JSON.stringify(page.text[lang] ?? page.text[DEFAULT_LANGUAGE] ?? {}).replace(/</g, '\\u003c');
  return withScreen(html, screen, lang, `<script type="application/json" id="sign-in-text">${text}</script>\n    <script type="module" src="${page.script}"></script>`);
}

/**
 * The web app's HTML shell for a client route: index.html with modulepreload links for the files of
 * the page at that address (route-preloads.json, written by the build), so a first visit fetches the
 * page beside the entry scripts instead of after them. Fetched at low priority like the entry's own
 * scripts; a stylesheet only preloaded (the app adds it when the page loads), never render-blocking.
 * For an address whose screen the build drew ahead in `lang` (prerender.json), that screen in #root,
 * so it paints before the scripts have run; for one that needs a session asked for without one
 * (`signedIn` false), the sign-in screen, where the app will go.
 * Without route-preloads.json, or for an address no route matches, index.html as it is.
 */
export function spaShell(
  webDist: string,
  fieldFor: (query: URLSearchParams) => string | undefined = () => undefined,
): (pathname: string, lang?: Language, signedIn?: boolean, query?: URLSearchParams) => string | undefined {
  const index = cachedRead(path.join(webDist, 'index.html'), (text) => text);
  const drawn = cachedRead(path.join(webDist, 'prerender.json'), (text): Prerendered => {
    try {
      const parsed = JSON.parse(text) as { screens?: unknown; signedIn?: unknown; signIn?: unknown; recordId?: unknown; field?: unknown };
      return {
        recordId: typeof parsed.recordId === 'string' && RECORD_ID.test(parsed.recordId) ? parsed.recordId : undefined,
        field: typeof parsed.field === 'string' && parsed.field.length > 0 ? parsed.field : undefined,
        screens: parsed.screens && typeof parsed.screens === 'object' ? (parsed.screens as Prerendered['screens']) : {},
        signedIn: Array.isArray(parsed.signedIn) ? parsed.signedIn.filter((p): p is string => typeof p === 'string') : [],
        signIn: readSignInPage(parsed.signIn),
      };
    } catch {
      return { screens: {}, signedIn: [] };
    }
  });
  const table = cachedRead(path.join(webDist, 'route-preloads.json'), (text) => {
    try {
      const routes = (JSON.parse(text) as { routes?: RoutePreload[] }).routes;
      return Array.isArray(routes) ? routes : [];
    } catch {
      return [];
    }
  });
  return (pathname, lang = DEFAULT_LANGUAGE, signedIn = false, query = new URLSearchParams()) => {
    let html = index();
    if (html === undefined) return undefined;
    const ahead = drawn();
    // A page that needs a session, asked for without one: the app will show the sign-in screen.
    const shown = ahead && !signedIn && ahead.signedIn.some((drawnPath) => matches(drawnPath, pathname)) ? SIGN_IN : pathname;
    const screen = ahead ? withField(drawnScreen(ahead, shown, lang), ahead.field, fieldFor(query)) : undefined;
    // The files of the screen the visitor will see (the sign-in page's when sent there).
    const route = table()?.find((r) => matches(r.path, shown));
    const links = [
      ...(route?.scripts ?? []).filter((file) => ASSET.test(file)).map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`),
      ...(route?.styles ?? []).filter((file) => ASSET.test(file)).map((file) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${file}">`),
    ];
    if (links.length > 0) html = html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
    if (typeof screen !== 'string') return html;
    // A sign-in screen's own address, without a session: the sign-in pages' own script, not the app.
    if (SIGN_IN_SCRIPT_PAGES.has(pathname) && !signedIn && ahead?.signIn) return withSignInScript(html, screen, lang, ahead.signIn);
    return withScreen(html, screen, lang);
  };
}
