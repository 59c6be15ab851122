import { Center, Loader, SimpleGrid } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { FileEntry } from '@prancheta/shared';
import { EmptyState } from '../EmptyState.tsx';
import { MediaTile } from './MediaTile.tsx';

export interface MediaGridProps {
  entries: FileEntry[] | undefined;
  loading: boolean;
  selected: ReadonlySet<string>;
  onOpenFolder: (entry: FileEntry) => void;
  onToggle: (entry: FileEntry) => void;
  onDeleteFolder?: (entry: FileEntry) => void;
  emptyTitle: string;
  emptyHint?: string;
}

/** Folders and images as tiles: 3 per row on phones, 4 on tablets, 6 on wide screens (seed 001 §2). */
export function MediaGrid({ entries, loading, selected, onOpenFolder, onToggle, onDeleteFolder, emptyTitle, emptyHint }: MediaGridProps) {
  if (loading && !entries) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!entries || entries.length === 0) return <EmptyState icon={<IconPhoto />} title={emptyTitle} hint={emptyHint} />;
  return (
    <SimpleGrid cols={{ base: 3, sm: 4, lg: 6 }} spacing="sm" data-testid="media-grid">
      {entries.map((entry) => (
        <MediaTile
          key={entry.path}
          entry={entry}
          selected={selected.has(entry.path)}
          onClick={() => (entry.type === 'dir' ? onOpenFolder(entry) : onToggle(entry))}
          onDeleteFolder={onDeleteFolder ? () => onDeleteFolder(entry) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
