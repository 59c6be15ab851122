// Build step: index.html tuned for the first paint on a slow phone.
// - A modulepreload link for the pt-br translations. pt-br is the default language and every other
//   language falls back to it, so every first visit loads that file before the first screen
//   renders; linked from the HTML it arrives beside the entry scripts instead of one round trip
//   after them (on Lighthouse's slow 4G a round trip is 150 ms or more).
// - The stylesheet link moved from the head into the body, after the loading screen and before
//   #root (Mantine's theme variables, rendered in #root, must still come after it): in the head it blocks every
//   paint until its 27 KB arrive (sharing the line with 240 KB of scripts), so the loading screen
//   index.html carries (styled inline) could not show. In the body it still blocks the
//   scripts (the browser runs deferred and module scripts only once earlier stylesheets have
//   loaded), so the app never renders unstyled.
import type { Plugin } from 'vite';

export function preloadLanguage(chunkName = 'lang-pt-br'): Plugin {
  return {
    name: 'prancheta-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((file) => file.type === 'chunk' && file.name === chunkName);
        const links: string[] = [];
        const moved = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
          links.push(link.trim());
          return '';
        });
        const tags = chunk ? [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const }] : [];
        return { html: moved.replace('<div id="root">', `${links.join('\n    ')}\n    <div id="root">`), tags };
      },
    },
  };
}
