import './mantine-styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { storedLanguage } from './i18n/i18n.ts';
import { registerServiceWorker } from './pwa/serviceWorker.ts';

registerServiceWorker();
// The installed app's names in the chosen language (the server translates the manifest).
document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.webmanifest?lang=${storedLanguage()}`);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
