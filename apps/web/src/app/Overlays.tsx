import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { modalsMounted } from '../components/confirm/modalsReady.ts';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';

/**
 * What the app shows over its pages: notifications, confirmation dialogs and the update prompt.
 * Loaded once the first screen is rendered (see App.tsx), outside the first load's scripts: the
 * notifications wait in Mantine's store and the dialogs are opened through `modals.*` events, so
 * neither needs its component before it shows something. ModalsProvider wraps nothing: the app
 * uses only `modals.*`, never the `useModals` context.
 */
export default function Overlays({ ready }: { ready: boolean }) {
  // Runs after ModalsProvider's own effects (children first): its event listeners are in place.
  useEffect(() => modalsMounted(), []);
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider />
      {ready ? <UpdatePrompt /> : null}
    </>
  );
}
