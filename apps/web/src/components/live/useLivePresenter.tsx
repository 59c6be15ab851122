import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { LiveInk, LiveKind, LivePlayback, LiveSession, LiveState } from '@prancheta/shared';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import { endLiveSession, openLiveSession } from '../../api/live.ts';
import { LiveConnection } from '../../api/liveSocket.ts';
import { readSession } from '../../api/session.ts';
import { handleApiError } from '../../api/errors.ts';
import { LiveIndicator, LivePanel } from './LivePanel.tsx';

import type { LiveStatus } from './viewTypes.ts';

export type { LiveStatus } from './viewTypes.ts';

/** Bytes waiting on the presenter's socket above which a frame's update is skipped (sent with the next one). */
const MAX_QUEUED_BYTES = 256 * 1024;

/** What a screen that can be presented live gets: its trigger's handler, the panel and the feed. */
export interface LivePresenter {
  status: LiveStatus;
  viewers: number;
  /** Opens the panel, starting (or resuming) the session the first time. */
  open: () => void;
  /** The current screen: sent on join and whenever it changes (once per animation frame at most). */
  publish: (state: LiveState) => void;
  /** The stroke being drawn (null when it ends). */
  publishInk: (ink: LiveInk | null) => void;
  /** An editor's screen: sent only when the document, the frame, the animation or the playback changed. */
  publishScene: (doc: SceneDocument, frame: number, animation: SceneDocument | null, playback: LivePlayback | null) => void;
  /** The panel (link, QR code, code, viewers, end) and the "live" pill: render them once. */
  ui: ReactNode;
}

/**
 * Live presenting of one screen (board, formation editor, video editor). The session opens on the
 * first `open`; the socket then sends the full state on every (re)join and each later change,
 * coalesced to one message per animation frame. A dropped connection reconnects with backoff and
 * resumes the same session (the server keeps its room). Leaving the screen closes the socket; the
 * session stays open until it is ended or expires, so coming back resumes it.
 */
export function useLivePresenter(kind: LiveKind, recordId: number | null): LivePresenter {
  const [status, setStatus] = useState<LiveStatus>('idle');
  const [session, setSession] = useState<LiveSession | null>(null);
  const [viewers, setViewers] = useState(0);
  const [panel, setPanel] = useState(false);
  const conn = useRef<LiveConnection | null>(null);
  const state = useRef<LiveState | null>(null);
  const ink = useRef<LiveInk | null>(null);
  const dirty = useRef({ state: false, ink: false });
  const frame = useRef<number | null>(null);

  const flush = useCallback(() => {
    frame.current = null;
    const c = conn.current;
    if (!c || !c.ready) return;
    if (c.buffered > MAX_QUEUED_BYTES) {
      frame.current = requestAnimationFrame(flush);
      return;
    }
    if (dirty.current.state && state.current) {
      dirty.current.state = false;
      c.send({ t: 'state', state: state.current, sent: Date.now() });
    }
    if (dirty.current.ink) {
      dirty.current.ink = false;
      c.send({ t: 'ink', ink: ink.current, sent: Date.now() });
    }
  }, []);

  const schedule = useCallback(() => {
    if (frame.current === null && conn.current) frame.current = requestAnimationFrame(flush);
  }, [flush]);

  const publish = useCallback(
    (next: LiveState) => {
      if (state.current === next) return;
      state.current = next;
      dirty.current.state = true;
      schedule();
    },
    [schedule],
  );

  const publishInk = useCallback(
    (next: LiveInk | null) => {
      ink.current = next;
      dirty.current.ink = true;
      schedule();
    },
    [schedule],
  );

  const publishScene = useCallback(
    (doc: SceneDocument, frame: number, animation: SceneDocument | null, playback: LivePlayback | null) => {
      const last = state.current;
      if (
        last?.kind === 'scene' &&
        last.doc === doc &&
        last.frame === frame &&
        last.animation === animation &&
        last.playback?.playing === playback?.playing &&
        last.playback?.speed === playback?.speed
      )
        return;
      publish({ kind: 'scene', doc, frame, animation, playback });
    },
    [publish],
  );

  const connect = useCallback(
    (s: LiveSession) => {
      conn.current?.close();
      conn.current = new LiveConnection(
        // The coach's session token: the server closes this socket when that session is revoked.
        { t: 'present', id: s.id, key: s.presenter_key, token: readSession()?.token ?? '' },
        {
          onJoined: () => {
            setStatus('live');
            // A (re)join sends the whole screen: viewers who joined meanwhile see it at once.
            dirty.current.state = state.current !== null;
            schedule();
          },
          onMessage: (m) => {
            if (m.t === 'viewers') setViewers(m.count);
          },
          onRetry: () => setStatus('reconnecting'),
          onFinal: () => {
            conn.current = null;
            setStatus('ended');
            setViewers(0);
          },
        },
      );
    },
    [schedule],
  );

  const start = useCallback(async () => {
    setStatus('starting');
    try {
      const s = await openLiveSession({ kind, record_id: recordId });
      setSession(s);
      connect(s);
    } catch (err) {
      setStatus('idle');
      setPanel(false);
      handleApiError(err, { paymentRedirect: '/profile' });
    }
  }, [kind, recordId, connect]);

  const open = useCallback(() => {
    setPanel(true);
    if (status === 'idle' || status === 'ended') void start();
  }, [status, start]);

  const end = useCallback(async () => {
    if (!session) return;
    try {
      await endLiveSession(session.id);
    } catch (err) {
      handleApiError(err);
      return;
    }
    conn.current?.close();
    conn.current = null;
    setStatus('ended');
    setViewers(0);
  }, [session]);

  useEffect(
    () => () => {
      conn.current?.close();
      conn.current = null;
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const ui = (
    <>
      <LivePanel opened={panel} onClose={() => setPanel(false)} status={status} session={session} viewers={viewers} onEnd={() => void end()} />
      {status === 'live' || status === 'reconnecting' ? <LiveIndicator viewers={viewers} reconnecting={status === 'reconnecting'} onClick={() => setPanel(true)} /> : null}
    </>
  );
  return { status, viewers, open, publish, publishInk, publishScene, ui };
}
