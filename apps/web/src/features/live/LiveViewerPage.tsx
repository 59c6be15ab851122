import { ActionIcon, Box, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery, useViewportSize } from '@mantine/hooks';
import { IconBroadcast, IconMaximize, IconMinimize, IconWifiOff } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LIMITS } from '@prancheta/shared';
import type { LiveInk, LiveState } from '@prancheta/shared';
import { LiveConnection } from '../../api/liveSocket.ts';
import type { LiveBoardViewProps } from '../../components/live/viewTypes.ts';
import { useFullscreen } from '../../components/useFullscreen.ts';
import { SceneLiveView } from './SceneLiveView.tsx';

type Phase = 'connecting' | 'live' | 'reconnecting' | 'ended' | 'unavailable';

/** Asks a phone to stay in landscape while full screen (browsers that cannot simply refuse). */
function lockLandscape(): void {
  const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
  void orientation?.lock?.('landscape').catch(() => undefined);
}

/**
 * /ao-vivo/<token or code>: a coach's live screen, for anyone with the link (no account). The
 * socket joins the session's room, draws every state the presenter sends with the app's own
 * renderers (read-only), and says so when the coach's connection drops or the session ends. The
 * field fills the screen: the full height of a TV, a phone's width in portrait (turned a quarter,
 * as the board does) and its height in landscape.
 */
export default function LiveViewerPage({ BoardView }: { BoardView: ComponentType<LiveBoardViewProps> }) {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const [phase, setPhase] = useState<Phase>('connecting');
  const [state, setState] = useState<LiveState | null>(null);
  const [ink, setInk] = useState<LiveInk | null>(null);
  const [presenterOnline, setPresenterOnline] = useState(true);
  const fullscreen = useFullscreen();
  const { width, height } = useViewportSize();
  const portrait = useMediaQuery('(orientation: portrait)', false, { getInitialValueInEffect: false }) ?? false;

  useEffect(() => {
    const connection = new LiveConnection(
      { t: 'watch', key },
      {
        onJoined: () => setPhase('live'),
        onMessage: (m) => {
          if (m.t === 'state') setState(m.state);
          else if (m.t === 'ink') setInk(m.ink);
          else if (m.t === 'presenter') setPresenterOnline(m.online);
          else if (m.t === 'ended') setPhase('ended');
          else if (m.t === 'unavailable') setPhase('unavailable');
        },
        onRetry: () => setPhase((p) => (p === 'ended' || p === 'unavailable' ? p : 'reconnecting')),
        onFinal: (reason) => setPhase(reason),
      },
    );
    return () => connection.close();
  }, [key]);

  useEffect(() => {
    document.title = `${t('live.title')} · Prancheta`;
  }, [t]);

  const toggleFullscreen = () => {
    if (!fullscreen.active) lockLandscape();
    fullscreen.toggle();
  };

  // The field at the largest 4:3 size the screen holds; in portrait its long side runs down the screen.
  const [along, across] = portrait ? [height, width] : [width, height];
  const displayWidth = Math.max(0, Math.floor(Math.min(along, (across * LIMITS.canvas.width) / LIMITS.canvas.height)));
  const over = phase === 'ended' || phase === 'unavailable';

  return (
    <Box
      data-testid="live-viewer"
      data-phase={phase}
      data-strokes={state?.kind === 'board' ? state.doc.strokes.length : undefined}
      style={{ position: 'fixed', inset: 0, background: '#0d1a12', color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}
    >
      {over ? (
        <Stack align="center" gap="xs" p="lg" data-testid={phase === 'ended' ? 'live-ended' : 'live-unavailable'}>
          <Title order={1} ta="center">
            {phase === 'ended' ? t('live.ended') : t('share.page.gone-title')}
          </Title>
          <Text ta="center" c="gray.4">
            {phase === 'ended' ? t('live.ended-text') : t('share.page.gone-text')}
          </Text>
        </Stack>
      ) : state && displayWidth > 0 ? (
        <Box style={{ lineHeight: 0 }} data-testid="live-field" data-rotated={portrait ? 'true' : 'false'}>
          {state.kind === 'board' ? (
            <Suspense fallback={<Loader color="gray.3" />}>
              <BoardView state={state} ink={ink} displayWidth={displayWidth} rotated={portrait} />
            </Suspense>
          ) : (
            <SceneLiveView state={state} displayWidth={displayWidth} rotated={portrait} />
          )}
        </Box>
      ) : (
        <Center>
          <Stack align="center" gap="xs">
            <Loader color="gray.3" />
            <Text c="gray.4">{phase === 'live' ? t('live.waiting') : t('live.connecting')}</Text>
          </Stack>
        </Center>
      )}
      {!over ? (
        <>
          <Box style={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 8, alignItems: 'center', pointerEvents: 'none' }}>
            <Box
              style={{
                background: phase === 'live' && presenterOnline ? '#e03131' : '#868e96',
                borderRadius: 999,
                padding: '2px 10px',
                fontWeight: 700,
                fontSize: 13,
                display: 'flex',
                alignItems: 'center',
                gap: 4,
              }}
            >
              {phase === 'live' && presenterOnline ? <IconBroadcast size={14} /> : <IconWifiOff size={14} />}
              {t('live.badge')}
            </Box>
            {phase === 'reconnecting' || (phase === 'live' && !presenterOnline) ? (
              <Text size="sm" style={{ background: 'rgba(0,0,0,0.6)', borderRadius: 6, padding: '2px 8px' }} data-testid="live-notice">
                {phase === 'reconnecting' ? t('live.reconnecting') : t('live.presenter-offline')}
              </Text>
            ) : null}
          </Box>
          <ActionIcon
            onClick={toggleFullscreen}
            size={44}
            radius="xl"
            variant="filled"
            color="dark"
            aria-label={t(fullscreen.active ? 'live.exit-fullscreen' : 'live.fullscreen')}
            data-testid="live-fullscreen"
            style={{ position: 'absolute', top: 8, right: 8, opacity: 0.75 }}
          >
            {fullscreen.active ? <IconMinimize /> : <IconMaximize />}
          </ActionIcon>
        </>
      ) : null}
    </Box>
  );
}
