import type Konva from 'konva';
import { useEffect, useState } from 'react';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { CoeditProvider } from './provider.ts';
import type { CoeditStatus } from './provider.ts';

/** Someone else in the room: their name, colour and cursor (scene coordinates), when on the field. */
export interface Peer {
  clientId: number;
  name: string;
  color: string;
  cursor: { x: number; y: number } | null;
}

const COLOURS = ['#e8590c', '#1c7ed6', '#2f9e44', '#ae3ec9', '#f08c00', '#0c8599'];

/** Waits for a promise, at most `ms` (offline, the server never answers). */
function within(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    void promise.then(() => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Draws a formation together while `enabled`: a Y document kept on this device (IndexedDB, so edits
 * made offline survive a reload and merge when the connection comes back), synced with the room,
 * bound to the drawing; this person's cursor goes to the others and theirs come back.
 */
export function useCoedit(options: {
  /** Binds the drawing to the Y document; answers the function that unbinds (binding.ts). */
  bind: (doc: Y.Doc) => () => void;
  formationId: number | null;
  enabled: boolean;
  stage: Konva.Stage | null;
  socketUrl: (id: number) => string | null;
}) {
  const { bind, formationId, enabled, stage, socketUrl } = options;
  const [status, setStatus] = useState<CoeditStatus | null>(null);
  const [peers, setPeers] = useState<Peer[]>([]);
  const [provider, setProvider] = useState<CoeditProvider | null>(null);

  useEffect(() => {
    if (!enabled || formationId === null) return;
    let stopped = false;
    const doc = new Y.Doc();
    const local = new IndexeddbPersistence(`prancheta-coedit-${formationId}`, doc);
    const remote = new CoeditProvider(doc, () => socketUrl(formationId));
    remote.awareness.setLocalState({ user: { color: COLOURS[doc.clientID % COLOURS.length] }, cursor: null });
    const stopStatus = remote.onStatus(setStatus);
    setStatus(remote.status);
    const readPeers = () =>
      setPeers(
        [...remote.awareness.getStates().entries()]
          .filter(([id]) => id !== doc.clientID)
          .map(([clientId, state]) => {
            const user = (state.user ?? {}) as { name?: string; color?: string };
            const cursor = state.cursor as { x?: unknown; y?: unknown } | null | undefined;
            return {
              clientId,
              name: typeof user.name === 'string' ? user.name : '',
              color: typeof user.color === 'string' ? user.color : '#228be6',
              cursor: cursor && typeof cursor.x === 'number' && typeof cursor.y === 'number' ? { x: cursor.x, y: cursor.y } : null,
            };
          })
          .filter((p) => p.name !== ''),
      );
    remote.awareness.on('change', readPeers);
    let unbind: (() => void) | null = null;
    void (async () => {
      // What this device kept first, then what the room holds (or go on offline after a moment).
      await within(local.whenSynced, 3000);
      await within(remote.synced, navigator.onLine ? 8000 : 500);
      if (stopped) return;
      unbind = bind(doc);
      setProvider(remote);
    })();
    return () => {
      stopped = true;
      unbind?.();
      stopStatus();
      remote.awareness.off('change', readPeers);
      remote.destroy();
      void local.destroy();
      doc.destroy();
      setProvider(null);
      setStatus(null);
      setPeers([]);
    };
  }, [bind, formationId, enabled, socketUrl]);

  // This person's cursor, in scene coordinates, at most every 50 ms.
  useEffect(() => {
    if (!provider || !stage) return;
    let last = 0;
    const move = () => {
      const now = performance.now();
      if (now - last < 50) return;
      last = now;
      const p = stage.getRelativePointerPosition();
      if (p) provider.awareness.setLocalStateField('cursor', { x: Math.round(p.x), y: Math.round(p.y) });
    };
    const leave = () => provider.awareness.setLocalStateField('cursor', null);
    stage.on('pointermove.coedit', move);
    stage.on('pointerleave.coedit', leave);
    return () => {
      stage.off('pointermove.coedit');
      stage.off('pointerleave.coedit');
    };
  }, [provider, stage]);

  return { status, peers, active: provider !== null };
}
