import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { manualChunks } from './chunks.ts';
import { compileHints } from './compileHints.ts';
import { konvaLazySegmenter } from './konvaLazySegmenter.ts';
import { precompress } from './precompress.ts';
import { preloadInSlices } from './preloadInSlices.ts';
import { preloadLanguage } from './preloadLanguage.ts';
import { serviceWorker } from './pwa.ts';
import { routePreloadsPlugin } from './routePreloads.ts';
import { mantineDeferredMount } from './mantineDeferredMount.ts';
import { mantineLazyDefaults } from './mantineLazyDefaults.ts';
import { mantineStableId } from './mantineStableId.ts';
import { translationParts } from './translationParts.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The pages a first visit opens (the sign-in screen, or the signed-in layout and the home), the
 * overlays every first render loads, and the signed-in layout's offline status (without it there,
 * the one icon it alone uses came from the other pages' `ui` file, which every signed-in first load
 * then fetched and ran in full).
 */
const firstScreens = ['features/auth/AuthPage.tsx', 'features/layout/AppLayout.tsx', 'features/home/HomePage.tsx', 'app/Overlays.tsx', 'pwa/OfflineStatus.tsx'].map((page) =>
  path.join(here, 'src', page),
);
/** Of those, the sign-in screen: what only it uses (zod, the form library) is a file of its own, which signed-in visits skip. */
const signInScreens = [firstScreens[0]!];

/**
 * This build's id: given by the deploy (APP_BUILD_ID) or the build time plus a random part. Compiled
 * into the app (__APP_BUILD__) and written to dist/build-id.txt, which the server sends back as
 * X-App-Build on /api answers: a page running another build than the served one sees the deploy.
 */
const buildId = /^[\w.-]{1,64}$/.test(process.env.APP_BUILD_ID ?? '') ? process.env.APP_BUILD_ID! : `${Date.now().toString(36)}-${crypto.randomBytes(4).toString('hex')}`;

/** Writes dist/build-id.txt (builds only). */
function buildIdFile(): Plugin {
  return {
    name: 'prancheta-build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: `${buildId}\n` });
    },
  };
}

export default defineConfig(({ command }) => ({
  // The dev server compiles no id (the app then never compares, see src/api/appBuild.ts).
  define: { __APP_BUILD__: JSON.stringify(command === 'build' ? buildId : '') },
  plugins: [
    buildIdFile(),
    preloadInSlices(),
    mantineStableId(),
    mantineLazyDefaults(),
    mantineDeferredMount(),
    konvaLazySegmenter(),
    translationParts(path.join(here, '../../packages/shared/src/i18n')),
    react(),
    preloadLanguage(),
    routePreloadsPlugin(path.join(here, 'src/app/router.tsx')),
    // The first screens' files (named for their modules) and the UI and shared files of chunks.ts.
    compileHints([...firstScreens.map((file) => path.basename(file, '.tsx')), 'first-ui', 'sign-in-ui', 'common']),
    precompress(),
    serviceWorker(),
  ],
  // react-konva over Konva's core and the shapes the app draws (src/components/konva/reactKonva.ts).
  resolve: { alias: [{ find: /^react-konva$/, replacement: path.join(here, 'src/components/konva/reactKonva.ts') }] },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: { output: { manualChunks: manualChunks(path.join(here, 'src/main.tsx'), firstScreens, signInScreens) } },
  },
}));
