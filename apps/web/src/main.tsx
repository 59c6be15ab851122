import './mantine-styles.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { storedLanguage } from './i18n/i18n.ts';
import { registerServiceWorker } from './pwa/serviceWorker.ts';

registerServiceWorker();
// The installed app's names in the chosen language (the server translates the manifest).
document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.webmanifest?lang=${storedLanguage()}`);

// The first render as a transition: React renders it in slices of a few milliseconds, yielding
// to the browser between them, instead of one long task that blocks input on a slow phone.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
