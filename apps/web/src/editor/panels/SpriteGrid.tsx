import { Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { HoverTooltip } from '../../components/HoverTooltip.tsx';
import type { PaletteItem } from '../tools/palette.ts';
import { PALETTE_MIME } from '../tools/palette.ts';
import classes from './panels.module.css';

/** One thumbnail entry of a grid. */
export interface SpriteEntry {
  item: PaletteItem;
  /** URL of the thumbnail. */
  url: string;
  label: string;
  testId: string;
}

/** A grid of sprites: click places one in the middle of the field, drag drops it where released. */
export function SpriteGrid({ entries, onPlace, empty, cols = 4 }: { entries: SpriteEntry[]; onPlace: (item: PaletteItem) => void; empty?: string; cols?: number }) {
  if (!entries.length && empty) {
    return (
      <Text size="sm" c="dimmed" py="sm">
        {empty}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={cols} spacing={6}>
      {entries.map((e) => (
        <HoverTooltip key={e.testId} label={e.label} openDelay={400} withinPortal>
          <UnstyledButton
            className={classes.sprite}
            data-testid={e.testId}
            aria-label={e.label}
            draggable
            onDragStart={(ev) => {
              ev.dataTransfer.setData(PALETTE_MIME, JSON.stringify(e.item));
              ev.dataTransfer.effectAllowed = 'copy';
            }}
            onClick={() => onPlace(e.item)}
          >
            <Image src={e.url} alt="" fit="contain" h={52} w="100%" draggable={false} />
          </UnstyledButton>
        </HoverTooltip>
      ))}
    </SimpleGrid>
  );
}
