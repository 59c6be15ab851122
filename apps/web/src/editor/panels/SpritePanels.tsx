import { Stack, Text } from '@mantine/core';
import { TEAM_COLOURS } from '@prancheta/shared';
import type { Sport } from '@prancheta/shared';
import { itemName } from '@prancheta/shared/item-names.ts';
import { useTranslation } from 'react-i18next';
import { elementUrl } from '../../api/sports.ts';
import type { PaletteItem } from '../tools/palette.ts';
import { SpriteGrid } from './SpriteGrid.tsx';

/** Players in the five team colours (seed: yellow, blue, green, red, black). */
export function PlayersPanel({ sport, onPlace }: { sport: Sport; onPlace: (item: PaletteItem) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {TEAM_COLOURS.map((team) => (
        <Stack key={team} gap={4}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t(`editor.team.${team}`)}
          </Text>
          <SpriteGrid
            cols={5}
            onPlace={onPlace}
            empty={t('editor.no-sprites')}
            entries={sport.files.jogadores[team].map((src, i) => ({ item: { kind: 'player', team, src }, url: elementUrl(src), label: `${t(`editor.team.${team}`)} ${i + 1}`, testId: `player-${team}-${i}` }))}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** Goalkeepers of the sport. */
export function GoalkeepersPanel({ sport, onPlace }: { sport: Sport; onPlace: (item: PaletteItem) => void }) {
  const { t } = useTranslation();
  return (
    <SpriteGrid
      onPlace={onPlace}
      empty={t('editor.no-sprites')}
      entries={sport.files.goleiros.map((src, i) => ({ item: { kind: 'goalkeeper', src }, url: elementUrl(src), label: `${t('editor.panel.goalkeepers')} ${i + 1}`, testId: `goalkeeper-${i}` }))}
    />
  );
}

/** Items (balls, cones, goals, ...) of the sport. */
export function ItemsPanel({ sport, onPlace }: { sport: Sport; onPlace: (item: PaletteItem) => void }) {
  const { t } = useTranslation();
  return (
    <SpriteGrid
      onPlace={onPlace}
      empty={t('editor.no-sprites')}
      entries={sport.files.items.map((src, i) => ({ item: { kind: 'item', src }, url: elementUrl(src), label: itemName(src, (key, params) => t(key, params ?? {})), testId: `item-${i}` }))}
    />
  );
}
