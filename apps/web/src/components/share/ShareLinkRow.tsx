import { ActionIcon, Badge, Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { HoverTooltip } from '../HoverTooltip.tsx';
import type { Language, ShareLink } from '@prancheta/shared';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format.ts';

/** One link of a record: its address (selectable, copy, WhatsApp), dates, and revoke. */
export function ShareLinkRow({ link, onRevoke, revoking }: { link: Pick<ShareLink, 'id' | 'url' | 'created_at' | 'expires_at' | 'expired'>; onRevoke: () => void; revoking: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(link.url)}`;
  return (
    <Paper withBorder p="xs" radius="md" data-testid={`share-link-${link.id}`}>
      <Stack gap={6}>
        <TextInput value={link.url} readOnly aria-label={t('share.url')} onFocus={(e) => e.currentTarget.select()} data-testid="share-url" styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }} />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('share.created-at', { date: formatDate(link.created_at, lang) })} ·{' '}
            {link.expired ? (
              <Badge size="xs" color="red" variant="light">
                {t('share.expired')}
              </Badge>
            ) : link.expires_at ? (
              t('share.expires-at', { date: formatDate(link.expires_at, lang) })
            ) : (
              t('share.no-expiry')
            )}
          </Text>
          <Group gap={4} wrap="nowrap">
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <HoverTooltip label={copied ? t('share.copied') : t('share.copy')} withinPortal>
                  <ActionIcon variant="light" size="lg" color={copied ? 'teal' : 'blue'} onClick={copy} aria-label={t('share.copy')} data-testid="share-copy">
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </HoverTooltip>
              )}
            </CopyButton>
            <HoverTooltip label={t('share.whatsapp')} withinPortal>
              <ActionIcon component="a" href={whatsapp} target="_blank" rel="noopener noreferrer" variant="light" size="lg" color="green" aria-label={t('share.whatsapp')}>
                <IconBrandWhatsapp size={18} />
              </ActionIcon>
            </HoverTooltip>
            <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconLinkOff size={16} />} onClick={onRevoke} loading={revoking} data-testid="share-revoke">
              {t('share.revoke')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
