import { ActionIcon, Box, Center, Loader, Paper, Text, UnstyledButton } from '@mantine/core';
import { HoverTooltip } from '../HoverTooltip.tsx';
import { useIntersection } from '@mantine/hooks';
import { IconFolder, IconTrash } from '@tabler/icons-react';
import type { FileEntry } from '@prancheta/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProtected, isPublicMediaUrl } from '../../api/media.ts';
import { useBlobUrl } from '../useBlobUrl.ts';
import { mediaLabel } from './mediaLabel.ts';

/**
 * The image of a tile. Library gifs show their cached still frame (a small PNG) and animate only
 * while hovered, focused or selected, so a folder of 100+ gifs stays light; protected gifs (a coach's
 * own) are fetched with the token once the tile scrolls into view.
 */
function TileImage({ entry, animate }: { entry: FileEntry; animate: boolean }) {
  const publicUrl = isPublicMediaUrl(entry.url);
  const { ref, entry: seen } = useIntersection({ rootMargin: '200px' });
  const [visible, setVisible] = useState(false);
  if (!visible && seen?.isIntersecting) setVisible(true);
  const blob = useBlobUrl(!publicUrl && visible ? (signal) => fetchProtected(entry.url, signal) : null, `${entry.url}:${visible}`);
  const isGif = /\.(gif|webp)$/i.test(entry.name);
  const src = publicUrl ? (isGif && !animate ? `${entry.url}&frame=1` : entry.url) : blob;
  return (
    <Box ref={ref} style={{ aspectRatio: '1 / 1', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', background: 'var(--mantine-color-gray-0)' }}>
      {src ? (
        <img src={src} alt="" loading="lazy" decoding="async" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      ) : visible ? (
        <Loader size="xs" />
      ) : null}
    </Box>
  );
}

export interface MediaTileProps {
  entry: FileEntry;
  selected: boolean;
  onClick: () => void;
  /** Per-folder delete (admin gifs). */
  onDeleteFolder?: () => void;
}

/** One tile: a folder (opens on click) or an image (click selects or toggles, highlighted when selected). */
export function MediaTile({ entry, selected, onClick, onDeleteFolder }: MediaTileProps) {
  const { t } = useTranslation();
  const [hover, setHover] = useState(false);
  const label = mediaLabel(t, entry);
  return (
    <Paper
      withBorder
      radius="md"
      pos="relative"
      style={{ borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined, borderWidth: selected ? 3 : 1, overflow: 'hidden' }}
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      data-testid={entry.type === 'dir' ? 'media-folder' : 'media-image'}
      data-name={entry.name}
      data-selected={selected || undefined}
    >
      <UnstyledButton
        onClick={onClick}
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
        onFocus={() => setHover(true)}
        onBlur={() => setHover(false)}
        aria-pressed={entry.type === 'image' ? selected : undefined}
        aria-label={entry.type === 'dir' ? t('gifs.open-folder', { name: label }) : label}
        w="100%"
        p={6}
      >
        {entry.type === 'dir' ? (
          <Center style={{ aspectRatio: '1 / 1' }}>
            <IconFolder size="60%" stroke={1.2} color="var(--mantine-color-yellow-6)" />
          </Center>
        ) : (
          <TileImage entry={entry} animate={hover || selected} />
        )}
        <Text size="xs" ta="center" mt={4} lineClamp={2} title={label}>
          {label}
        </Text>
      </UnstyledButton>
      {onDeleteFolder && entry.type === 'dir' ? (
        <HoverTooltip label={t('gifs.delete-folder')}>
          <ActionIcon variant="subtle" color="red" size="sm" pos="absolute" top={4} right={4} onClick={onDeleteFolder} aria-label={`${t('gifs.delete-folder')} ${label}`} data-testid="media-folder-delete">
            <IconTrash size={14} />
          </ActionIcon>
        </HoverTooltip>
      ) : null}
    </Paper>
  );
}
