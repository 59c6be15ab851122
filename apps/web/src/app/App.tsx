import './global.css';
// The touch targets' rules in the app's stylesheet, not in a page's own: the screens drawn ahead use
// them (back links) and paint with the app's stylesheet only.
import '../components/touch.module.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { retryImport } from '../components/retryImport.ts';
import { ScreenErrorBoundary } from '../components/ScreenErrorBoundary.tsx';
import { i18nReady, isI18nReady } from '../i18n/i18n.ts';
import { queryClient } from './queryClient.ts';
import { appRouter } from './router.tsx';
import { localisedTheme, theme } from './theme.ts';

/** Notifications, confirmation dialogs, the update prompt: a file of their own, fetched at the first render (tried again if it fails). */
const Overlays = lazy(() => retryImport(() => import('./Overlays.tsx')));

let translatedTheme: ReturnType<typeof localisedTheme> | undefined;

/**
 * The theme in the chosen language, built once. The first render asks for it in a task of its own
 * (see main.tsx): the first translation looked up compiles i18next's lookup code, tens of
 * milliseconds on a slow phone that would otherwise join the render of the providers.
 */
export function appTheme(): ReturnType<typeof localisedTheme> {
  translatedTheme ??= localisedTheme(i18n.t('general.close'));
  return translatedTheme;
}

/** True once the translations of the chosen language have arrived. */
function useI18nReady(): boolean {
  // Usually loaded by the first render (the translations are preloaded beside the scripts): then
  // the providers render once, with the localised theme, instead of twice.
  const [ready, setReady] = useState(isI18nReady);
  useEffect(() => {
    if (ready) return;
    let live = true;
    // A transition: the whole screen renders in slices rather than in one long blocking task.
    void i18nReady.then(() => live && startTransition(() => setReady(true)));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/** Providers: Mantine theme, TanStack Query, router (after the translations load), and the overlays (notifications, confirmation dialogs). */
export function App() {
  const ready = useI18nReady();
  const localised = ready ? appTheme() : theme;
  return (
    // The theme's CSS variables are a static file (theme-variables.css, generated from the theme and
    // its contrast resolver), not computed and injected on every load.
    <MantineProvider theme={localised} withCssVariables={false} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {ready ? <RouterProvider router={appRouter()} /> : null}
        {/* Without its file after the retries, the page still works (without a blank screen from an uncaught error). */}
        <ScreenErrorBoundary quiet>
          <Suspense fallback={null}>
            <Overlays ready={ready} />
          </Suspense>
        </ScreenErrorBoundary>
      </QueryClientProvider>
    </MantineProvider>
  );
}
