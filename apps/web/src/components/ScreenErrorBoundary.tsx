import { Component, useEffect } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * Reloads the app: the way out of a screen whose file did not arrive. React keeps a failed lazy
 * component failed, and after a deploy the file may be gone from the server (an old page asks for
 * the old build's names): a reload gets the current shell and its files (from the service worker's
 * cache when it has them), never a mix of the old shell and the new server.
 */
function reloadApp(): void {
  window.location.reload();
}

/**
 * Plain elements styled with the theme's variables, not Mantine's Button and Text: this panel is
 * part of the first load's scripts (it must show when nothing else could be fetched), which then
 * would carry those components too.
 */
const PANEL = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 10, padding: '80px 16px', textAlign: 'center' } as const;
const RETRY = {
  font: 'inherit',
  fontWeight: 600,
  fontSize: 'var(--mantine-font-size-sm)',
  minHeight: 36,
  padding: '0 18px',
  border: 0,
  borderRadius: 'var(--mantine-radius-md)',
  background: 'var(--mantine-color-pitch-light)',
  color: 'var(--mantine-color-pitch-light-color)',
  cursor: 'pointer',
} as const;

/** What a screen shows when its file (or its translations) could not be loaded after the retries. */
function ScreenLoadFailed() {
  const { t } = useTranslation();
  // Back online: try at once, without waiting for a tap.
  useEffect(() => {
    window.addEventListener('online', reloadApp);
    return () => window.removeEventListener('online', reloadApp);
  }, []);
  return (
    <div style={PANEL} role="alert" data-testid="screen-load-failed">
      <p style={{ margin: 0, fontWeight: 600 }}>{t('pwa.screen-failed-title')}</p>
      <p style={{ margin: 0, maxWidth: 420, fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-dimmed)' }}>{t('pwa.screen-failed')}</p>
      <button type="button" style={RETRY} onClick={reloadApp} data-testid="screen-load-retry">
        {t('pwa.screen-retry')}
      </button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Changing it (the address) clears the error: the coach went to another screen. */
  resetKey?: string;
  /** A part that may be missing (the overlays, the offline banner): nothing shown in its place. */
  quiet?: boolean;
}

/**
 * Around lazy content: when its file still fails after the retries (lazyPart, retryImport), the
 * screen says so and offers to try again, instead of React Router's developer error page, or a
 * blank page when nothing above catches it. The layout around it (menu, top bar) stays.
 */
export class ScreenErrorBoundary extends Component<BoundaryProps, { failed: boolean; key?: string }> {
  state: { failed: boolean; key?: string } = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey?: string }, state: { failed: boolean; key?: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('screen failed to load', error, info.componentStack);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.quiet ? null : <ScreenLoadFailed />;
  }
}

/** ScreenErrorBoundary for a screen of the router, cleared when the address changes. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenErrorBoundary resetKey={pathname}>{children}</ScreenErrorBoundary>;
}
