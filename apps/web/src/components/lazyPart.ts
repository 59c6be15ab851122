import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { allTranslations } from '../i18n/i18n.ts';
import { retryImport } from './retryImport.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint React.lazy itself has
export interface LazyPart<T extends ComponentType<any>> {
  /** The component to render (React.lazy). */
  Component: LazyExoticComponent<T>;
  /** Asks for its file (once; a failed load is tried again on the next call). */
  load: () => Promise<{ default: T }>;
  /** Whether its file has arrived. */
  loaded: () => boolean;
}

/**
 * A page, or a part of one, in a file of its own: React.lazy whose file can be asked for before it
 * renders (`load`). Once the file has arrived it is handed to React at once, through a thenable that
 * calls back synchronously, so React renders it in the same pass instead of committing the
 * Suspense fallback first and the part after.
 * Its file and every translation key (src/i18n/i18n.ts loads the first screens' keys first) arrive
 * before it renders; a part of the first screens, whose keys are all in the core, passes
 * `{ coreKeys: true }` and waits for its file only.
 * A file that fails to arrive is asked for again (retryImport) while the Suspense fallback says it
 * is loading; after the last attempt the error goes to the screen's ScreenErrorBoundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint React.lazy itself has
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, options: { coreKeys?: boolean } = {}): LazyPart<T> {
  let module: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const start = () =>
    (loading ??= (options.coreKeys ? retryImport(load) : Promise.all([retryImport(load), retryImport(allTranslations)]).then(([arrived]) => arrived)).then(
      (arrived) => (module = arrived),
      (error: unknown) => {
        loading = undefined; // a later render tries again
        throw error;
      },
    ));
  const Component = lazy(() => (module ? ({ then: (resolve: (arrived: { default: T }) => void) => resolve(module!) } as Promise<{ default: T }>) : start()));
  return { Component, load: start, loaded: () => module !== undefined };
}
