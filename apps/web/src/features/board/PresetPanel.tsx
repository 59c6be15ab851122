import { Alert, Button, Stack, Text } from '@mantine/core';
import type { PersonalPreset } from '@prancheta/shared';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePersonalPresets } from '../../api/presets.ts';
import { PresetPicker, defaultPick, opponentPick, spotsOfPick } from '../../components/presets/index.ts';
import type { PresetPick } from '../../components/presets/index.ts';
import { TEAM_PALETTE } from './MarkerPanel.tsx';
import type { Marker } from './model.ts';
import { presetMarkers } from './transform.ts';

const NONE: PersonalPreset[] = [];

/** Props of PresetPanel. */
export interface PresetPanelProps {
  sport: { id: number; slug: string } | null;
  fieldPath: string | null;
  scale: number;
  /**
   * What the panel offers (system, colour, side), null for the sport's default. The board holds it,
   * not the panel: the panel closes (to look at the pitch it covers) and the next opening still
   * offers the opponent of the team just placed.
   */
  pick: PresetPick | null;
  onPick: (pick: PresetPick) => void;
  /** Adds markers as one history step. */
  onAdd: (markers: Marker[]) => void;
}

/** Places a whole team of numbered markers in a catalogue or personal system; the next pick is the mirrored opponent. */
export function PresetPanel({ sport, fieldPath, scale, pick: held, onPick, onAdd }: PresetPanelProps) {
  const { t } = useTranslation();
  const personal = usePersonalPresets(sport?.id ?? null);
  const mine = personal.data ?? NONE;
  const pick = held ?? defaultPick(sport?.slug ?? '');
  const spots = spotsOfPick(pick.key, mine);
  const place = () => {
    if (!spots) return;
    onAdd(presetMarkers(spots, fieldPath, pick.side, TEAM_PALETTE[pick.team], scale));
    onPick(opponentPick(pick));
  };
  return (
    <Stack gap="sm" w={300} data-testid="board-preset-panel">
      <Text fw={700}>{t('presets.title')}</Text>
      {personal.isError ? <Alert color="orange">{t('presets.load-error')}</Alert> : null}
      {/* The list of systems opens inside the panel: a popover counts a click on a list portalled elsewhere as a click outside, and closes. */}
      <PresetPicker sportSlug={sport?.slug ?? ''} personal={mine} value={pick} onChange={onPick} inPlace />
      <Button leftSection={<IconUsersGroup size={18} />} onClick={place} disabled={!spots} data-testid="board-preset-place">
        {t('presets.place')}
      </Button>
    </Stack>
  );
}
