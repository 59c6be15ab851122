import { useEffect, useSyncExternalStore } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './useOnline.ts';

/**
 * The screens that cannot save without the server (a training, a fitness sheet, a video session, a
 * week, a video, a club screen, and the lists of those records). Offline they stay readable, and
 * their fields and the actions that change something are disabled until the connection returns.
 */
export type ReadOnlyScreen = 'treino' | 'fitnes' | 'video-session' | 'semana' | 'video' | 'club' | 'list';

// The read-only screens mounted now, latest last: the banner speaks of the innermost one.
let screens: ReadOnlyScreen[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setScreens(next: ReadOnlyScreen[]): void {
  screens = next;
  for (const listener of listeners) listener();
}

const currentScreen = (): ReadOnlyScreen | null => screens.at(-1) ?? null;
const noScreen = (): null => null;
const subscribeNone = (): (() => void) => () => {};

/**
 * The read-only screen on display while offline (null online, and on screens that work offline, such
 * as the formation editor). Online nothing it tells changes, so its readers do not follow the store:
 * a screen registering itself as it mounts then re-renders nobody. Going offline re-renders them
 * (through useOnline), and they read and follow the store from then on.
 */
export function useReadOnlyScreen(): ReadOnlyScreen | null {
  const online = useOnline();
  return useSyncExternalStore(online ? subscribeNone : subscribe, online ? noScreen : currentScreen, noScreen);
}

/** What a read-only screen's parts need: whether to refuse changes now, and why (for a title or a tooltip). */
export interface ReadOnlyOffline {
  readOnly: boolean;
  /** The reason a disabled action gives (its title or tooltip), only while read-only. */
  reason: string | undefined;
}

/**
 * Whether the screen is read-only because the connection dropped. Given a screen, it also marks it
 * as on display while mounted (the offline banner then says that this screen is read-only). Without
 * one (a table, a field deep in a form), it follows the screen around it: read-only only when offline
 * inside a screen that needs the server to save.
 */
export function useReadOnlyOffline(screen?: ReadOnlyScreen): ReadOnlyOffline {
  const { t } = useTranslation();
  const online = useOnline();
  const shown = useReadOnlyScreen();
  useEffect(() => {
    if (!screen) return;
    setScreens([...screens, screen]);
    return () => {
      const at = screens.lastIndexOf(screen);
      if (at >= 0) setScreens([...screens.slice(0, at), ...screens.slice(at + 1)]);
    };
  }, [screen]);
  const readOnly = !online && (screen !== undefined || shown !== null);
  return { readOnly, reason: readOnly ? t('pwa.read-only-reason') : undefined };
}

/** The props that disable an action while read-only, with the reason as its title (merged with the action's own `disabled`). */
export function offlineAction(state: ReadOnlyOffline, disabled = false): { disabled: boolean; title?: string } {
  return state.readOnly ? { disabled: true, title: state.reason } : { disabled };
}

// A fieldset that draws nothing of its own: it only carries `disabled` to the controls inside.
const PLAIN: CSSProperties = { border: 0, padding: 0, margin: 0, minWidth: 0 };

/**
 * Disables every form control inside (inputs, selects, buttons) while the screen is read-only
 * offline, through the browser's own disabled fieldset: the controls keep their values and state
 * (nothing remounts), so what was typed before the drop is still there when the connection returns.
 */
export function OfflineFieldset({ children, testId }: { children: ReactNode; testId?: string }) {
  const state = useReadOnlyOffline();
  return (
    // prancheta-read-only: disabled fields keep the text's own colour, so the screen stays easy to read.
    <fieldset
      disabled={state.readOnly}
      className={state.readOnly ? 'prancheta-read-only' : undefined}
      style={PLAIN}
      data-testid={testId}
      data-read-only={state.readOnly || undefined}
    >
      {children}
    </fieldset>
  );
}
