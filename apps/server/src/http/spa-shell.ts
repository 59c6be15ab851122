import fs from 'node:fs';
import path from 'node:path';

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
 * The web app's HTML shell for a client route: index.html with modulepreload links for the files of
 * the page at that address (route-preloads.json, written by the build), so a first visit fetches the
 * page beside the entry scripts instead of after them. Fetched at low priority like the entry's own
 * scripts; a stylesheet only preloaded (the app adds it when the page loads), never render-blocking.
 * Without route-preloads.json, or for an address no route matches, index.html as it is.
 */
export function spaShell(webDist: string): (pathname: string) => string | undefined {
  const index = cachedRead(path.join(webDist, 'index.html'), (text) => text);
  const table = cachedRead(path.join(webDist, 'route-preloads.json'), (text) => {
    try {
      const routes = (JSON.parse(text) as { routes?: RoutePreload[] }).routes;
      return Array.isArray(routes) ? routes : [];
    } catch {
      return [];
    }
  });
  return (pathname) => {
    const html = index();
    if (html === undefined) return undefined;
    const route = table()?.find((r) => matches(r.path, pathname));
    if (!route) return html;
    const links = [
      ...route.scripts.filter((file) => ASSET.test(file)).map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`),
      ...route.styles.filter((file) => ASSET.test(file)).map((file) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${file}">`),
    ];
    return links.length === 0 ? html : html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
  };
}
