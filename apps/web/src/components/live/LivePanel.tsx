import { Alert, Badge, Button, Center, CopyButton, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconBroadcast, IconCheck, IconCopy, IconPlayerStop, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LiveSession } from '@prancheta/shared';
import type { LiveStatus } from './viewTypes.ts';

/** Above the full-screen board (z-index 200) and its own dialogs. */
const Z = 400;

/** Props of LivePanel. */
export interface LivePanelProps {
  opened: boolean;
  onClose: () => void;
  status: LiveStatus;
  session: LiveSession | null;
  viewers: number;
  onEnd: () => void;
}

/** The presenter's panel: the link, its QR code and short code to show the players, how many watch, and "end". */
export function LivePanel({ opened, onClose, status, session, viewers, onEnd }: LivePanelProps) {
  const { t, i18n } = useTranslation();
  const live = status === 'live' || status === 'reconnecting';
  const until = session ? new Date(session.expires_at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <Modal opened={opened} onClose={onClose} title={t('live.title')} zIndex={Z} centered size="md" data-testid="live-panel">
      {status === 'starting' || (live && !session) ? (
        <Center p="xl">
          <Loader />
        </Center>
      ) : status === 'ended' ? (
        <Stack align="center" gap="sm" data-testid="live-panel-ended">
          <Text fw={700}>{t('live.ended')}</Text>
          <Button variant="default" onClick={onClose}>
            {t('general.close')}
          </Button>
        </Stack>
      ) : session ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('live.intro')}
          </Text>
          {status === 'reconnecting' ? (
            <Alert color="yellow" icon={<IconWifiOff size={18} />} data-testid="live-reconnecting">
              {t('live.reconnecting')}
            </Alert>
          ) : null}
          <Center>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(session.qr_svg)}`}
              alt={t('live.qr-alt')}
              width={200}
              height={200}
              style={{ background: '#fff', borderRadius: 8 }}
              data-testid="live-qr"
            />
          </Center>
          <Text size="sm" ta="center">
            {t('live.code-hint', { url: session.code_url.replace(/^https?:\/\//, '') })}
          </Text>
          <Text ta="center" fw={800} ff="monospace" fz={36} style={{ letterSpacing: '0.2em' }} data-testid="live-code">
            {session.code}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput readOnly value={session.url} style={{ flex: 1 }} aria-label={t('live.title')} data-testid="live-url" onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={session.url}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'teal' : 'blue'} onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}>
                  {copied ? t('live.copied') : t('live.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="space-between" wrap="wrap">
            <Badge size="lg" color="red" leftSection={<IconBroadcast size={14} />} data-testid="live-viewers" data-count={viewers}>
              {t('live.viewers', { count: viewers })}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('live.expires', { time: until })}
            </Text>
          </Group>
          <Group justify="space-between">
            <Button variant="default" onClick={onClose}>
              {t('live.close')}
            </Button>
            <Button color="red" leftSection={<IconPlayerStop size={18} />} onClick={onEnd} data-testid="live-end">
              {t('live.end')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** The "live" pill over the presenter's screen: how many watch; a tap opens the panel. */
export function LiveIndicator({ viewers, reconnecting, onClick }: { viewers: number; reconnecting: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onClick}
      data-testid="live-indicator"
      data-count={viewers}
      style={{
        position: 'fixed',
        top: 8,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 250,
        background: reconnecting ? '#e8590c' : '#e03131',
        color: '#fff',
        borderRadius: 999,
        padding: '4px 12px',
        fontWeight: 700,
        fontSize: 14,
        boxShadow: '0 2px 8px rgba(0,0,0,0.4)',
        display: 'flex',
        alignItems: 'center',
        gap: 6,
      }}
    >
      {reconnecting ? <IconWifiOff size={16} /> : <IconBroadcast size={16} />}
      {t('live.badge')} · {viewers}
    </UnstyledButton>
  );
}
