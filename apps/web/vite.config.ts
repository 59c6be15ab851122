import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { manualChunks } from './chunks.ts';
import { precompress } from './precompress.ts';
import { preloadLanguage } from './preloadLanguage.ts';
import { serviceWorker } from './pwa.ts';
import { routePreloadsPlugin } from './routePreloads.ts';
import { mantineStableId } from './mantineStableId.ts';
import { translationParts } from './translationParts.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The pages a first visit opens (the sign-in screen, or the signed-in layout and the home), and the overlays every first render loads. */
const firstScreens = ['features/auth/AuthPage.tsx', 'features/layout/AppLayout.tsx', 'features/home/HomePage.tsx', 'app/Overlays.tsx'].map((page) => path.join(here, 'src', page));
/** Of those, the sign-in screen: what only it uses (zod, the form library) is a file of its own, which signed-in visits skip. */
const signInScreens = [firstScreens[0]!];

export default defineConfig({
  plugins: [
    mantineStableId(),
    translationParts(path.join(here, '../../packages/shared/src/i18n')),
    react(),
    preloadLanguage(),
    routePreloadsPlugin(path.join(here, 'src/app/router.tsx')),
    precompress(),
    serviceWorker(),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: { output: { manualChunks: manualChunks(path.join(here, 'src/main.tsx'), firstScreens, signInScreens) } },
  },
});
