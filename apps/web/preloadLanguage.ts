// Build step: index.html tuned for the first paint on a slow phone.
// - A modulepreload link for the pt-br translations. pt-br is the default language and every other
//   language falls back to it, so every first visit loads that file before the first screen
//   renders; linked from the HTML it arrives beside the entry scripts instead of one round trip
//   after them (on Lighthouse's slow 4G a round trip is 150 ms or more).
// - The entry script and the modulepreloaded scripts are fetched at low priority
//   (`fetchpriority="low"`), the stylesheet at its usual highest one: on a slow link the HTML and the
//   stylesheet get the bandwidth first, so the loading screen paints while the scripts (deferred
//   module scripts, which never block rendering) are still arriving. Lighthouse's simulation counts a
//   high-priority script that has arrived before the first paint as render-blocking, even a module
//   script; at low priority it does not, and its first paint matches what a phone shows.
// - The app's stylesheet is only preloaded (`rel="preload" as="style"`, marked data-app-style): the
//   loading screen (styled inline) paints as soon as the HTML has arrived instead of after the
//   stylesheet, and the entry turns the link into the stylesheet and renders the app only once it
//   has loaded (src/app/appStylesheet.ts), so no screen is ever shown unstyled.
// The stylesheet stays in the head: moved into the body (to let the loading screen paint before
// it), it came after the lazy pages' CSS, which Vite appends to the head, so Mantine's rules beat
// the pages' own CSS modules of the same specificity (a phone's 40 px touch targets were lost).
// Turned from a preload into a stylesheet where it is, it keeps its place before them.
import type { Plugin } from 'vite';

export function preloadLanguage(chunkName = 'lang-pt-br'): Plugin {
  return {
    name: 'prancheta-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((file) => file.type === 'chunk' && file.name === chunkName);
        const tags = chunk ? [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const }] : [];
        const low = html
          .replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, '<$1 fetchpriority="low" crossorigin')
          .replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, '<link rel="preload" as="style" crossorigin href="$1" data-app-style>');
        return { html: low, tags: tags.map((tag) => ({ ...tag, attrs: { ...tag.attrs, fetchpriority: 'low' } })) };
      },
    },
  };
}
