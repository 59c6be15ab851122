/**
 * The app's stylesheet, which the HTML only preloads (see preloadLanguage.ts, build step) so that
 * the loading screen paints without waiting for it: turned into the stylesheet here, in its place
 * in the head (before the lazy pages' own CSS). Settles once it has loaded (or failed: the app then
 * renders anyway), so the first render never shows an unstyled screen. In development (styles
 * injected by Vite) there is no such link and it settles at once.
 */
export function appStylesheet(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          if (link.rel === 'stylesheet' && link.sheet) return resolve();
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}
