import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

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
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint React.lazy itself has
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPart<T> {
  let module: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (arrived) => (module = arrived),
      (error: unknown) => {
        loading = undefined; // a later render tries again
        throw error;
      },
    ));
  const Component = lazy(() => (module ? ({ then: (resolve: (arrived: { default: T }) => void) => resolve(module!) } as Promise<{ default: T }>) : start()));
  return { Component, load: start, loaded: () => module !== undefined };
}
