import './mantine-styles.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appTheme } from './app/App.tsx';
import { appStylesheet } from './app/appStylesheet.ts';
import { keepDrawnParts } from './components/drawnParts.tsx';
import { nextTask } from './app/nextTask.ts';
import { startFirstScreen } from './app/router.tsx';
import { allTranslations, i18nReady, storedLanguage } from './i18n/i18n.ts';
import { registerServiceWorker } from './pwa/serviceWorker.ts';

// The schema library (zod, in the lazy files) never compiles validators with `new Function`: the
// content security policy forbids eval, and its probe for it, though caught, is reported as a
// violation. It reads this object when its first module runs, after this one.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
registerServiceWorker();
// The installed app's names in the chosen language (the server translates the manifest).
document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.webmanifest?lang=${storedLanguage()}`);

// The first render waits for the translations, the first screen's files and data (startFirstScreen)
// and the app's stylesheet (all asked for at once, beside the scripts; the page's loading screen
// shows meanwhile), so the screen is built in one pass and committed once, instead of providers,
// then a loader, then the page. It runs as a transition: React renders it in slices of a few
// milliseconds, yielding to the browser between them, instead of one long task that blocks input on
// a slow phone. The root is created only then: React's listeners on the page are work the scripts'
// evaluation need not do. The translated theme is built in a task of its own once the translations
// are in (see appTheme). Parts of the screen drawn ahead that the page shows again until its own are
// ready are kept before that render takes them out (see components/drawnParts.tsx).
const translated = i18nReady.then(nextTask).then(appTheme, () => undefined);
const firstRender = Promise.all([translated, startFirstScreen(), appStylesheet()]).then(() => {
  const container = document.getElementById('root')!;
  keepDrawnParts(container, window.location.pathname);
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
/** Runs `work` when the browser is idle (the transition's render slices done), at the latest after 3 s. */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1000);
}
// The other pages' translations, once the first screen is idle (each such page also waits for them).
void firstRender.then(() => whenIdle(() => void allTranslations().catch(() => undefined)));
